import { defineCollection } from '../core/collections';
import type { QuestionnaireLightEntity } from './events';

/**
 * A stored light questionnaire: the staff entity plus the flat fields the projection copies for
 * filters and rooms (a pushed document may carry `_id` only, hence the optional `id`).
 */
export interface QuestionnaireLightDoc extends Omit<QuestionnaireLightEntity, 'id'> {
  id?: string;
  _id?: string;
  positionId?: string;
  cityId?: string;
  IStoreId?: string;
  updated_at?: string;
  /** The phone, flat (duplicate checks). */
  phone?: string;
  /** The number, for the next id. */
  seq?: number;
}

/** Read model `questionnairesLight`: one document per light questionnaire (the staff entity + filter fields). */
export const QUESTIONNAIRES_LIGHT = defineCollection<QuestionnaireLightDoc>('questionnairesLight');
