import { createContext, useContext, useEffect, useState } from 'react';
import type { ProfileFormPort } from './port';

export interface Entry {
  id: string;
  title: string;
}

/** The form's dictionaries, each asked for once per form (events/dictionaries/reference.ts). */
export class DictionaryCache {
  private readonly held = new Map<string, Promise<Entry[]>>();
  constructor(private readonly port: Pick<ProfileFormPort, 'lookup'>) {}
  get(name: string): Promise<Entry[]> {
    let found = this.held.get(name);
    if (!found) {
      found = this.port.lookup(name).catch((err: unknown) => {
        // A failed lookup is asked again next time.
        this.held.delete(name);
        throw err;
      });
      this.held.set(name, found);
    }
    return found;
  }
}

export const DictionaryContext = createContext<DictionaryCache | null>(null);

/** A dictionary's entries ([] until they come; `fallback` when the lookup fails). */
export function useDictionary(name: string, fallback: Entry[] = []): Entry[] {
  const cache = useContext(DictionaryContext);
  const [entries, setEntries] = useState<Entry[] | null>(null);
  useEffect(() => {
    let live = true;
    cache
      ?.get(name)
      .then((list) => live && setEntries(list))
      .catch(() => live && setEntries(null));
    return () => {
      live = false;
    };
  }, [cache, name]);
  return entries ?? fallback;
}
