import { defineEventFeature } from '../core/feature';
import { MEETINGS } from './collections';
import { MeetingEvents } from './events';

export const meetingsEventFeature = defineEventFeature({
  name: 'meetings',
  events: MeetingEvents,
  collections: [MEETINGS],
});
