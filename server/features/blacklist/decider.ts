import {
  BLACKLIST_KIND,
  BLACKLIST_MESSAGES,
  type BlacklistEvent,
  type BlacklistPersonData,
} from '#events/blacklist/events';
import { isMatchable } from '#events/blacklist/match';
import type { Decider } from '../../core/decider';
import { NotFoundError, RuleViolation, ValidationError } from '../../core/errors';

export interface BlacklistEntryState {
  id: string;
  exists: boolean;
  removed: boolean;
}

export type BlacklistCommand =
  | { type: 'AddToBlacklist'; id: string; person: BlacklistPersonData; reason: string }
  | { type: 'RemoveFromBlacklist'; reason: string };

/** One person on the blacklist: added with a reason that lets a check match them, removed with one. */
export const blacklistDecider: Decider<BlacklistEntryState, BlacklistCommand, BlacklistEvent> = {
  kind: BLACKLIST_KIND,
  initialState: () => ({ id: '', exists: false, removed: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'BlacklistEntryAdded':
        return { id: event.data.id, exists: true, removed: false };
      case 'BlacklistEntryRemoved':
        return { ...state, removed: true };
    }
  },
  decide(command, state) {
    if (command.type === 'AddToBlacklist') {
      if (state.exists) throw new RuleViolation(BLACKLIST_MESSAGES.removed);
      if (!isMatchable(command.person)) throw new ValidationError(BLACKLIST_MESSAGES.notMatchable, 'person');
      const { id, person, reason } = command;
      return [{ type: 'BlacklistEntryAdded', data: { id, person, reason } }];
    }
    if (!state.exists) throw new NotFoundError(BLACKLIST_MESSAGES.notFound);
    if (state.removed) throw new RuleViolation(BLACKLIST_MESSAGES.removed);
    return [{ type: 'BlacklistEntryRemoved', data: { id: state.id, reason: command.reason } }];
  },
};
