import { selfEmploymentAllows } from '../approval/rules';
import { approvalStatus } from '../approval/story';
import type { ApprovalDoc } from '../approval/events';
import { selfEmploymentAllowed } from '../checks/rules';
import type { CandidateChecksDoc } from '../checks/views';
import { moscowDay, parseCalendarDay, type CalendarDay } from '../core/calendar-day';
import { passportIssueValid, storedDay } from '../questionnaire/profile/dates';
import type { QuestionnaireView } from '../questionnaire/view';
import { OTHER_TRAFFIC_SOURCE_TITLE } from './form';
import type { EmployFacts } from './rules';

/** An instant as the server's command context (ISO text) or the browser's clock (ms, Date) gives it. */
export type Instant = string | number | Date;

const msOf = (now: Instant): number =>
  now instanceof Date ? now.getTime() : typeof now === 'number' ? now : Date.parse(now);

/**
 * 'Today' of the employ rule: the Moscow calendar day of the instant, whatever the machine's zone
 * (the browser in Kamchatka and the server in UTC judge the same day).
 */
export const employToday = (now: Instant): CalendarDay => moscowDay(new Date(msOf(now)));

/** What employFactsOf reads of the questionnaire (the staff view fits; so does the read model's doc). */
export type EmployQuestionnaire = Pick<QuestionnaireView, 'state' | 'info' | 'profile'>;

/** A dictionary entry as GET/POST /dictionaries/trafficSources lists it. */
export interface TrafficSourceEntry {
  id: string;
  title: string;
}

/**
 * The passport rule by age on the profile's dates (spec part 2, section 5); null while the profile
 * lacks the birth or the issue date. The birth date is the profile's, else the card's.
 */
export function passportValidOf(q: EmployQuestionnaire, today: CalendarDay): boolean | null {
  const birth = storedDay(q.profile?.personal?.dateBirth || q.info.dateBirth);
  const issuedText = q.profile?.passport?.dateExtradition ?? '';
  const issued = parseCalendarDay(issuedText, 'ru');
  if (!birth || !issued) return null;
  return passportIssueValid(birth, issued, today);
}

/**
 * Whether self-employment allows the hire: the questionnaire's `statuses.selfEmployment` (the
 * approval's reading) and, when given, the checks' read model: only a fresh blocking result refuses
 * (a result older than 6 hours is treated as absent, spec section 4).
 */
function selfEmploymentOf(
  q: EmployQuestionnaire,
  checks: Pick<CandidateChecksDoc, 'checks'> | null | undefined,
  now: Instant,
): boolean {
  const ms = msOf(now);
  if (!selfEmploymentAllows(q, ms)) return false;
  if (!checks) return true;
  const run = checks.checks.selfEmployment;
  const fresh = selfEmploymentAllowed(checks.checks, new Date(ms).toISOString());
  return !(fresh === false && run?.status === 'failed');
}

/**
 * The facts the employ rule (rules.ts) needs, from what the card holds and the server reads: the
 * questionnaire, its approval document (null when never asked), the traffic sources dictionary (for
 * the id of 'Другое'), the instant, and optionally the checks' document. Pure: the card calls it on
 * every render, the server's send route (POST /one_s/send/{id}) before it records the hire.
 */
export function employFactsOf(
  q: EmployQuestionnaire,
  approval: ApprovalDoc | null,
  trafficSources: readonly TrafficSourceEntry[],
  now: Instant,
  checks?: Pick<CandidateChecksDoc, 'checks'> | null,
): EmployFacts {
  return {
    state: q.state,
    approved: approvalStatus(approval) === 'approved',
    passportValid: passportValidOf(q, employToday(now)),
    employmentHistory: q.profile?.personal?.hasEmploymentHistory ?? '',
    selfEmploymentAllows: selfEmploymentOf(q, checks, now),
    otherTrafficSourceId:
      trafficSources.find((entry) => entry.title.trim() === OTHER_TRAFFIC_SOURCE_TITLE)?.id ?? null,
  };
}
