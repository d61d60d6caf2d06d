import type { Decider } from '../../core/decider';
import { USER_KIND, type UserEvent } from '../../../events/users/events';
import { RuleViolation } from '../../core/errors';

export interface UserState {
  exists: boolean;
  login: string;
  scope: string;
  surname: string;
  name: string;
  positionName: string;
  storeId: string | null;
  storeName: string | null;
  permissions: string[];
  allowedStores?: string[];
  allowedRegions?: string[];
  hasPassword: boolean;
}

export interface RegisterUser {
  type: 'RegisterUser';
  userId: string;
  login: string;
  passwordHash: string;
  scope: string;
  surname: string;
  name: string;
  positionName: string;
  storeId: string | null;
  storeName: string | null;
  permissions: string[];
  /** AllowedStoresList (unit and region directors). */
  allowedStores?: string[];
  /** AllowedRegionsList (region directors). */
  allowedRegions?: string[];
}

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
