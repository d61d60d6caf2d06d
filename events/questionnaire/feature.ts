import { defineEventFeature } from '../core/feature';
import { QUESTIONNAIRES } from './collections';
import { streamIdOf } from '../core/envelope';
import { valueAt } from '../core/personal';
import { QUESTIONNAIRE_LIGHT_KIND } from '../questionnaire-light/events';
import { PERSONAL_INFO, PERSONAL_INFO_EXTRA, QuestionnaireEvents } from './events';
import { PROFILE_PERSONAL_FIELDS } from './profile/events';
import { ProfileLinkEvents } from './profile-link';

/** A questionnaire continuing a light one belongs to that candidate: one erasure covers both. */
function subjectOfOpened(data: unknown): string | undefined {
  const light = valueAt(data, 'lightQuestionnaireId');
  return typeof light === 'string' && light ? streamIdOf(QUESTIONNAIRE_LIGHT_KIND, light) : undefined;
}

export const questionnaireEventFeature = defineEventFeature({
  name: 'questionnaire',
  // The link sent to the candidate is on the questionnaire's stream too (profile-link.ts).
  events: { ...QuestionnaireEvents, ...ProfileLinkEvents },
  collections: [QUESTIONNAIRES],
  personal: {
    QuestionnaireOpened: { fields: PERSONAL_INFO.map((f) => `info.${f}`), subjectOf: subjectOfOpened },
    QuestionnaireInfoEdited: {
      fields: [...PERSONAL_INFO, ...PERSONAL_INFO_EXTRA].map((f) => `changes.${f}`),
    },
    // A scan's original name often carries the candidate's name.
    QuestionnaireFileAttached: { fields: ['name'] },
    ...PROFILE_PERSONAL_FIELDS,
  },
});
