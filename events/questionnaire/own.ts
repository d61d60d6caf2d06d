import { coerce, enums, integer, max, min, object, pattern, size, string, unknown } from 'superstruct';
import { codeField } from '../questionnaire-light/inputs';
import type { ContractorType, QuestionnaireState } from './events';
import type { QuestionnaireFiles } from './files';
import { PROFILE_SECTIONS } from './profile/events';
import type { Profile } from './profile/types';

/**
 * The candidate's own entry to the extended profile (spec part 2, section 2,
 * /protected/feedback/edit/{id}/al): no login; every call carries the edit link (the number and its
 * secret) and, past the gate, a phone token proving the phone the questionnaire was left with.
 *
 * The link's number is a light questionnaire's (the e-mail sent at its submission) or an employment
 * questionnaire's (the staff list's 'copy link'): the secret tells which, since each secret belongs to
 * exactly one record. A light questionnaire's link reaches the employment questionnaire opened from
 * it once a reviewer accepted it; before that it opens the light form.
 */

/** Numbers as the public site sends them (digit strings; numbers are accepted too). */
const questionnaireId = coerce(pattern(size(string(), 1, 20), /^\d+$/), integer(), (id) => String(id));
/** The secret of the link (`?t=`): URL-safe, as both kinds of link make it. */
const editToken = pattern(size(string(), 16, 64), /^[A-Za-z0-9_-]+$/);
const phoneToken = size(string(), 1, 4000);

/** POST /questionnaire/own/gate and /own/send-code. */
export const OwnLinkInput = object({ id: questionnaireId, token: editToken });
/** POST /questionnaire/own/confirm-code. */
export const OwnCodeInput = object({ id: questionnaireId, token: editToken, code: codeField() });
/** POST /questionnaire/own and /own/submit. */
export const OwnInput = object({ id: questionnaireId, token: editToken, phoneToken });
/** PUT /questionnaire/own/profile/{section}: the whole section and the revision the form showed. */
export const OwnSaveInput = object({
  id: questionnaireId,
  token: editToken,
  phoneToken,
  data: unknown(),
  revision: min(max(integer(), 1_000_000), 0),
});
export const OwnSaveParams = object({ section: enums(PROFILE_SECTIONS) });
/**
 * The uploads' and downloads' credentials travel in headers (X-Edit-Id, X-Edit-Token, X-Phone-Token),
 * never in the URL, so they never land in access logs.
 */
export const OwnFileHeaders = object({ id: questionnaireId, token: editToken, phoneToken });
export const OwnFileParams = object({ fileId: pattern(string(), /^[0-9a-f]{32}$/) });
export const OWN_FILE_HEADERS = {
  id: 'x-edit-id',
  token: 'x-edit-token',
  phoneToken: 'x-phone-token',
} as const;

/** Which form the link opens once the phone is confirmed. */
export type OwnForm = 'profile' | 'light';

export interface OwnGateView {
  phoneMasked: string;
  form: OwnForm;
}

/**
 * What the candidate sees of their employment questionnaire: their profile (every section, blank
 * where nothing is saved yet), their scans, where the questionnaire stands and its revision. No staff
 * comments, no checks, no history.
 */
export interface OwnQuestionnaireView {
  id: string;
  state: QuestionnaireState;
  contractorType: ContractorType;
  /** Whether the candidate may still change the profile (not with the documents, 1C or refused). */
  editable: boolean;
  profile: Profile;
  files: QuestionnaireFiles;
  vacancy: { positionTitle: string; storeName: string; cityName: string };
  /** When the candidate last sent the profile (ISO), if ever. */
  submittedAt: string | null;
  revision: number;
}

/** States in which the candidate may no longer change the profile (spec part 2, section 4). */
export const OWN_CLOSED_STATES: readonly QuestionnaireState[] = [
  'waitingSigningDocuments',
  'sendedTo1S',
  'employed',
  'rejected',
  'rejectedAuth',
];

export const OWN_MESSAGES = {
  closed:
    'Анкета уже на оформлении документов: изменить её нельзя. Если нужно что-то исправить, свяжитесь с магазином.',
  rejected: 'По анкете принято решение: изменить её нельзя.',
  notOpened: 'Анкета ещё на рассмотрении: расширенная анкета откроется, когда её одобрят.',
  duplicate: 'Анкета уже отправлена и с тех пор не менялась. Мы свяжемся с вами в ближайшее время.',
  phoneLocked: 'Номер телефона в анкете изменить нельзя',
  noFile: 'Файл передаётся телом запроса (Content-Type: application/octet-stream)',
} as const;

/** The refusal of a candidate's change in this state, or null when the profile is open to them. */
export function ownClosedMessage(state: QuestionnaireState): string | null {
  if (!OWN_CLOSED_STATES.includes(state)) return null;
  return state === 'rejected' || state === 'rejectedAuth' ? OWN_MESSAGES.rejected : OWN_MESSAGES.closed;
}
