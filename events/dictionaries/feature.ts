import { defineEventFeature } from '../core/feature';
import { DICTIONARY_ENTRIES } from './collections';
import { DictionaryEvents } from './events';

export const dictionariesEventFeature = defineEventFeature({
  name: 'dictionaries',
  events: DictionaryEvents,
  collections: [DICTIONARY_ENTRIES],
});
