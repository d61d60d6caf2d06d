import { defineEventFeature } from '../core/feature';
import { BLACKLIST } from './collections';
import { BLACKLIST_PERSONAL, BlacklistEvents } from './events';

/** The company's own blacklist ('Настройки' → 'Чёрный список'): its people's data is sealed. */
export const blacklistEventFeature = defineEventFeature({
  name: 'blacklist',
  events: BlacklistEvents,
  collections: [BLACKLIST],
  personal: BLACKLIST_PERSONAL,
});
