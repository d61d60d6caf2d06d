import { BLACKLIST } from '#events/blacklist/collections';
import { blacklistProjection } from '#projections/blacklist/projection';
import { defineServerFeature } from '../../core/feature';
import { blacklistDecider } from './decider';
import { seedBlacklist } from './demo-seed';
import { blacklistRoutes } from './routes';

/** The company's own blacklist ('Настройки' → 'Чёрный список'), read by the blacklist check. */
export const blacklistFeature = defineServerFeature({
  name: 'blacklist',
  routes: (s) => [blacklistRoutes(s)],
  readOnlyPosts: ['/blacklist'],
  audit: [{ decider: blacklistDecider, area: 'settings' }],
  projections: [blacklistProjection],
  seed: seedBlacklist,
  live: [{ collection: BLACKLIST, rule: { area: 'settings', storeScoped: false, storeRoomAreas: [] } }],
});
