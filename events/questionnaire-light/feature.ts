import { defineEventFeature } from '../core/feature';
import { QUESTIONNAIRES_LIGHT } from './collections';
import { PERSONAL_INFO_LIGHT, QuestionnaireLightEvents } from './events';

const INFO = PERSONAL_INFO_LIGHT.map((field) => `info.${field}`);
const PHONE = { fields: ['phone'] };

export const questionnaireLightEventFeature = defineEventFeature({
  name: 'questionnaire-light',
  events: QuestionnaireLightEvents,
  collections: [QUESTIONNAIRES_LIGHT],
  personal: {
    QuestionnaireLightSubmitted: { fields: INFO },
    QuestionnaireLightEdited: { fields: INFO },
    // A phone's own stream (named by a keyed hash of the number) is its subject.
    PhoneCodeSent: PHONE,
    PhoneCodeRejected: PHONE,
    PhoneConfirmed: PHONE,
  },
});
