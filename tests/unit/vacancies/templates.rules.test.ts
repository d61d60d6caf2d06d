import { describe, expect, it } from 'vitest';
import { validate, type Struct } from 'superstruct';
import {
  baseTemplateFormSchema,
  salaryBoundError,
  salaryEditFormSchema,
  TEMPLATE_MESSAGES,
  TEMPLATE_TEXTS,
  vacancyTemplateFormSchema,
  visibleText,
} from '#events/vacancies/templates';
import { parseSalary } from '#server/features/vacancies/salary';
import { vacancyTemplateIdOf } from '#server/features/vacancies/vacancy-template';

/** Every failure of a form schema as 'path: message', the way the console's resolver shows them. */
function failures(struct: Struct<any, any>, value: unknown): Record<string, string> {
  const [err] = validate(value, struct);
  const out: Record<string, string> = {};
  for (const f of err?.failures() ?? []) out[f.path.join('.')] = f.message;
  return out;
}

describe('salary bound rule (shared by the forms and the server)', () => {
  const table: [unknown, string | null][] = [
    ['', 'Обязательное поле'],
    ['   ', 'Обязательное поле'],
    [undefined, 'Обязательное поле'],
    ['4o000', 'Значение ЗП должно быть числом'],
    ['40 000', 'Значение ЗП должно быть числом'],
    ['-4000', 'Значение ЗП должно быть числом'],
    ['040000', 'Значение ЗП не может начинаться с НУЛЯ'],
    ['00', 'Значение ЗП не может начинаться с НУЛЯ'],
    [0, 'Значение ЗП не может начинаться с НУЛЯ'],
    ['5', 'Значение ЗП должно содержать от 2 до 6 цифр'],
    ['1000000', 'Значение ЗП должно содержать от 2 до 6 цифр'],
    ['40010', 'Значение ЗП должно оканчиваться на 00'],
    ['100', null],
    ['999900', null],
    [45000, null],
  ];

  it.each(table)('given %j, gives %j', (value, message) => {
    expect(salaryBoundError(value)).toBe(message);
  });

  it('agrees with the server rule on every case', () => {
    for (const [value, message] of table) {
      const bound = value === undefined ? '' : (value as string | number);
      const server = () => parseSalary({ from: bound, to: '999900' }, 'range');
      // The form shows 'Обязательное поле' under the field; the API names the field instead.
      const serverMessage = message === 'Обязательное поле' ? 'Поле «от (salary.from)» обязательно' : message;
      if (serverMessage === null) expect(server).not.toThrow();
      else expect(server).toThrow(serverMessage);
    }
  });
});

describe('base template form schema', () => {
  const filled = {
    positionId: '3',
    responsibility: '<p>О</p>',
    standards: '<p>Т</p>',
    conditions: '<p>У</p>',
    experience: 'нет опыта',
    schedule: 'сменный график',
    occupation: 'полная',
    hhProfessionalRoles: [],
  };

  it('passes a filled form, with or without professional roles', () => {
    expect(failures(baseTemplateFormSchema(false), filled)).toEqual({});
    expect(failures(baseTemplateFormSchema(false), { ...filled, hhProfessionalRoles: ['97'] })).toEqual({});
  });

  it('requires the position, the three sections and, for an employee, the three choices', () => {
    const empty = {
      positionId: '',
      responsibility: '<p><br></p>',
      standards: ' ',
      conditions: '&nbsp;',
      experience: '',
      schedule: '',
      occupation: 'вахта',
      hhProfessionalRoles: [],
    };
    expect(failures(baseTemplateFormSchema(false), empty)).toEqual({
      positionId: 'Обязательное поле',
      responsibility: 'Обязательное поле',
      standards: 'Обязательное поле',
      conditions: 'Обязательное поле',
      experience: 'Обязательное поле',
      schedule: 'Обязательное поле',
      occupation: 'Обязательное поле',
    });
  });

  it('does not ask the self-employed position for experience, schedule and occupation', () => {
    const selfEmployed = { ...filled, experience: '', schedule: '', occupation: '' };
    expect(failures(baseTemplateFormSchema(true), selfEmployed)).toEqual({});
  });

  it('sees text only: markup and spaces do not fill a section', () => {
    expect(visibleText('<p> <br/> </p>&nbsp;')).toBe('');
    expect(visibleText('<ul><li>Касса</li></ul>')).toBe('Касса');
  });
});

