import { ProfileSectionEvents } from '../questionnaire/profile/events';
import type { QuestionnaireState } from '../questionnaire/states';
import { APPROVAL_MESSAGES, APPROVAL_WINDOW_MS, type ApprovalDoc } from './events';
import { approvalStatus } from './story';

/** The questionnaire's events that change the candidate's data: an approval given before one is stale. */
export const CANDIDATE_DATA_EVENTS: readonly string[] = [
  'QuestionnaireInfoEdited',
  ...Object.keys(ProfileSectionEvents),
];

/** Self-employment results that block a hire (spec section 4); the others allow it. */
const BLOCKING_SELF_EMPLOYMENT = ['ContractorHaveUnchargedBills', 'UnknowBehaviour'];
/** A self-employment result older than this is treated as absent (spec section 4). */
const SELF_EMPLOYMENT_VALID_MS = 6 * 3600_000;

const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;

/**
 * Whether the self-employment check allows the director's approval. The checks are being built in
 * parallel (issue 15 items 1-3): this reads `statuses.selfEmployment` of the questionnaire view as
 * either a status string or `{ status, checkedAt }`. Absent, or older than 6 hours (treated as
 * absent), it allows: only a present, fresh blocking result refuses.
 */
export function selfEmploymentAllows(questionnaire: object, now: number): boolean {
  const result = fieldOf(fieldOf(questionnaire, 'statuses'), 'selfEmployment');
  const status = typeof result === 'string' ? result : fieldOf(result, 'status');
  if (typeof status !== 'string' || !BLOCKING_SELF_EMPLOYMENT.includes(status)) return true;
  const checkedAt = fieldOf(result, 'checkedAt') ?? fieldOf(result, 'updatedAt');
  const at = typeof checkedAt === 'string' ? Date.parse(checkedAt) : NaN;
  return !Number.isNaN(at) && now - at > SELF_EMPLOYMENT_VALID_MS;
}

export interface Control {
  enabled: boolean;
  /** Why it is disabled (a tooltip), when it is. */
  reason?: string;
  /** Not offered at all: the state makes it meaningless (refused, or the hire went on). */
  hidden?: boolean;
}

/**
 * The states in which asking the director can still come: before the checks passed (disabled, with
 * the reason) and resolvedValid. Once refused, or sent to 1C, signing, employed, it is not offered.
 */
export const APPROVAL_REQUEST_STATES: readonly QuestionnaireState[] = [
  'new',
  'accepted',
  'waitingInterview',
  'acceptedByALManager',
  'externalCheckPassed',
  'resolved',
  'resolvedValid',
];

export { approvalStatus };

/** 'Запросить код' (spec section 4): resolvedValid, self-employment allowing, no valid approval. */
export function requestCodeControl(
  state: QuestionnaireState,
  selfEmploymentAllowed: boolean,
  doc: ApprovalDoc | null,
): Control {
  if (!APPROVAL_REQUEST_STATES.includes(state)) return { enabled: false, hidden: true };
  if (state !== 'resolvedValid') return { enabled: false, reason: APPROVAL_MESSAGES.notResolvedValid };
  if (!selfEmploymentAllowed) return { enabled: false, reason: APPROVAL_MESSAGES.selfEmploymentBlocked };
  if (approvalStatus(doc) === 'approved')
    return { enabled: false, reason: APPROVAL_MESSAGES.alreadyApproved };
  return { enabled: true };
}

/** Milliseconds left of the 2-hour window from a request's start (0 when over or unknown). */
export function windowLeftMs(startedAt: string | null, now: number): number {
  const at = startedAt ? Date.parse(startedAt) : NaN;
  if (Number.isNaN(at)) return 0;
  return Math.max(0, at + APPROVAL_WINDOW_MS - now);
}

/** '1:59:07': the countdown's text. */
export function countdownText(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** '+7******1234': what documents and logs may show of a phone number (11 digits). */
export function maskPhone(digits: string): string {
  return `+${digits.slice(0, 1)}******${digits.slice(-4)}`;
}
