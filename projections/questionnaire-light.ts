import { parseStreamId } from '#events/core/envelope';
import { defineCollection } from '#events/core/collections';
import {
  QUESTIONNAIRE_LIGHT_KIND,
  QuestionnaireLightEvents,
  PERSONAL_INFO_LIGHT,
  type ActionBy,
  type QuestionnaireLightEntity,
  type StoredQuestionnaireLightEvent,
} from '#events/questionnaire-light/events';
import { QUESTIONNAIRES_LIGHT, type QuestionnaireLightDoc } from '#events/questionnaire-light/collections';
import type { ReadStore } from './core/read-store';
import { collectionIn } from './core/typed-read';
import { defineProjection, type Projection, type Stored } from './core/types';

/**
 * The secrets of candidates' edit links, one per questionnaire: a collection of their own, never
 * pushed to consoles (no live rule) and never part of an API entity.
 */
export const QUESTIONNAIRE_LIGHT_LINKS = defineCollection<{ editToken: string }>('questionnaireLightLinks');

/** Light questionnaire streams only (phone streams carry other events of the same feature). */
const ownStream = (event: StoredQuestionnaireLightEvent) => {
  const { kind, id } = parseStreamId(event.streamId);
  return kind === QUESTIONNAIRE_LIGHT_KIND ? [id] : [];
};

/**
 * Read model `questionnairesLight`: one document per light questionnaire, shaped as the staff API's
 * entity plus flat fields for filters (type, positionId, cityId, IStoreId, phone). Phone streams are
 * never projected: codes and their hashes stay in the event store.
 */
export const questionnairesLightProjection = defineProjection({
  name: QUESTIONNAIRES_LIGHT.name,
  events: QuestionnaireLightEvents,
  collection: QUESTIONNAIRES_LIGHT,
  // The staff list: status, then position, city and store filters; newest first.
  indexes: [{ fields: ['type', 'positionId', 'cityId', 'IStoreId'], sort: { seq: -1 } }],
  keysOf: ownStream,
  personal: true,
  erase: {
    kind: QUESTIONNAIRE_LIGHT_KIND,
    fields: [...PERSONAL_INFO_LIGHT.map((field) => `info.${field}`), 'phone'],
  },
  apply(doc, event, id): QuestionnaireLightDoc | null {
    const stamp = { revision: event.revision, updated_at: event.meta.occurredAt };
    if (event.type === 'QuestionnaireLightSubmitted') return submitted(id, event);
    if (!doc) return null;
    const info = doc.info;
    switch (event.type) {
      case 'QuestionnaireLightEdited': {
        const next = event.data.info;
        const emailConfirmed = info.emailConfirmed && next.email === info.email;
        return { ...doc, ...stamp, info: { ...next, emailConfirmed }, phone: next.phone };
      }
      case 'QuestionnaireLightEmailConfirmed':
        return { ...doc, ...stamp, info: { ...info, emailConfirmed: true } };
      case 'QuestionnaireLightAccepted':
        return { ...doc, ...stamp, type: 'accepted', action_data: actionData(event, event.data.comment) };
      case 'QuestionnaireLightDeclined':
        return { ...doc, ...stamp, type: 'rejected', action_data: actionData(event, event.data.comment) };
      case 'QuestionnaireLightRestored':
        return { ...doc, ...stamp, type: 'new', action_data: null };
      default:
        return doc;
    }
  },
});

/** Read model `questionnaireLightLinks`: the edit-link secret of each questionnaire. */
export const questionnaireLightLinksProjection = defineProjection({
  name: QUESTIONNAIRE_LIGHT_LINKS.name,
  events: QuestionnaireLightEvents,
  collection: QUESTIONNAIRE_LIGHT_LINKS,
  keysOf: (event) => (event.type === 'QuestionnaireLightSubmitted' ? ownStream(event) : []),
  personal: true, // the edit link's secret
  // An erased candidate's edit link stops working.
  erase: { kind: QUESTIONNAIRE_LIGHT_KIND, remove: true },
  apply: (doc, event) =>
    event.type === 'QuestionnaireLightSubmitted' && event.data.editToken
      ? { editToken: event.data.editToken }
      : doc,
});

function submitted(
  id: string,
  event: Extract<StoredQuestionnaireLightEvent, { type: 'QuestionnaireLightSubmitted' }>,
): QuestionnaireLightDoc {
  const { vacancy, info, vacancy_id } = event.data;
  return {
    id,
    vacancy_id,
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
  event: StoredQuestionnaireLightEvent,
  comment: string,
): QuestionnaireLightEntity['action_data'] {
  const { userId, role, name } = event.meta.actor;
  const by: ActionBy = { userId, name: name ?? '', role };
  return { date: event.meta.occurredAt, comment, by };
}

/** The API entity of a read-model document (filter fields and bookkeeping stay behind). */
export function questionnaireEntity(doc: Stored<QuestionnaireLightDoc>): QuestionnaireLightEntity {
  const { vacancy_id, type, created_at, revision, info, action_data, vacancy } = doc;
  return {
    id: doc.id ?? doc._id,
    vacancy_id,
    type,
    created_at,
    revision,
    info,
    action_data: action_data ?? null,
    vacancy,
  };
}

export const QUESTIONNAIRE_LIGHT_PROJECTIONS: Projection[] = [
  questionnairesLightProjection,
  questionnaireLightLinksProjection,
];

/** The typed light questionnaires of the read store (queries beside the projection). */
export const lightQuestionnaires = (read: ReadStore) => collectionIn(read, QUESTIONNAIRES_LIGHT);
/** The typed edit-link secrets. */
export const lightQuestionnaireLinks = (read: ReadStore) => collectionIn(read, QUESTIONNAIRE_LIGHT_LINKS);
