import { nullable, object, optional, pattern, size, string, trimmed } from 'superstruct';
import type { EventOf, StoredEventOf } from '../core/typed';
import { codeField } from '../questionnaire-light/inputs';
import { isoInstant } from '../meetings/events';

/**
 * The candidate's status page (issue 31, item 2): public /status/{ref}?t={token}, past the SMS gate
 * of the phone the questionnaire was created with. The candidate's own acts are events on the
 * stream `candidate-status-{ref}` (ref: events/notifications/links.ts).
 */
export const CANDIDATE_STATUS_KIND = 'candidate-status';

export const CANDIDATE_STATUS_LIMITS = { commentMax: 500 } as const;

/** The fixed reason a withdrawal ends the application with (staff see it as the refusal's reason). */
export const WITHDRAWAL_REASON = 'Кандидат отозвал заявку';

export const CandidateStatusEvents = {
  /**
   * 'Перенести': the candidate asks to move the interview (staff move it as before). `comment` is
   * the candidate's own words (personal, sealed with `subject`'s key); `preferredTime` ISO or null.
   */
  InterviewRescheduleRequested: object({
    meetingId: string(),
    subject: string(),
    comment: string(),
    preferredTime: nullable(string()),
  }),
  /** 'Отозвать заявку': the withdrawal reactor ends the light or employment questionnaire. */
  CandidateWithdrew: object({ ref: string() }),
};

export type CandidateStatusEvent = EventOf<typeof CandidateStatusEvents>;
export type StoredCandidateStatusEvent = StoredEventOf<typeof CandidateStatusEvents>;

export const CANDIDATE_STATUS_MESSAGES = {
  /** A forged token or an unknown ref: the same words as any unknown link. */
  invalidLink: 'Ссылка недействительна',
  noInterview: 'Собеседование не назначено: переносить нечего',
  ended: 'Заявка уже завершена',
  requested: 'Просьба о переносе уже отправлена. Мы свяжемся с вами.',
  preferredTime: 'Укажите удобное время в формате ISO 8601 с часовым поясом',
  linkAdminOnly: 'Ссылку на страницу статуса выдаёт администратор',
  comment: `Комментарий — не длиннее ${CANDIDATE_STATUS_LIMITS.commentMax} символов`,
} as const;

// --- API inputs -----------------------------------------------------------------------------------

/** The ref as links carry it ('al12', 'q7'). */
const ref = pattern(size(string(), 2, 22), /^(al|q)\d{1,20}$/);
/** The status link's secret (`?t=`): URL-safe base64 of 128 bits. */
const token = pattern(size(string(), 16, 64), /^[A-Za-z0-9_-]+$/);
const phoneToken = size(string(), 1, 4000);

/** POST /candidate-status/link (staff). */
export const StatusRefInput = object({ ref });
/** POST /candidate-status/gate and /send-code. */
export const StatusLinkInput = object({ ref, token });
/** POST /candidate-status/confirm-code. */
export const StatusCodeInput = object({ ref, token, code: codeField() });
/** POST /candidate-status/view and /withdraw. */
export const StatusInput = object({ ref, token, phoneToken });
/** POST /candidate-status/reschedule. */
export const RescheduleRequestInput = object({
  ref,
  token,
  phoneToken,
  comment: optional(size(trimmed(string()), 0, CANDIDATE_STATUS_LIMITS.commentMax)),
  preferredTime: optional(nullable(isoInstant())),
});

/** The public namespace's room of one ref (joined with the gate's phone token). */
export const candidateStatusRoom = (ref: string) => `candidate-status:${ref}`;
