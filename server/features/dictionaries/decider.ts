import { DICTIONARY_KIND, DICTIONARY_MESSAGES, type DictionaryEvent } from '#events/dictionaries/events';
import { DICTIONARIES, type DictionaryKind } from '#events/dictionaries/reference';
import type { Decider } from '../../core/decider';
import { AppError, NotFoundError, RuleViolation } from '../../core/errors';

export interface DictionaryState {
  /** id -> title of Admin's additions */
  added: Map<string, string>;
  retired: Set<string>;
}

export type DictionaryCommand =
  | { type: 'AddDictionaryEntry'; kind: DictionaryKind; id: string; title: string }
  | { type: 'RetireDictionaryEntry'; kind: DictionaryKind; id: string }
  | { type: 'RestoreDictionaryEntry'; kind: DictionaryKind; id: string };

const builtIn = (kind: DictionaryKind, id: string) =>
  DICTIONARIES[kind].entries.some(([entry]) => entry === id);
const titleTaken = (state: DictionaryState, kind: DictionaryKind, title: string) => {
  const wanted = title.trim().toLowerCase();
  return (
    DICTIONARIES[kind].entries.some(([, t]) => t.toLowerCase() === wanted) ||
    [...state.added.values()].some((t) => t.toLowerCase() === wanted)
  );
};

/** A dictionary's own entries: additions never repeat a title; retiring keeps the entry resolvable. */
export const dictionaryDecider: Decider<DictionaryState, DictionaryCommand, DictionaryEvent> = {
  kind: DICTIONARY_KIND,
  initialState: () => ({ added: new Map(), retired: new Set() }),
  evolve(state, event) {
    switch (event.type) {
      case 'DictionaryEntryAdded':
        return { ...state, added: new Map(state.added).set(event.data.id, event.data.title) };
      case 'DictionaryEntryRetired':
        return { ...state, retired: new Set(state.retired).add(event.data.id) };
      case 'DictionaryEntryRestored': {
        const retired = new Set(state.retired);
        retired.delete(event.data.id);
        return { ...state, retired };
      }
    }
  },
  decide(command, state) {
    const { kind, id } = command;
    if (command.type === 'AddDictionaryEntry') {
      if (titleTaken(state, kind, command.title)) throw new AppError(409, DICTIONARY_MESSAGES.exists);
      return [{ type: 'DictionaryEntryAdded', data: { kind, id, title: command.title } }];
    }
    if (!builtIn(kind, id) && !state.added.has(id)) throw new NotFoundError(DICTIONARY_MESSAGES.notFound);
    if (command.type === 'RetireDictionaryEntry') {
      if (state.retired.has(id)) throw new RuleViolation(DICTIONARY_MESSAGES.alreadyRetired);
      return [{ type: 'DictionaryEntryRetired', data: { kind, id } }];
    }
    if (!state.retired.has(id)) throw new RuleViolation(DICTIONARY_MESSAGES.notRetired);
    return [{ type: 'DictionaryEntryRestored', data: { kind, id } }];
  },
};
