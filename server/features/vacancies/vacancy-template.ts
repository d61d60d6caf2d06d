import type { Decider } from '../../core/decider';
import {
  SALARY_DEPENDENCE,
  VACANCY_MESSAGES as M,
  VACANCY_TEMPLATE_KIND,
  type Salary,
  type SalaryInput,
  type VacancyTemplateEvent,
} from '#events/vacancies/events';
import { NotFoundError, RuleViolation, ValidationError } from '../../core/errors';
import { parseSalary, sameSalary } from './salary';

/**
 * The id (and so the stream) of the template of a base template in a city: one per pair by
 * construction, so two concurrent creates append to the same new stream and only one succeeds.
 * Letters and digits are kept ('3-1'); any other character is escaped so the id stays unambiguous.
 */
export function vacancyTemplateIdOf(baseTemplateId: string, cityId: string): string {
  const part = (value: string) =>
    value.replace(/[^0-9A-Za-z]/g, (c) => `_${c.codePointAt(0)!.toString(16)}_`);
  return `${part(baseTemplateId)}-${part(cityId)}`;
}

/** A base template for one city, with the city's salary range (spec: /protected/vacancy). */
export interface VacancyTemplateState {
  exists: boolean;
  id: string;
  baseTemplateId: string;
  dependenceId: string;
  salary: Salary | null;
}

/**
 * `selfEmployed`: whether the base template's position is the self-employed one (the service looks
 * it up); such a template may go without a salary. One template per city per base template: the
 * service creates it under `vacancyTemplateIdOf`, so an existing one is refused here.
 */
export type VacancyTemplateCommand =
  | {
      type: 'CreateVacancyTemplate';
      id: string;
      baseTemplateId: string;
      dependenceId: string;
      salary: SalaryInput | null;
      selfEmployed: boolean;
    }
  | { type: 'ChangeVacancyTemplateSalary'; salary: SalaryInput };

const initialState = (): VacancyTemplateState => ({
  exists: false,
  id: '',
  baseTemplateId: '',
  dependenceId: '',
  salary: null,
});

export const vacancyTemplateDecider: Decider<
  VacancyTemplateState,
  VacancyTemplateCommand,
  VacancyTemplateEvent
> = {
  kind: VACANCY_TEMPLATE_KIND,
  initialState,
  evolve(state, event) {
    switch (event.type) {
      case 'VacancyTemplateCreated': {
        const { id, baseTemplateId, dependenceId, salary } = event.data;
        return { exists: true, id, baseTemplateId, dependenceId, salary };
      }
      case 'VacancyTemplateSalaryChanged':
        return { ...state, salary: event.data.salary };
    }
  },
  decide(command, state) {
    if (command.type === 'CreateVacancyTemplate') {
      if (state.exists) throw new RuleViolation(M.templateExists);
      if (!command.salary && !command.selfEmployed) throw ValidationError.required('salary');
      const salary = command.salary ? parseSalary(command.salary, M.salaryRangeOnCreate) : null;
      const { id, baseTemplateId, dependenceId } = command;
      return [
        {
          type: 'VacancyTemplateCreated',
          data: { id, baseTemplateId, dependence: SALARY_DEPENDENCE, dependenceId, salary },
        },
      ];
    }
    if (!state.exists) throw new NotFoundError(M.templateNotFound);
    const salary = parseSalary(command.salary, M.salaryRangeOnUpdate);
    return sameSalary(state.salary, salary)
      ? []
      : [{ type: 'VacancyTemplateSalaryChanged', data: { salary } }];
  },
};
