import { DICTIONARY_ENTRIES } from '#events/dictionaries/collections';
import type { DictionaryEntry } from '#events/dictionaries/events';
import { DICTIONARIES, type DictionaryKind } from '#events/dictionaries/reference';
import type { ReadStore } from '../core/read-store';
import { collectionIn } from '../core/typed-read';

/** A dictionary: the repository's entries, then Admin's additions, with retirements applied. */
export async function dictionaryEntries(read: ReadStore, kind: DictionaryKind): Promise<DictionaryEntry[]> {
  const changes = await collectionIn(read, DICTIONARY_ENTRIES).find({ kind });
  const byId = new Map(changes.map((doc) => [doc.id, doc]));
  const builtIn: DictionaryEntry[] = DICTIONARIES[kind].entries.map(([id, title]) => ({
    id,
    title,
    retired: byId.get(id)?.retired ?? false,
    builtIn: true,
  }));
  const builtInIds = new Set(builtIn.map((entry) => entry.id));
  const added = changes
    .filter((doc) => !builtInIds.has(doc.id) && doc.title !== null)
    .map((doc) => ({ id: doc.id, title: doc.title ?? '', retired: doc.retired, builtIn: false }))
    .sort((a, b) => a.title.localeCompare(b.title, 'ru'));
  return [...builtIn, ...added];
}
