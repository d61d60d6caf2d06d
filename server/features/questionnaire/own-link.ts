import { createHmac, timingSafeEqual } from 'node:crypto';
import { collectionIn } from '#projections/core/typed-read';
import { QUESTIONNAIRE_BY_LIGHT } from '#projections/questionnaire/projection';
import { getQuestionnaire, type QuestionnaireView } from '#projections/questionnaire/queries';
import { isValidPhone } from '#events/questionnaire-light/inputs';
import { streamIdOf } from '#events/core/envelope';
import { QUESTIONNAIRE_KIND } from '#events/questionnaire/events';
import { NotFoundError } from '../../core/errors';
import type { Services } from '../../core/services';
import { candidateEditLink, loadByEditLink } from '../questionnaire-light/index';

export const OWN_NOT_FOUND = 'Анкета не найдена';

/**
 * The secret of an employment questionnaire's candidate link: derived, not stored, as
 * HMAC-SHA256(OTP_PEPPER, 'questionnaire-edit-link:{id}'), 128 bits, URL-safe (the same length and
 * alphabet as a light questionnaire's random secret). Every questionnaire has one from the moment it
 * opens, with no event and no read model to keep; changing OTP_PEPPER invalidates every such link.
 */
export function questionnaireEditToken(s: Services, id: string): string {
  return createHmac('sha256', s.config.otpPepper)
    .update(`questionnaire-edit-link:${id}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/** The candidate's link to their employment questionnaire, as the staff list copies it. */
export function questionnaireEditLink(s: Services, id: string): string {
  return candidateEditLink(s.config.publicUrl, id, questionnaireEditToken(s, id));
}

/**
 * What an edit link opens: an employment questionnaire, or a light one none continues yet; with the
 * phone the candidate proves on the gate.
 */
export type OwnTarget =
  | { kind: 'questionnaire'; doc: QuestionnaireView; phone: string }
  | { kind: 'light'; lightId: string; phone: string };

/** The phone an edit code goes to, and the only one whose token opens the profile. */
export const phoneOfTarget = (target: OwnTarget): string => target.phone;

/**
 * The phone left when the employment questionnaire opened (spec part 2, section 1: the candidate's
 * edit variant is 'gated by phone confirmation of the phone left at creation'): the candidate's own,
 * confirmed by SMS for one that continues a light questionnaire. Staff may change the contact phone
 * on the card (`info.phone`), but that never moves the gate, so a phone typed by a member of staff
 * never hands them the candidate's link (issue 23). The candidate cannot change it on the link
 * either (OWN_MESSAGES.phoneLocked). Read from the opening event, not a read model: no copy of the
 * phone to keep or erase (an erased candidate's opening event holds no phone, and nothing opens).
 */
export async function creationPhone(s: Services, id: string): Promise<string> {
  const [opened] = await s.bus.store.readStream(streamIdOf(QUESTIONNAIRE_KIND, id), {
    fromRevision: 0,
    toRevision: 0,
  });
  if (opened?.type !== 'QuestionnaireOpened') return '';
  const data = opened.data as { info?: { phone?: unknown } };
  return typeof data.info?.phone === 'string' ? data.info.phone : '';
}

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Resolves /protected/feedback/edit/{id}/al?t={token}. The numbers of light and employment
 * questionnaires overlap, so the secret decides: a light questionnaire's random secret (its e-mail
 * link) opens the employment questionnaire opened from it once accepted, else the light one; the
 * derived secret opens the employment questionnaire with that number (the staff list's link).
 * Anything else, a wrong secret included, is the same 404 as an unknown number.
 */
export async function resolveEditLink(s: Services, id: string, token: string): Promise<OwnTarget> {
  const light = await loadByEditLink(s, id, token).catch((err: unknown) => {
    if (err instanceof NotFoundError) return null;
    throw err;
  });
  let target: OwnTarget | null = null;
  if (light) {
    const continued = await collectionIn(s.read, QUESTIONNAIRE_BY_LIGHT).get(light.id);
    const doc = continued ? await getQuestionnaire(s.read, continued.questionnaireId, null) : null;
    target = doc
      ? { kind: 'questionnaire', doc, phone: await creationPhone(s, doc.id) }
      : { kind: 'light', lightId: light.id, phone: light.info.phone };
  } else if (sameSecret(token, questionnaireEditToken(s, id))) {
    const doc = await getQuestionnaire(s.read, id, null);
    if (doc) target = { kind: 'questionnaire', doc, phone: await creationPhone(s, doc.id) };
  }
  // A candidate whose personal data was erased has no phone left to prove: nothing to open.
  if (!target || !isValidPhone(phoneOfTarget(target))) throw new NotFoundError(OWN_NOT_FOUND);
  return target;
}
