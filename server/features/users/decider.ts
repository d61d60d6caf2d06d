import type { Decider } from '../../core/decider';
import { USER_KIND, UserEvents, type UserEvent } from '../../../events/users/events';
import type { UserDoc } from '../../../events/users/collections';
import type { EventData } from '../../../events/core/typed';
import { RuleViolation } from '../../core/errors';

/** A staff account as the decider folds it: the read model's fields without the password hash. */
export interface UserState extends Omit<UserDoc, 'passwordHash'> {
  exists: boolean;
  hasPassword: boolean;
}

/** Registers a staff account (npm run user:create, demo seed). */
export type RegisterUser = { type: 'RegisterUser' } & EventData<typeof UserEvents, 'UserRegistered'>;

/** Staff accounts. The state keeps no password hash: audits replay it without secrets. */
export const userDecider: Decider<UserState, RegisterUser, UserEvent> = {
  kind: USER_KIND,
  initialState: () => ({
    exists: false,
    login: '',
    scope: '',
    surname: '',
    name: '',
    positionName: '',
    storeId: null,
    storeName: null,
    permissions: [],
    hasPassword: false,
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered': {
        const { passwordHash: _hash, userId: _id, ...rest } = event.data;
        return { ...state, ...rest, exists: true, hasPassword: true };
      }
      case 'UserPermissionsChanged':
        return { ...state, permissions: event.data.permissions };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (state.exists) throw new RuleViolation(`Пользователь ${command.login} уже существует`);
    const { type: _t, ...data } = command;
    return [{ type: 'UserRegistered', data }];
  },
};
