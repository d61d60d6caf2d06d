import { defineEventFeature } from '../core/feature';
import { PrivacyEvents } from './events';

export const privacyEventFeature = defineEventFeature({
  name: 'privacy',
  events: PrivacyEvents,
  collections: [],
});