describe('vacancy template forms', () => {
  const create = { baseTemplateId: '1', dependenceId: '2', salary: { from: '40000', to: '50000' } };

  it('passes a filled create form', () => {
    expect(failures(vacancyTemplateFormSchema(false), create)).toEqual({});
  });

  it('requires the base template, the city and an employee salary', () => {
    expect(
      failures(vacancyTemplateFormSchema(false), {
        baseTemplateId: '',
        dependenceId: '',
        salary: { from: '', to: '' },
      }),
    ).toEqual({
      baseTemplateId: 'Обязательное поле',
      dependenceId: 'Обязательное поле',
      'salary.from': 'Обязательное поле',
      'salary.to': 'Обязательное поле',
    });
  });

  it('gives the create screen wording for a minimum above the maximum, on the minimum', () => {
    expect(
      failures(vacancyTemplateFormSchema(false), { ...create, salary: { from: '60000', to: '50000' } }),
    ).toEqual({ 'salary.from': 'Минимальное значение ЗП не может быть больше максимального' });
  });

  it('reports the bound rule, not the range, while a bound is invalid', () => {
    expect(
      failures(vacancyTemplateFormSchema(false), { ...create, salary: { from: '060000', to: '50000' } }),
    ).toEqual({ 'salary.from': 'Значение ЗП не может начинаться с НУЛЯ' });
  });

  it('needs no salary for the self-employed position', () => {
    expect(failures(vacancyTemplateFormSchema(true), { ...create, salary: { from: '', to: '' } })).toEqual(
      {},
    );
  });

  it('gives the update screen wording in the salary edit', () => {
    expect(failures(salaryEditFormSchema, { salary: { from: '90000', to: '80000' } })).toEqual({
      'salary.from': 'Минимальное значение ЗП не может быть больше чем максимальное',
    });
    expect(failures(salaryEditFormSchema, { salary: { from: '90000', to: '80050' } })).toEqual({
      'salary.to': 'Значение ЗП должно оканчиваться на 00',
    });
    expect(failures(salaryEditFormSchema, { salary: { from: '80000', to: '90000' } })).toEqual({});
  });
});

describe('texts of the template screens (spec part 1, sections 2, 5 and 8)', () => {
  it('quotes the spec exactly', () => {
    expect(TEMPLATE_TEXTS).toMatchObject({
      success: 'Успешно',
      error: 'Ошибка',
      baseTemplateSaved: 'Базовый шаблон вакансии успешно создан/обновлен',
      templateCreated: 'Шаблон вакансии успешно создан',
      templateUpdated: 'Шаблон вакансии обновлен',
      noTemplates: 'Не создано ни одного шаблона вакансии',
      comboboxPlaceholder: 'Выберите или введите',
      comboboxEmpty: 'Результатов не найдено',
      backToTemplates: 'К списку шаблонов',
    });
    expect(TEMPLATE_MESSAGES.professionalRolesHint).toBe(
      'Необходимо указать профессиональные роли (по спецификации HH)',
    );
  });
});

describe('template id of a base template in a city', () => {
  it('is derived from the pair, readable for plain ids', () => {
    expect(vacancyTemplateIdOf('3', '1')).toBe('3-1');
    expect(vacancyTemplateIdOf('3', '1')).toBe(vacancyTemplateIdOf('3', '1'));
  });

  it('never gives two pairs the same id', () => {
    const pairs: [string, string][] = [
      ['a-1', '2'],
      ['a', '1-2'],
      ['a_2d_1', '2'],
      ['a', '_2d_1-2'],
      ['3', '12'],
      ['31', '2'],
    ];
    const ids = pairs.map(([b, c]) => vacancyTemplateIdOf(b, c));
    expect(new Set(ids).size).toBe(pairs.length);
    for (const id of ids) expect(id.split('-')).toHaveLength(2);
  });
});
