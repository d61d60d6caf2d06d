import { defineCollection } from '../core/collections';
import type { QuestionnaireLightEntity } from './events';

/** Read model `questionnairesLight`: one document per light questionnaire (the staff entity + filter fields). */
export const QUESTIONNAIRES_LIGHT = defineCollection<QuestionnaireLightEntity>('questionnairesLight');
