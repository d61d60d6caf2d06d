import { defineEventFeature } from '../core/feature';
import { QUESTIONNAIRES_LIGHT } from './collections';
import { QuestionnaireLightEvents } from './events';

export const questionnaireLightEventFeature = defineEventFeature({
  name: 'questionnaire-light',
  events: QuestionnaireLightEvents,
  collections: [QUESTIONNAIRES_LIGHT],
});
