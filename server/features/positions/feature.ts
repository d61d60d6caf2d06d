import { POSITIONS } from '#events/positions/collections';
import { positionsProjection } from '#projections/positions/projection';
import { defineServerFeature } from '../../core/feature';
import { positionDecider } from './decider';
import { seedPositions } from './demo-seed';
import { positionRoutes } from './routes';

/** Positions and roles ('Настройки'): reference data every vacancy and questionnaire names. */
export const positionsFeature = defineServerFeature({
  name: 'positions',
  routes: (s) => [positionRoutes(s)],
  readOnlyPosts: ['/list-positions', '/list-roles'],
  audit: [{ decider: positionDecider }],
  projections: [positionsProjection],
  live: [{ collection: POSITIONS, rule: { area: null, storeScoped: false } }],
  seed: seedPositions,
});
