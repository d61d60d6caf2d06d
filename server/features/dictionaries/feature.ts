import { DICTIONARY_ENTRIES } from '#events/dictionaries/collections';
import { dictionaryEntriesProjection } from '#projections/dictionaries/projection';
import { defineServerFeature } from '../../core/feature';
import { salaryProjectBankRoutes } from './banks';
import { dictionaryDecider } from './decider';
import { dictionaryRoutes } from './routes';

/** The profile form's dictionaries: reference data in the repository plus Admin's changes (events). */
export const dictionariesFeature = defineServerFeature({
  name: 'dictionaries',
  routes: (s) => [dictionaryRoutes(s), salaryProjectBankRoutes(s)],
  readOnlyPosts: [
    '/dictionaries/:dictionary',
    '/dictionaries/:dictionary/all',
    '/dictionaries/salaryProjects/:project/banks',
  ],
  audit: [{ decider: dictionaryDecider }],
  projections: [dictionaryEntriesProjection],
  // Not store data: its changes never travel through store rooms.
  live: [
    { collection: DICTIONARY_ENTRIES, rule: { area: 'settings', storeScoped: false, storeRoomAreas: [] } },
  ],
});
