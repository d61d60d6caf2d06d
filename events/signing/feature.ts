import { defineEventFeature } from '../core/feature';
import { streamIdOf } from '../core/envelope';
import { valueAt } from '../core/personal';
import { QUESTIONNAIRE_KIND } from '../questionnaire/events';
import { DOCUMENT_HASHES } from './collections';
import { SIGNING_PERSONAL_FIELDS, SigningEvents } from './events';

/** The signing names its questionnaire: the signatures are sealed with that candidate's key. */
function subjectOfSigning(data: unknown): string | undefined {
  const id = valueAt(data, 'questionnaireId');
  return typeof id === 'string' && id ? streamIdOf(QUESTIONNAIRE_KIND, id) : undefined;
}

/**
 * The signatures, their strokes and the candidate's name are personal data (sealed with the
 * candidate's key, erased with them). The director's signature is sealed with it: it is on the
 * candidate's documents, and goes with them.
 */
export const signingEventFeature = defineEventFeature({
  name: 'signing',
  events: SigningEvents,
  collections: [DOCUMENT_HASHES],
  personal: {
    DocumentsSigned: { fields: SIGNING_PERSONAL_FIELDS, subjectOf: subjectOfSigning },
  },
});
