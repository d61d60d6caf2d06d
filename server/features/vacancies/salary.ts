import {
  DEFAULT_SALARY_TYPE,
  VACANCY_MESSAGES as M,
  type Salary,
  type SalaryInput,
} from '#events/vacancies/events';
import { ValidationError } from '../../core/errors';

/**
 * Salary rules (spec part 1, sections 5 and 9): both bounds required, digits only, no leading zero,
 * 2 to 6 digits, ending in '00', from not above to. `rangeMessage` differs between the create form
 * and the template update screen, as the spec quotes them.
 */
export function parseSalary(input: SalaryInput, rangeMessage: string): Salary {
  const from = parseBound(input.from, 'salary.from');
  const to = parseBound(input.to, 'salary.to');
  if (from > to) throw new ValidationError(rangeMessage, 'salary.from');
  return { from, to, type: input.type ?? DEFAULT_SALARY_TYPE };
}

function parseBound(value: string | number, field: string): number {
  const text = String(value).trim();
  if (text === '') throw ValidationError.required(field);
  if (!/^\d+$/.test(text)) throw new ValidationError(M.salaryDigits, field);
  if (text.startsWith('0')) throw new ValidationError(M.salaryLeadingZero, field);
  if (text.length < 2 || text.length > 6) throw new ValidationError(M.salaryLength, field);
  if (!text.endsWith('00')) throw new ValidationError(M.salaryRound, field);
  return Number(text);
}

export function sameSalary(a: Salary | null, b: Salary | null): boolean {
  if (a === null || b === null) return a === b;
  return a.from === b.from && a.to === b.to && a.type === b.type;
}
