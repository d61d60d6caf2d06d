import { defineCollection } from '../core/collections';
import type { DictionaryEntryDoc } from './events';

/** Read model `dictionaryEntries`: Admin's additions and retirements, keyed `${kind}:${id}`. */
export const DICTIONARY_ENTRIES = defineCollection<DictionaryEntryDoc>('dictionaryEntries');
