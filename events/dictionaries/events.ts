import { enums, object, pattern, size, string, trimmed } from 'superstruct';
import type { EventOf, StoredEventOf } from '../core/typed';
import { DICTIONARY_KINDS } from './reference';

/** Each dictionary is an aggregate (`dictionary-militaryRanks`): Admin's additions and retirements. */
export const DICTIONARY_KIND = 'dictionary';

export const DictionaryEvents = {
  DictionaryEntryAdded: object({ kind: enums(DICTIONARY_KINDS), id: string(), title: string() }),
  DictionaryEntryRetired: object({ kind: enums(DICTIONARY_KINDS), id: string() }),
  DictionaryEntryRestored: object({ kind: enums(DICTIONARY_KINDS), id: string() }),
};
export type DictionaryEvent = EventOf<typeof DictionaryEvents>;
export type StoredDictionaryEvent = StoredEventOf<typeof DictionaryEvents>;

/** One entry as the lookups answer it; `retired` entries still resolve for questionnaires using them. */
export interface DictionaryEntry {
  id: string;
  title: string;
  retired: boolean;
  /** From the repository's reference data (true) or added by an administrator. */
  builtIn: boolean;
}

/** The `dictionaryEntries` read model: Admin's changes (built-ins live in reference.ts). */
export interface DictionaryEntryDoc {
  kind: string;
  id: string;
  title: string | null;
  retired: boolean;
}

export const DictionaryParams = object({ dictionary: enums(DICTIONARY_KINDS) });
export const DictionaryEntryParams = object({
  dictionary: enums(DICTIONARY_KINDS),
  id: pattern(size(string(), 1, 60), /^[\p{L}\p{N}_-]+$/u),
});
export const DictionaryAddInput = object({ title: size(trimmed(string()), 1, 200) });

export const DICTIONARY_MESSAGES = {
  exists: 'Такое значение уже есть в справочнике',
  notFound: 'Значение справочника не найдено',
  alreadyRetired: 'Значение уже выведено из справочника',
  notRetired: 'Значение не выводилось из справочника',
} as const;
