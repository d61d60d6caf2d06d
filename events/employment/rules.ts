import { dayNumber, parseCalendarDay, type CalendarDay } from '../core/calendar-day';
import { BANKS_BY_SALARY_PROJECT } from '../dictionaries/reference';
import { isAllowedFrom, STATE_TITLES, type QuestionnaireState } from '../questionnaire/states';
import type { EmploymentHistory } from '../questionnaire/profile/types';
import {
  EMPLOYMENT_LIMITS as L,
  EMPLOYMENT_MESSAGES as M,
  OTHER_SALARY_PROJECT,
  type EmploymentForm,
} from './form';

/**
 * 'Трудоустроить' is enabled only when all hold (spec part 2, section 4). One pure rule for the
 * browser (the button and its tooltip) and the server (POST /one_s/send/{id} refuses with the first
 * reason). Dates are Moscow calendar days: `today` comes in, never from a clock inside.
 */

/** What the rule needs from the questionnaire, the approval and the checks. */
export interface EmployFacts {
  state: QuestionnaireState;
  /** The director's confirmation was received (has=true, and not stale). */
  approved: boolean;
  /** The passport's issue date passes the rule by age; null when the profile lacks the dates. */
  passportValid: boolean | null;
  /** The profile's employment history (None needs no experience document); '' when not filled. */
  employmentHistory: EmploymentHistory | '';
  /** The self-employment check allows the hire (absent or older than 6 hours allows). */
  selfEmploymentAllows: boolean;
  /** The traffic source titled 'Другое' has this id (the custom text is then required). */
  otherTrafficSourceId: string | null;
}

export interface EmployProblem {
  /** The form field (dotted path as the form names it), or 'questionnaire' for the record's facts. */
  field: string;
  message: string;
}

export const EMPLOY_FACT_MESSAGES = {
  state: (state: QuestionnaireState) =>
    `Трудоустроить можно только анкету в статусе «${STATE_TITLES.resolvedValid}» (сейчас «${STATE_TITLES[state]}»)`,
  approval: 'Нет согласования директора',
  passport: 'Проверка по сроку выдачи / действия паспорта не пройдена',
  selfEmployment: 'Проверка самозанятости не пройдена',
} as const;

const DAY_MS = 86_400_000;
const toUtc = (d: CalendarDay) => Date.UTC(d.year, d.month - 1, d.day);
const fromUtc = (ms: number): CalendarDay => {
  const t = new Date(ms);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};
export const addDays = (d: CalendarDay, days: number): CalendarDay => fromUtc(toUtc(d) + days * DAY_MS);
/** One month later, clamped to the month's end (31.01 → 28.02 or 29.02). */
export function addMonths(d: CalendarDay, months: number): CalendarDay {
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = fromUtc(Date.UTC(year, month, 0)).day;
  return { year, month, day: Math.min(d.day, last) };
}

/** The employment date's allowed range from today (Moscow): [today+3 days, today+1 month]. */
export function employmentDateRange(today: CalendarDay): { from: CalendarDay; to: CalendarDay } {
  return { from: addDays(today, L.minDaysAhead), to: addMonths(today, L.maxMonthsAhead) };
}

/** The term contract's end: [employment date, employment date + 60 days]. */
export function termEndRange(start: CalendarDay): { from: CalendarDay; to: CalendarDay } {
  return { from: start, to: addDays(start, L.maxTermDays) };
}

function dateProblems(form: EmploymentForm, today: CalendarDay): EmployProblem[] {
  if (!form.registrationDate.trim())
    return [{ field: 'registrationDate', message: M.registrationDateRequired }];
  const start = parseCalendarDay(form.registrationDate.trim(), 'ru');
  if (!start) return [{ field: 'registrationDate', message: M.registrationDateFormat }];
  const range = employmentDateRange(today);
  if (dayNumber(start) < dayNumber(range.from))
    return [{ field: 'registrationDate', message: M.dateTooEarly }];
  if (dayNumber(start) > dayNumber(range.to)) return [{ field: 'registrationDate', message: M.dateTooLate }];
  if (form.isTermContract !== '1') return [];
  const field = 'contractExpirationDate';
  if (!form.contractExpirationDate?.trim()) return [{ field, message: M.contractExpirationRequired }];
  const end = parseCalendarDay(form.contractExpirationDate.trim(), 'ru');
  if (!end) return [{ field, message: M.contractExpirationFormat }];
  const term = termEndRange(start);
  if (dayNumber(end) < dayNumber(term.from)) return [{ field, message: M.termBeforeStart }];
  if (dayNumber(end) > dayNumber(term.to)) return [{ field, message: M.termTooLong }];
  return [];
}

