import { defineEventFeature } from '../core/feature';
import { valueAt } from '../core/personal';
import { CandidateStatusEvents } from './events';

/** A reschedule request's comment belongs to the candidate the event names (`subject`). */
function subjectOfRequest(data: unknown): string | undefined {
  const subject = valueAt(data, 'subject');
  return typeof subject === 'string' && subject ? subject : undefined;
}

export const candidateStatusEventFeature = defineEventFeature({
  name: 'candidate-status',
  events: CandidateStatusEvents,
  collections: [],
  personal: { InterviewRescheduleRequested: { fields: ['comment'], subjectOf: subjectOfRequest } },
});
