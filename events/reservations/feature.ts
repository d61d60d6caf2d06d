import { defineEventFeature } from '../core/feature';
import { ReservationEvents } from './events';

export const reservationsEventFeature = defineEventFeature({
  name: 'reservations',
  events: ReservationEvents,
  collections: [],
});
