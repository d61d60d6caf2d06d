import { superstructResolver } from '@hookform/resolvers/superstruct';
import { array, boolean, enums, refine, string, type } from 'superstruct';
import type { CalendarDay } from '#events/core/calendar-day';
import { PARTTIME_HOURS } from '#events/employment/form';
import { employProblems, type EmployFacts } from '#events/employment/rules';
import { FIELD_OF_PATH, toPayload } from './values';

const Values = type({
  registrationDate: string(),
  isTermContract: boolean(),
  contractExpirationDate: string(),
  parttimerHours: enums(['', ...PARTTIME_HOURS] as const),
  payrollApplication: boolean(),
  experienceDocument: array(string()),
  experienceOriginals: boolean(),
  salaryProjectId: string(),
  bic: string(),
  account: string(),
  bankName: string(),
  trafficSource: string(),
  trafficSourceCustom: string(),
  trafficSourceComment: string(),
});

/**
 * The form's resolver: the values' shape, then the shared employ rule (events/employment/rules.ts)
 * on the payload they make, each problem as a Russian message under its field. The record's facts
 * (state, approval, passport, self-employment) are the button's reason, not a field's.
 */
export function employmentResolver(facts: EmployFacts, today: CalendarDay) {
  const schema = refine(Values, 'employ', (values) =>
    employProblems(facts, toPayload(values, ''), today)
      .filter((p) => p.field !== 'questionnaire')
      .map((p) => ({ path: [FIELD_OF_PATH[p.field] ?? p.field], message: p.message })),
  );
  return superstructResolver(schema);
}
