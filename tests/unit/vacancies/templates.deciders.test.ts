import { describe, expect, it } from 'vitest';
import type { BaseTemplateInput } from '#events/vacancies/events';
import { baseTemplateDecider } from '#server/features/vacancies/base-template';
import { baseTemplateViewOf, vacancyTemplateViewOf } from '#projections/vacancies/template-views';
import { vacancyTemplateDecider } from '#server/features/vacancies/vacancy-template';
import { NotFoundError, RuleViolation, ValidationError } from '#server/core/errors';
import { givenDecider, testContext } from '../../helpers/gwt';

const input = (
  over: Partial<BaseTemplateInput> = {},
): BaseTemplateInput & { hhProfessionalRoles: string[] } => ({
  positionId: '3',
  responsibility: '<p>Касса</p>',
  standards: '<p>Вежливость</p>',
  conditions: '<p>ТК РФ</p>',
  experience: 'нет опыта',
  schedule: 'сменный график',
  occupation: 'полная',
  hhProfessionalRoles: ['17'],
  ...over,
});
const { positionId: _p, ...texts } = input();
const baseCreated = { type: 'BaseTemplateCreated' as const, data: { id: '7', ...input() } };
const update = (over: Partial<BaseTemplateInput> = {}, selfEmployed = false) =>
  ({ type: 'UpdateBaseTemplate', input: input(over), selfEmployed }) as const;

describe('base template decider: the edit screen', () => {
  it('given a template, when the same position is saved with new texts, then it is updated', () => {
    givenDecider(baseTemplateDecider)
      .given([baseCreated])
      .when(update({ conditions: '<p>ДМС</p>' }))
      .then([{ type: 'BaseTemplateUpdated' as const, data: { ...input(), conditions: '<p>ДМС</p>' } }]);
  });

  it('given a template, when another position is sent, then it is refused', () => {
    givenDecider(baseTemplateDecider)
      .given([baseCreated])
      .when(update({ positionId: '4' }))
      .thenThrows(RuleViolation, 'Должность базового шаблона изменить нельзя');
  });

  it('given a template, when a section is emptied, then nothing is written and the field is named', () => {
    givenDecider(baseTemplateDecider)
      .given([baseCreated])
      .when(update({ standards: '<p> </p>' }))
      .thenThrows(ValidationError, 'Поле «требования» обязательно');
    const state = baseTemplateDecider.evolve(baseTemplateDecider.initialState(), baseCreated);
    let refused: unknown;
    try {
      baseTemplateDecider.decide(update({ standards: '' }), state, testContext());
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).details).toEqual({ field: 'standards' });
  });

  it('given a self-employed template, when experience is sent anyway, then it is dropped', () => {
    const { experience: _e, schedule: _s, occupation: _o, ...selfEmployed } = input();
    givenDecider(baseTemplateDecider)
      .given([{ type: 'BaseTemplateCreated' as const, data: { id: '8', ...selfEmployed } }])
      .when(update({ standards: '<p>НПД</p>' }, true))
      .then([{ type: 'BaseTemplateUpdated' as const, data: { ...selfEmployed, standards: '<p>НПД</p>' } }]);
  });
});

const templateCreated = {
  type: 'VacancyTemplateCreated' as const,
  data: {
    id: '7-2',
    baseTemplateId: '7',
    dependence: 'cityId' as const,
    dependenceId: '2',
    salary: { from: 40000, to: 50000, type: 'среднегодовая' as const },
  },
};
const createTemplate = {
  type: 'CreateVacancyTemplate',
  id: '7-2',
  baseTemplateId: '7',
  dependenceId: '2',
  salary: { from: '40000', to: '50000' },
  selfEmployed: false,
} as const;

