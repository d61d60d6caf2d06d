import { describe, it } from 'vitest';
import { baseTemplateDecider, type BaseTemplateFields } from '#server/features/vacancies/base-template';
import { NotFoundError, RuleViolation, ValidationError } from '#server/core/errors';
import { givenDecider } from '../../helpers/gwt';
import type { BaseTemplateInput } from '#events/vacancies/events';

/** The API names the missing field in Russian; the form shows its own 'Обязательное поле'. */
const REQUIRED_NAMES = {
  responsibility: 'обязанности',
  standards: 'требования',
  conditions: 'условия',
  experience: 'опыт работы',
  schedule: 'график работы',
  occupation: 'тип занятости',
} as const;

const input = (over: Partial<BaseTemplateInput> = {}): BaseTemplateInput => ({
  positionId: '3',
  responsibility: '<p>Консультировать покупателей</p>',
  standards: '<p>Вежливость</p>',
  conditions: '<ul><li>Оформление по ТК РФ</li></ul>',
  experience: 'нет опыта',
  schedule: 'сменный график',
  occupation: 'полная',
  hhProfessionalRoles: ['97'],
  ...over,
});

const fields: BaseTemplateFields = {
  positionId: '3',
  responsibility: '<p>Консультировать покупателей</p>',
  standards: '<p>Вежливость</p>',
  conditions: '<ul><li>Оформление по ТК РФ</li></ul>',
  hhProfessionalRoles: ['97'],
  experience: 'нет опыта',
  schedule: 'сменный график',
  occupation: 'полная',
};
const created = { type: 'BaseTemplateCreated' as const, data: { id: '1', ...fields } };
const create = (over: Partial<BaseTemplateInput> = {}, selfEmployed = false) =>
  ({ type: 'CreateBaseTemplate', id: '1', input: input(over), selfEmployed }) as const;
const update = (over: Partial<BaseTemplateInput> = {}, selfEmployed = false) =>
  ({ type: 'UpdateBaseTemplate', input: input(over), selfEmployed }) as const;

describe('base template decider', () => {
  it('creates a base template with every field', () => {
    givenDecider(baseTemplateDecider).given([]).when(create()).then([created]);
  });

  it('sanitises the HTML texts at command time', () => {
    givenDecider(baseTemplateDecider)
      .given([])
      .when(
        create({
          responsibility: '<p onclick="x()">Касса<script>alert(1)</script></p><img src=x onerror=alert(1)>',
        }),
      )
      .then([
        {
          type: 'BaseTemplateCreated' as const,
          data: { id: '1', ...fields, responsibility: '<p>Касса</p>' },
        },
      ]);
  });

  it.each(['responsibility', 'standards', 'conditions'] as const)(
    'requires %s, also when only empty markup',
    (field) => {
      for (const value of ['', '   ', '<p><br></p>', '<script>alert(1)</script>']) {
        givenDecider(baseTemplateDecider)
          .given([])
          .when(create({ [field]: value }))
          .thenThrows(ValidationError, `Поле «${REQUIRED_NAMES[field]}» обязательно`);
      }
    },
  );

  it.each(['experience', 'schedule', 'occupation'] as const)(
    'requires %s for an employee position',
    (field) => {
      givenDecider(baseTemplateDecider)
        .given([])
        .when(create({ [field]: undefined }))
        .thenThrows(ValidationError, `Поле «${REQUIRED_NAMES[field]}» обязательно`);
    },
  );

  it('drops experience, schedule and occupation for the self-employed position', () => {
    const { experience: _e, schedule: _s, occupation: _o, ...rest } = fields;
    givenDecider(baseTemplateDecider)
      .given([])
      .when(create({}, true))
      .then([{ type: 'BaseTemplateCreated' as const, data: { id: '1', ...rest } }]);
    givenDecider(baseTemplateDecider)
      .given([])
      .when(create({ experience: undefined, schedule: undefined, occupation: undefined }, true))
      .then([{ type: 'BaseTemplateCreated' as const, data: { id: '1', ...rest } }]);
  });

  it('accepts no professional roles (the spec check always passes) and removes duplicates', () => {
    givenDecider(baseTemplateDecider)
      .given([])
      .when(create({ hhProfessionalRoles: undefined }))
      .then([
        { type: 'BaseTemplateCreated' as const, data: { id: '1', ...fields, hhProfessionalRoles: [] } },
      ]);
    givenDecider(baseTemplateDecider)
      .given([])
      .when(create({ hhProfessionalRoles: ['97', '97', '17'] }))
      .then([
        {
          type: 'BaseTemplateCreated' as const,
          data: { id: '1', ...fields, hhProfessionalRoles: ['97', '17'] },
        },
      ]);
  });

  it('refuses to create twice', () => {
    givenDecider(baseTemplateDecider).given([created]).when(create()).thenThrows(RuleViolation);
  });

  it('updates with the whole edited template', () => {
    givenDecider(baseTemplateDecider)
      .given([created])
      .when(update({ standards: '<p>Опыт продаж</p>', schedule: 'полный день' }))
      .then([
        {
          type: 'BaseTemplateUpdated' as const,
          data: { ...fields, standards: '<p>Опыт продаж</p>', schedule: 'полный день' },
        },
      ]);
  });

  it('writes nothing for an unchanged save', () => {
    givenDecider(baseTemplateDecider).given([created]).when(update()).then([]);
  });

  it('refuses to update a template that does not exist', () => {
    givenDecider(baseTemplateDecider)
      .given([])
      .when(update())
      .thenThrows(NotFoundError, 'Базовый шаблон вакансии не найден');
  });
});
