import { defineEventFeature } from '../core/feature';
import { QUESTIONNAIRES } from './collections';
import { QuestionnaireEvents } from './events';

export const questionnaireEventFeature = defineEventFeature({
  name: 'questionnaire',
  events: QuestionnaireEvents,
  collections: [QUESTIONNAIRES],
});
