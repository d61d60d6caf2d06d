import { defineEventFeature } from '../core/feature';
import { MEETINGS } from './collections';
import { streamIdOf } from '../core/envelope';
import { valueAt } from '../core/personal';
import { QUESTIONNAIRE_LIGHT_KIND } from '../questionnaire-light/events';
import { MeetingEvents } from './events';

/** An invitation belongs to the candidate of the light questionnaire it invites. */
function subjectOfScheduled(data: unknown): string | undefined {
  const id = valueAt(data, 'questionnaireId');
  return typeof id === 'string' && id ? streamIdOf(QUESTIONNAIRE_LIGHT_KIND, id) : undefined;
}

export const meetingsEventFeature = defineEventFeature({
  name: 'meetings',
  events: MeetingEvents,
  collections: [MEETINGS],
  personal: { InterviewScheduled: { fields: ['candidateName'], subjectOf: subjectOfScheduled } },
});
