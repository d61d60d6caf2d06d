import type { EventEnvelope } from '../events/core/envelope';
import { parseStreamId } from '../events/core/envelope';
import {
  QUESTIONNAIRE_LIGHT_KIND,
  type QuestionnaireLightEntity,
  type QuestionnaireVacancySnapshot,
} from '../events/questionnaire-light/events';
import type { Doc } from './core/read-store';
import type { Projection } from './core/types';

export const QUESTIONNAIRES_LIGHT = 'questionnairesLight';
/**
 * The secrets of candidates' edit links, one per questionnaire: a collection of their own, never
 * pushed to consoles (no live rule) and never part of an API entity.
 */
export const QUESTIONNAIRE_LIGHT_LINKS = 'questionnaireLightLinks';

/**
 * Read model `questionnairesLight`: one document per light questionnaire, shaped as the staff API's
 * entity plus flat fields for filters (type, positionId, cityId, IStoreId, phone). Phone streams are
 * never projected: codes and their hashes stay in the event store.
 */
export const questionnairesLightProjection: Projection = {
  name: QUESTIONNAIRES_LIGHT,
  collections: [QUESTIONNAIRES_LIGHT, QUESTIONNAIRE_LIGHT_LINKS],
  // The staff list: status, then position, city and store filters; newest first.
  indexes: {
    [QUESTIONNAIRES_LIGHT]: [{ fields: ['type', 'positionId', 'cityId', 'IStoreId'], sort: { seq: -1 } }],
  },
  keysOf(event) {
    const { kind, id } = parseStreamId(event.streamId);
    if (kind !== QUESTIONNAIRE_LIGHT_KIND || !event.type.startsWith('QuestionnaireLight')) return [];
    const link =
      event.type === 'QuestionnaireLightSubmitted' ? [{ collection: QUESTIONNAIRE_LIGHT_LINKS, id }] : [];
    return [{ collection: QUESTIONNAIRES_LIGHT, id }, ...link];
  },
  apply(doc, event, key) {
    const d = event.data as Record<string, unknown>;
    if (key.collection === QUESTIONNAIRE_LIGHT_LINKS)
      return typeof d.editToken === 'string' ? { _id: key.id, editToken: d.editToken } : null;
    const stamp = { revision: event.revision, updated_at: event.meta.occurredAt };
    if (event.type === 'QuestionnaireLightSubmitted') return submitted(key.id, event, d);
    if (!doc) return null;
    const info = doc.info as QuestionnaireLightEntity['info'];
    switch (event.type) {
      case 'QuestionnaireLightEdited': {
        const next = d.info as Omit<QuestionnaireLightEntity['info'], 'emailConfirmed'>;
        const emailConfirmed = info.emailConfirmed && next.email === info.email;
        return { ...doc, ...stamp, info: { ...next, emailConfirmed }, phone: next.phone };
      }
      case 'QuestionnaireLightEmailConfirmed':
        return { ...doc, ...stamp, info: { ...info, emailConfirmed: true } };
      case 'QuestionnaireLightAccepted':
        return { ...doc, ...stamp, type: 'accepted', action_data: actionData(event, d) };
      case 'QuestionnaireLightDeclined':
        return { ...doc, ...stamp, type: 'rejected', action_data: actionData(event, d) };
      case 'QuestionnaireLightRestored':
        return { ...doc, ...stamp, type: 'new', action_data: null };
      default:
        return doc;
    }
  },
};

function submitted(id: string, event: EventEnvelope, d: Record<string, unknown>): Doc {
  const vacancy = d.vacancy as QuestionnaireVacancySnapshot;
  const info = d.info as Omit<QuestionnaireLightEntity['info'], 'emailConfirmed'>;
  return {
    _id: id,
    id,
    vacancy_id: d.vacancy_id as string,
    type: 'new',
    created_at: event.meta.occurredAt,
    updated_at: event.meta.occurredAt,
    revision: event.revision,
    info: { ...info, emailConfirmed: false },
    action_data: null,
    vacancy,
    // Flat copies for filters and store rooms.
    positionId: vacancy.position.id,
    cityId: vacancy.store.cityId,
    IStoreId: vacancy.IStoreId,
    phone: info.phone,
    seq: Number(id) || 0,
  };
}

function actionData(
  event: EventEnvelope,
  d: Record<string, unknown>,
): QuestionnaireLightEntity['action_data'] {
  const { userId, role, name } = event.meta.actor;
  return {
    date: event.meta.occurredAt,
    comment: (d.comment as string) ?? '',
    by: { userId, name: name ?? '', role },
  };
}

/** The API entity of a read-model document (filter fields and bookkeeping stay behind). */
export function questionnaireEntity(doc: Doc): QuestionnaireLightEntity {
  return {
    id: doc.id as string,
    vacancy_id: doc.vacancy_id as string,
    type: doc.type as QuestionnaireLightEntity['type'],
    created_at: doc.created_at as string,
    revision: doc.revision as number,
    info: doc.info as QuestionnaireLightEntity['info'],
    action_data: (doc.action_data as QuestionnaireLightEntity['action_data']) ?? null,
    vacancy: doc.vacancy as QuestionnaireVacancySnapshot,
  };
}

export const QUESTIONNAIRE_LIGHT_PROJECTIONS: Projection[] = [questionnairesLightProjection];
