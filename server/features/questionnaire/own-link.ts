import { createHmac, timingSafeEqual } from 'node:crypto';
import { collectionIn } from '../../../projections/core/typed-read';
import { QUESTIONNAIRE_BY_LIGHT } from '../../../projections/questionnaire/projection';
import { getQuestionnaire, type QuestionnaireView } from '../../../projections/questionnaire/queries';
import { isValidPhone } from '../../../events/questionnaire-light/inputs';
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

/** What an edit link opens: an employment questionnaire, or a light one none continues yet. */
export type OwnTarget =
  { kind: 'questionnaire'; doc: QuestionnaireView } | { kind: 'light'; lightId: string; phone: string };

/** The phone an edit code goes to: the one the questionnaire holds. */
export const phoneOfTarget = (target: OwnTarget): string =>
  target.kind === 'questionnaire' ? target.doc.info.phone : target.phone;

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
      ? { kind: 'questionnaire', doc }
      : { kind: 'light', lightId: light.id, phone: light.info.phone };
  } else if (sameSecret(token, questionnaireEditToken(s, id))) {
    const doc = await getQuestionnaire(s.read, id, null);
    if (doc) target = { kind: 'questionnaire', doc };
  }
  // A candidate whose personal data was erased has no phone left to prove: nothing to open.
  if (!target || !isValidPhone(phoneOfTarget(target))) throw new NotFoundError(OWN_NOT_FOUND);
  return target;
}