describe('vacancy template decider: one template per city, the salary edit', () => {
  it('given no template for the city, when created, then it is created', () => {
    givenDecider(vacancyTemplateDecider).given([]).when(createTemplate).then([templateCreated]);
  });

  it('given the template of the city (created concurrently), when created again, then it is refused', () => {
    givenDecider(vacancyTemplateDecider)
      .given([templateCreated])
      .when(createTemplate)
      .thenThrows(RuleViolation, 'Шаблон для этого города уже существует');
  });

  it('given a template, when its salary is edited, then the type stays среднегодовая', () => {
    givenDecider(vacancyTemplateDecider)
      .given([templateCreated])
      .when({ type: 'ChangeVacancyTemplateSalary', salary: { from: '45000', to: '55000' } })
      .then([
        {
          type: 'VacancyTemplateSalaryChanged' as const,
          data: { salary: { from: 45000, to: 55000, type: 'среднегодовая' } },
        },
      ]);
  });

  it('given a template, when the edit breaks a rule, then it is refused with the update screen wording', () => {
    const cases: [string, string, string][] = [
      ['60000', '50000', 'Минимальное значение ЗП не может быть больше чем максимальное'],
      ['', '50000', 'Поле «от (salary.from)» обязательно'],
      ['05000', '50000', 'Значение ЗП не может начинаться с НУЛЯ'],
      ['5', '50000', 'Значение ЗП должно содержать от 2 до 6 цифр'],
      ['45050', '50000', 'Значение ЗП должно оканчиваться на 00'],
      ['4500a', '50000', 'Значение ЗП должно быть числом'],
    ];
    for (const [from, to, message] of cases) {
      givenDecider(vacancyTemplateDecider)
        .given([templateCreated])
        .when({ type: 'ChangeVacancyTemplateSalary', salary: { from, to } })
        .thenThrows(ValidationError, message);
    }
  });

  it('given no template, when its salary is edited, then it is not found', () => {
    givenDecider(vacancyTemplateDecider)
      .given([])
      .when({ type: 'ChangeVacancyTemplateSalary', salary: { from: '45000', to: '55000' } })
      .thenThrows(NotFoundError, 'Шаблон вакансии не найден');
  });
});

describe('template views', () => {
  const stamp = {
    revision: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    updatedBy: { userId: '1002', role: 'HR', name: 'Кадрова Елена' },
  };
  const baseDoc = { _id: '7', id: '7', seq: 7, _pos: 10, ...input(), ...stamp };

  it('joins the position title and says whether it is the self-employed position', () => {
    const view = baseTemplateViewOf(baseDoc, { _id: '3', title: 'Кассир' });
    expect(view).toEqual({
      id: '7',
      positionId: '3',
      position: { id: '3', title: 'Кассир' },
      isSelfEmployed: false,
      ...texts,
      ...stamp,
    });
    expect(baseTemplateViewOf(baseDoc, { _id: '3', title: 'Самозанятый' }).isSelfEmployed).toBe(true);
    expect(baseTemplateViewOf(baseDoc, null).position).toEqual({ id: '3', title: '' });
  });

  it('sanitises the sections again on the way out, whatever was stored', () => {
    const dirty = { ...baseDoc, conditions: '<p onclick="x()">ДМС<script>alert(1)</script></p>' };
    expect(baseTemplateViewOf(dirty, null).conditions).toBe('<p>ДМС</p>');
  });

  it('joins a city template with its base template, position and city name', () => {
    const base = baseTemplateViewOf(baseDoc, { _id: '3', title: 'Кассир' });
    const doc = { _id: '7-2', ...templateCreated.data, ...stamp };
    expect(vacancyTemplateViewOf(doc, base)).toEqual({
      id: '7-2',
      baseTemplateId: '7',
      dependence: 'cityId' as const,
      dependenceId: '2',
      city: { cityId: '2', name: 'Санкт-Петербург' },
      salary: { from: 40000, to: 50000, type: 'среднегодовая' },
      position: { id: '3', title: 'Кассир' },
      isSelfEmployed: false,
      vacancyBaseTemplate: base,
      ...stamp,
    });
    expect(vacancyTemplateViewOf({ ...doc, salary: null }, null)).toMatchObject({
      salary: null,
      position: { id: '', title: '' },
      vacancyBaseTemplate: null,
    });
  });
});