/** The bank form (spec section 5): BIC 9 digits, account exactly 20, bank name for 'Другой банк'. */
export function bankProblems(project: EmploymentForm['salaryProject']): EmployProblem[] {
  const problems: EmployProblem[] = [];
  if (!project.id) problems.push({ field: 'salaryProject.id', message: M.salaryProjectRequired });
  const banks = BANKS_BY_SALARY_PROJECT[project.id] ?? [];
  if (!/^\d{9}$/.test(project.ui.bic_cbrf))
    problems.push({ field: 'salaryProject.ui.bic_cbrf', message: M.bic });
  // A project's own bank: its BIC is one of the project's (a project added later has none listed).
  else if (banks.length > 0 && !banks.includes(project.ui.bic_cbrf))
    problems.push({ field: 'salaryProject.ui.bic_cbrf', message: M.bicNotOfProject });
  if (!/^\d{20}$/.test(project.ui.account))
    problems.push({ field: 'salaryProject.ui.account', message: M.account });
  const name = project.ui.name.trim();
  if (project.id === OTHER_SALARY_PROJECT && !name)
    problems.push({ field: 'salaryProject.ui.name', message: M.bankName });
  if (name.length > L.bankNameMax)
    problems.push({ field: 'salaryProject.ui.name', message: M.bankNameTooLong });
  return problems;
}

/** The survey (spec section 5): a traffic source, and its text when 'Другое'. */
export function surveyProblems(survey: EmploymentForm['survey'], otherId: string | null): EmployProblem[] {
  if (!survey.trafficSource) return [{ field: 'survey.trafficSource', message: M.trafficSource }];
  const custom = survey.trafficSourceCustom?.trim() ?? '';
  if (survey.trafficSource === otherId && !custom)
    return [{ field: 'survey.trafficSourceCustom', message: M.trafficSourceCustom }];
  if (custom.length > L.customSourceMax)
    return [{ field: 'survey.trafficSourceCustom', message: M.trafficSourceCustomTooLong }];
  if ((survey.trafficSourceComment ?? '').length > L.commentMax)
    return [{ field: 'survey.trafficSourceComment', message: M.commentTooLong }];
  return [];
}

/** Experience documents attached and originals ticked when the employment history is not None. */
function experienceProblems(form: EmploymentForm, history: EmploymentHistory | ''): EmployProblem[] {
  if (history === 'None') return [];
  if (form.experienceDocument.length === 0) return [{ field: 'experienceDocument', message: M.experience }];
  if (!form.experienceOriginals) return [{ field: 'experienceOriginals', message: M.originals }];
  return [];
}

/** The record's conditions: state, approval, passport, self-employment. */
export function factProblems(facts: EmployFacts): EmployProblem[] {
  const field = 'questionnaire';
  const problems: EmployProblem[] = [];
  if (!isAllowedFrom('sendTo1S', facts.state))
    problems.push({ field, message: EMPLOY_FACT_MESSAGES.state(facts.state) });
  if (!facts.approved) problems.push({ field, message: EMPLOY_FACT_MESSAGES.approval });
  if (facts.passportValid !== true) problems.push({ field, message: EMPLOY_FACT_MESSAGES.passport });
  if (!facts.selfEmploymentAllows) problems.push({ field, message: EMPLOY_FACT_MESSAGES.selfEmployment });
  return problems;
}

/** Every reason the hire may not go now, record first, then the form in its order; empty when it may. */
export function employProblems(
  facts: EmployFacts,
  form: EmploymentForm,
  today: CalendarDay,
): EmployProblem[] {
  return [
    ...factProblems(facts),
    ...dateProblems(form, today),
    ...bankProblems(form.salaryProject),
    ...experienceProblems(form, facts.employmentHistory),
    ...surveyProblems(form.survey, facts.otherTrafficSourceId),
  ];
}

/** The button: enabled, or disabled with the first reason as its tooltip (and while submitting). */
export function employControl(
  facts: EmployFacts,
  form: EmploymentForm,
  today: CalendarDay,
  submitting: boolean,
): { enabled: boolean; reason?: string } {
  if (submitting) return { enabled: false, reason: 'Отправка…' };
  const first = employProblems(facts, form, today)[0];
  return first ? { enabled: false, reason: first.message } : { enabled: true };
}
