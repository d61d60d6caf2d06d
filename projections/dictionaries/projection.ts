import { DICTIONARY_ENTRIES } from '#events/dictionaries/collections';
import { DictionaryEvents, type DictionaryEntryDoc } from '#events/dictionaries/events';
import { defineProjection } from '../core/types';

/** One document per changed entry (`${kind}:${id}`): its added title and whether it is retired. */
export const dictionaryEntriesProjection = defineProjection({
  name: DICTIONARY_ENTRIES.name,
  events: DictionaryEvents,
  collection: DICTIONARY_ENTRIES,
  keysOf: (event) => [`${event.data.kind}:${event.data.id}`],
  apply(doc, event): DictionaryEntryDoc {
    const { kind, id } = event.data;
    const base = doc ?? { kind, id, title: null, retired: false };
    switch (event.type) {
      case 'DictionaryEntryAdded':
        return { ...base, title: event.data.title, retired: false };
      case 'DictionaryEntryRetired':
        return { ...base, retired: true };
      case 'DictionaryEntryRestored':
        return { ...base, retired: false };
    }
  },
});
