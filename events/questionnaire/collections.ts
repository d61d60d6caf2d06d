import { defineCollection } from '../core/collections';
import type { QuestionnaireDoc } from './events';

/** Read model `questionnaires`: one document per employment questionnaire, with its comments. */
export const QUESTIONNAIRES = defineCollection<QuestionnaireDoc>('questionnaires');
