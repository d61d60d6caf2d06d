import { streamIdOf } from '../core/envelope';
import { defineEventFeature } from '../core/feature';
import { valueAt } from '../core/personal';
import { QUESTIONNAIRE_KIND } from '../questionnaire/events';
import { HIRES } from './collections';
import { HireEvents } from './events';

/** A hire names the candidate of the questionnaire it is about: sealed with their key. */
function subjectOfHire(data: unknown): string | undefined {
  const id = valueAt(data, 'questionnaireId');
  return typeof id === 'string' && id ? streamIdOf(QUESTIONNAIRE_KIND, id) : undefined;
}

/**
 * The hire (issue 26). The candidate's salary account and its bank's BIC are personal data: sealed
 * with the candidate's key in the event store and erased with the candidate.
 */
export const employmentEventFeature = defineEventFeature({
  name: 'employment',
  events: HireEvents,
  collections: [HIRES],
  personal: {
    HireRequested: {
      fields: ['form.salaryProject.ui.account', 'form.salaryProject.ui.bic_cbrf'],
      subjectOf: subjectOfHire,
    },
  },
});
