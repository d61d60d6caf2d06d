import { streamIdOf } from '../core/envelope';
import { defineEventFeature } from '../core/feature';
import { valueAt } from '../core/personal';
import { QUESTIONNAIRE_KIND } from '../questionnaire/events';
import { APPROVALS } from './collections';
import { ApprovalEvents } from './events';

/** A request names the candidate of the questionnaire it is about: sealed with their key. */
function subjectOfRequest(data: unknown): string | undefined {
  const id = valueAt(data, 'questionnaireId');
  return typeof id === 'string' && id ? streamIdOf(QUESTIONNAIRE_KIND, id) : undefined;
}

/**
 * The candidate's name in a request is personal data (sealed, erased with the candidate); the
 * director's phone is recorded only masked and the code only hashed.
 */
export const approvalEventFeature = defineEventFeature({
  name: 'approval',
  events: ApprovalEvents,
  collections: [APPROVALS],
  personal: {
    ApprovalCodeSent: {
      fields: ['candidate.lastname', 'candidate.firstname', 'candidate.secondname'],
      subjectOf: subjectOfRequest,
    },
  },
});
