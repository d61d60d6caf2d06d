import { DICTIONARY_ENTRIES } from '#events/dictionaries/collections';
import type { DictionaryEntry } from '#events/dictionaries/events';
import { DICTIONARIES, DICTIONARY_KINDS, type DictionaryKind } from '#events/dictionaries/reference';
import { apiCall } from '../../shell/http';

/** The profile form's dictionaries as 'Настройки' keeps them (server/features/dictionaries/routes.ts). */

/** The read model whose pushed changes keep the screen current (its list room). */
export { DICTIONARY_ENTRIES };
export type { DictionaryKind };

/** One row of the screen: an entry and whether it is retired. */
export type DictionaryRow = Pick<DictionaryEntry, 'id' | 'title' | 'retired'>;

export interface DictionaryList {
  list: DictionaryRow[];
}

/** Every dictionary with its Russian title, in the reference data's order. */
export const DICTIONARY_OPTIONS: { kind: DictionaryKind; title: string }[] = DICTIONARY_KINDS.map((kind) => ({
  kind,
  title: DICTIONARIES[kind].title,
}));

export const dictionaryTitle = (kind: DictionaryKind): string => DICTIONARIES[kind].title;

const base = (kind: DictionaryKind) => `/dictionaries/${encodeURIComponent(kind)}`;

/** Administrator: every entry, retired ones included. */
export function listAllEntries(kind: DictionaryKind): Promise<DictionaryList> {
  return apiCall(`${base(kind)}/all`, {});
}

/** Anyone else: the entries in use (the public lookup leaves retired ones out). */
export async function listActiveEntries(kind: DictionaryKind): Promise<DictionaryList> {
  const answer = await apiCall<{ list: { id: string; title: string }[] }>(base(kind), {});
  return { list: answer.list.map(({ id, title }) => ({ id, title, retired: false })) };
}

/** Each change answers the dictionary's new full list. */
export function addEntry(kind: DictionaryKind, title: string): Promise<DictionaryList> {
  return apiCall(`${base(kind)}/add`, { title });
}

export function retireEntry(kind: DictionaryKind, id: string): Promise<DictionaryList> {
  return apiCall(`${base(kind)}/${encodeURIComponent(id)}/retire`, {});
}

export function restoreEntry(kind: DictionaryKind, id: string): Promise<DictionaryList> {
  return apiCall(`${base(kind)}/${encodeURIComponent(id)}/restore`, {});
}

/**
 * The server's order: the reference entries as the repository lists them, then the added ones by
 * title. Keeps rows taken from an action's answer in place.
 */
export function entryOrder(kind: DictionaryKind): (a: DictionaryRow, b: DictionaryRow) => number {
  const builtIn = new Map(DICTIONARIES[kind].entries.map(([id], index) => [id, index]));
  const rank = (row: DictionaryRow) => builtIn.get(row.id) ?? Number.MAX_SAFE_INTEGER;
  return (a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title, 'ru');
}
