import { describe, it } from 'vitest';
import { vacancyTemplateDecider } from '#server/features/vacancies/vacancy-template';
import { NotFoundError, RuleViolation, ValidationError } from '#server/core/errors';
import { givenDecider } from '../../helpers/gwt';
import type { SalaryInput } from '#events/vacancies/events';

const salary = { from: 60000, to: 75000, type: 'среднегодовая' } as const;
const created = {
  type: 'VacancyTemplateCreated' as const,
  data: { id: '5', baseTemplateId: '1', dependence: 'cityId' as const, dependenceId: '2', salary },
};
const create = (input: SalaryInput | null, selfEmployed = false) =>
  ({
    type: 'CreateVacancyTemplate',
    id: '5',
    baseTemplateId: '1',
    dependenceId: '2',
    salary: input,
    selfEmployed,
  }) as const;
const change = (input: SalaryInput) => ({ type: 'ChangeVacancyTemplateSalary', salary: input }) as const;

describe('vacancy template decider', () => {
  it('creates a city template; salary bounds may come as strings or numbers', () => {
    givenDecider(vacancyTemplateDecider)
      .given([])
      .when(create({ from: '60000', to: '75000' }))
      .then([created]);
    givenDecider(vacancyTemplateDecider)
      .given([])
      .when(create({ from: 60000, to: 75000 }))
      .then([created]);
  });

  it('refuses a minimum above the maximum (create form wording)', () => {
    givenDecider(vacancyTemplateDecider)
      .given([])
      .when(create({ from: '80000', to: '75000' }))
      .thenThrows(ValidationError, 'Минимальное значение ЗП не может быть больше максимального');
  });

  it('refuses a salary starting with zero', () => {
    for (const bounds of [
      { from: '060000', to: '75000' },
      { from: '60000', to: '075000' },
      { from: 0, to: '75000' },
    ]) {
      givenDecider(vacancyTemplateDecider)
        .given([])
        .when(create(bounds))
        .thenThrows(ValidationError, 'Значение ЗП не может начинаться с НУЛЯ');
    }
  });

  it('checks digits, length 2 to 6 and the ending in 00', () => {
    const cases: [SalaryInput, string][] = [
      [{ from: '60 000', to: '75000' }, 'Значение ЗП должно быть числом'],
      [{ from: '-6000', to: '75000' }, 'Значение ЗП должно быть числом'],
      [{ from: '1', to: '75000' }, 'Значение ЗП должно содержать от 2 до 6 цифр'],
      [{ from: '60000', to: '1000000' }, 'Значение ЗП должно содержать от 2 до 6 цифр'],
      [{ from: '60050', to: '75000' }, 'Значение ЗП должно оканчиваться на 00'],
      [{ from: '', to: '75000' }, 'Поле «от (salary.from)» обязательно'],
    ];
    for (const [bounds, message] of cases) {
      givenDecider(vacancyTemplateDecider)
        .given([])
        .when(create(bounds))
        .thenThrows(ValidationError, message);
    }
  });

  it('requires a salary for an employee position only', () => {
    givenDecider(vacancyTemplateDecider)
      .given([])
      .when(create(null))
      .thenThrows(ValidationError, 'Поле «зарплата» обязательно');
    givenDecider(vacancyTemplateDecider)
      .given([])
      .when(create(null, true))
      .then([{ type: 'VacancyTemplateCreated' as const, data: { ...created.data, salary: null } }]);
  });

  it('keeps the salary type, hourly included', () => {
    givenDecider(vacancyTemplateDecider)
      .given([])
      .when(create({ from: '300', to: '500', type: 'почасовая' }))
      .then([
        {
          type: 'VacancyTemplateCreated' as const,
          data: { ...created.data, salary: { from: 300, to: 500, type: 'почасовая' } },
        },
      ]);
  });

  it('refuses to create the same template twice', () => {
    givenDecider(vacancyTemplateDecider)
      .given([created])
      .when(create({ from: '60000', to: '75000' }))
      .thenThrows(RuleViolation, 'Шаблон для этого города уже существует');
  });

  it('changes the salary', () => {
    givenDecider(vacancyTemplateDecider)
      .given([created])
      .when(change({ from: '65000', to: '80000' }))
      .then([
        {
          type: 'VacancyTemplateSalaryChanged' as const,
          data: { salary: { ...salary, from: 65000, to: 80000 } },
        },
      ]);
  });

  it('uses the update screen wording for a minimum above the maximum', () => {
    givenDecider(vacancyTemplateDecider)
      .given([created])
      .when(change({ from: '90000', to: '80000' }))
      .thenThrows(ValidationError, 'Минимальное значение ЗП не может быть больше чем максимальное');
  });

  it('writes nothing for an unchanged salary and refuses an unknown template', () => {
    givenDecider(vacancyTemplateDecider)
      .given([created])
      .when(change({ from: '60000', to: '75000' }))
      .then([]);
    givenDecider(vacancyTemplateDecider)
      .given([])
      .when(change({ from: '60000', to: '75000' }))
      .thenThrows(NotFoundError, 'Шаблон вакансии не найден');
  });
});
