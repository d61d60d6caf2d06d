import type { QuestionnaireLightEntity, QuestionnaireLightStatus } from '#events/questionnaire-light/events';
import { QUESTIONNAIRES_LIGHT, type QuestionnaireLightDoc } from '#events/questionnaire-light/collections';
import { apiCall } from '../../shell/http';

export type { QuestionnaireLightEntity, QuestionnaireLightStatus };

/** The light questionnaire calls of the staff console (spec part 1, section 7). */

/** The read-model collection the server pushes light questionnaires through, and a store's room. */
export { QUESTIONNAIRES_LIGHT, type QuestionnaireLightDoc };
export const storeRoom = (storeId: string) => `store:${storeId}`;

/** Spec part 1, section 9: page size 5, offset = 5 × page. */
export const LIGHT_PAGE_SIZE = 5;
/** The filter value meaning "no filter". */
export const ALL = '@all';

export interface ListWhere {
  position: string;
  city: string;
  store: string;
}

export interface ListResult {
  list: QuestionnaireLightEntity[];
  total: number;
}

export interface ListQuery {
  type: QuestionnaireLightStatus;
  offset: number;
  limit: number;
  where?: Partial<ListWhere>;
}

/** Every staff action answers with the changed entity; a refusal is an ApiError (409 names who acted). */
export interface ActionResult {
  result: 'Success';
  outcome: 'done';
  entity: QuestionnaireLightEntity;
}

export function getQuestionnaireLight(id: string): Promise<{ entity: QuestionnaireLightEntity }> {
  return apiCall('/get-questionnaire-light', { id });
}

export function getQuestionnaireLightList(query: ListQuery): Promise<ListResult> {
  return apiCall('/get-questionnaire-light-list', query);
}

export function acceptQuestionnaireLight(input: {
  questionnaireId: string;
  comment?: string;
  /** The revision the card shows: a newer review or candidate edit refuses the action (409 naming who). */
  revision: number;
}): Promise<ActionResult> {
  return apiCall('/accept-questionnaire-light', input);
}

export function declineQuestionnaireLight(input: {
  questionnaireId: string;
  comment: string;
  /** The revision the card shows: a newer review or candidate edit refuses the action (409 naming who). */
  revision: number;
}): Promise<ActionResult> {
  return apiCall('/decline-questionnaire-light', input);
}

export function restoreQuestionnaireLight(input: {
  questionnaireId: string;
  /** The revision the card shows: a newer review or candidate edit refuses the action (409 naming who). */
  revision: number;
}): Promise<ActionResult> {
  return apiCall('/restore-questionnaire-light', input);
}

/** A store director's feed: questionnaires passed to their store, newest action first. */
export function getStoreQuestionnairesLight(query: { offset: number; limit: number }): Promise<ListResult> {
  return apiCall('/get-store-questionnaires-light', query);
}

/** One questionnaire of the director's store; `entity` is null when it is not (or no longer) theirs. */
export function getStoreQuestionnaireLight(id: string): Promise<{ entity: QuestionnaireLightEntity | null }> {
  return apiCall('/get-store-questionnaire-light', { id });
}

export interface CityOption {
  cityId: string;
  name: string;
}

export interface StoreOption {
  IStoreId: string;
  name: string;
  mall?: string | null;
  label?: string;
}

/** Shop data service (public): cities with stores. */
export function listCities(): Promise<CityOption[]> {
  return apiCall('/cloud/eshop/cities', undefined, { method: 'GET' });
}

/** Shop data service (public): the stores of a city. */
export function listStores(cityId: string): Promise<StoreOption[]> {
  return apiCall(`/cloud/eshop/stores?cityId=${encodeURIComponent(cityId)}`, undefined, { method: 'GET' });
}

/** A pushed read-model document (entity fields plus `_id`, `positionId`, `IStoreId`...) as the API entity. */
export function toEntity(doc: QuestionnaireLightDoc, pushedId = ''): QuestionnaireLightEntity {
  return {
    id: doc.id ?? doc._id ?? pushedId,
    vacancy_id: doc.vacancy_id,
    type: doc.type,
    created_at: doc.created_at,
    revision: doc.revision,
    info: doc.info,
    action_data: doc.action_data ?? null,
    vacancy: doc.vacancy,
  };
}
