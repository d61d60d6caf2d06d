import { defineEventFeature } from '../core/feature';
import { valueAt } from '../core/personal';
import { CANDIDATE_CHECKS } from './collections';
import { ChecksEvents } from './events';

/** A check's findings belong to the questionnaire's candidate: sealed with their key. */
const candidateOf = (data: unknown) => {
  const id = valueAt(data, 'questionnaireId');
  return typeof id === 'string' ? `questionnaire-${id}` : undefined;
};

export const checksEventFeature = defineEventFeature({
  name: 'checks',
  events: ChecksEvents,
  collections: [CANDIDATE_CHECKS],
  personal: {
    // A criminal record and a blacklist reason are about the person: sealed, erased with them.
    CheckCompleted: {
      fields: ['result.criminalRecord.info', 'result.blacklist.info'],
      subjectOf: candidateOf,
    },
  },
});
