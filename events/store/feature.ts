import { defineEventFeature } from '../core/feature';
import { StoreEvents } from './events';

export const storeEventFeature = defineEventFeature({
  name: 'store',
  events: StoreEvents,
  collections: [],
});
