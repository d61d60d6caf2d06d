import { defineEventFeature } from '../core/feature';
import { POSITIONS } from './collections';
import { PositionEvents } from './events';

export const positionsEventFeature = defineEventFeature({
  name: 'positions',
  events: PositionEvents,
  collections: [POSITIONS],
});
