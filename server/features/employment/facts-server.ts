import { selfEmploymentAllows } from '../../../events/approval/rules';
import type { ApprovalDoc } from '../../../events/approval/events';
import { moscowDay } from '../../../events/core/calendar-day';
import { DICTIONARIES } from '../../../events/dictionaries/reference';
import { OTHER_TRAFFIC_SOURCE_TITLE } from '../../../events/employment/form';
import type { EmployFacts } from '../../../events/employment/rules';
import { passportIssueValid, storedDay } from '../../../events/questionnaire/profile/dates';
import type { QuestionnaireView } from '../../../projections/questionnaire/queries';

/** The id of the traffic source titled 'Другое' in the reference dictionary. */
const OTHER_TRAFFIC_SOURCE_ID =
  DICTIONARIES.trafficSources.entries.find(([, title]) => title === OTHER_TRAFFIC_SOURCE_TITLE)?.[0] ?? null;

/**
 * What the employ rule needs of the questionnaire, its approval and its checks.
 *
 * TODO(issue 26 merge): the employ engineer adds the pure `employFactsOf` in events/employment/facts.ts
 * for the browser and the server; until it is on main this small server-side copy stands in, and the
 * merge switches the send to it.
 */
export function employFactsOf(q: QuestionnaireView, approval: ApprovalDoc | null, now: string): EmployFacts {
  const birth = storedDay(q.profile?.personal?.dateBirth || q.info.dateBirth);
  const issued = q.profile?.passport?.dateExtradition ? storedDay(q.profile.passport.dateExtradition) : null;
  const today = moscowDay(new Date(now));
  return {
    state: q.state,
    approved: approval?.statuses.confirmationDR.has === true,
    passportValid: birth && issued ? passportIssueValid(birth, issued, today) : null,
    employmentHistory: q.profile?.personal?.hasEmploymentHistory ?? '',
    selfEmploymentAllows: selfEmploymentAllows(q, Date.parse(now)),
    otherTrafficSourceId: OTHER_TRAFFIC_SOURCE_ID,
  };
}
