import { DKMO } from '#events/dkmo/collections';
import { dkmoProjection } from '#projections/dkmo/projection';
import { defineServerFeature } from '../../core/feature';
import { dkmoDecider } from './decider';
import { seedDkmo } from './demo-seed';
import { dkmoRoutes } from './routes';

/** The store's DKMO signed live (issue 27, items 5-7). */
export const dkmoFeature = defineServerFeature({
  name: 'dkmo',
  routes: (s) => [dkmoRoutes(s)],
  audit: [{ decider: dkmoDecider, area: 'dkmo' }],
  projections: [dkmoProjection],
  // One document per store: its director (and unit/region directors, Admin) watch the store's room;
  // HR is refused by the area, on the room as on the API.
  live: [{ collection: DKMO, rule: { area: 'dkmo', storeScoped: true } }],
  seed: seedDkmo,
});
