import { refOf } from '#events/notifications/links';
import { QUESTIONNAIRES_LIGHT } from '#events/questionnaire-light/collections';
import { QUESTIONNAIRE_LIGHT_KIND, isValidPhone } from '#events/questionnaire-light/events';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import { QUESTIONNAIRE_KIND } from '#events/questionnaire/events';
import { streamIdOf } from '#events/core/envelope';
import { ERASED } from '#events/core/personal';
import { collectionIn } from '#projections/core/typed-read';
import { QUESTIONNAIRE_BY_LIGHT } from '#projections/questionnaire/projection';
import type { ReadStore } from '#projections/core/read-store';

/** Who a notification goes to, as the questionnaire read models hold them now. */
export interface NotifiedCandidate {
  ref: string;
  /** The stream whose key seals the notification's personal fields. */
  subject: string;
  firstName: string;
  /** 11 digits starting with 7, or '' (no SMS). */
  phone: string;
  /** '' when the candidate left none (no e-mail). */
  email: string;
  positionTitle: string;
  storeName: string;
  IStoreId: string;
  /** The employment questionnaire, once there is one (the profile link). */
  questionnaireId: string | null;
}

/** '+7 (999) 123-45-67' or '89991234567' as 11 digits starting with 7, else ''. */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  const normal = digits.length === 11 && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
  return isValidPhone(normal) ? normal : '';
}

const emailOf = (value: string) =>
  value !== ERASED && /^[^@\s]+@[^@\s]+$/.test(value.trim()) ? value.trim() : '';

export async function lightCandidate(read: ReadStore, lightId: string): Promise<NotifiedCandidate | null> {
  const doc = await collectionIn(read, QUESTIONNAIRES_LIGHT).get(lightId);
  if (!doc) return null;
  const continued = await collectionIn(read, QUESTIONNAIRE_BY_LIGHT).get(lightId);
  return {
    ref: refOf({ kind: 'light', id: lightId }),
    subject: streamIdOf(QUESTIONNAIRE_LIGHT_KIND, lightId),
    firstName: doc.info.firstName,
    phone: phoneDigits(doc.info.phone),
    email: emailOf(doc.info.email),
    positionTitle: doc.vacancy.position.title,
    storeName: doc.vacancy.store.name,
    IStoreId: doc.vacancy.IStoreId,
    questionnaireId: continued?.questionnaireId ?? null,
  };
}

export async function questionnaireCandidate(read: ReadStore, id: string): Promise<NotifiedCandidate | null> {
  const doc = await collectionIn(read, QUESTIONNAIRES).get(id);
  if (!doc) return null;
  const light = doc.lightQuestionnaireId;
  return {
    ref: light ? refOf({ kind: 'light', id: light }) : refOf({ kind: 'questionnaire', id }),
    subject: light ? streamIdOf(QUESTIONNAIRE_LIGHT_KIND, light) : streamIdOf(QUESTIONNAIRE_KIND, id),
    firstName: doc.info.firstname,
    phone: phoneDigits(doc.info.phone),
    email: emailOf(doc.info.email),
    positionTitle: doc.vacancy.positionTitle,
    storeName: doc.vacancy.storeName,
    IStoreId: doc.IStoreId,
    questionnaireId: id,
  };
}
