import type { Decider } from '../../core/decider';
import { USER_KIND, UserEvents, type UserEvent } from '#events/users/events';
import type { EventData } from '#events/core/typed';
import { NotFoundError, RuleViolation, ValidationError } from '../../core/errors';
import { accountProblem, changedFields, USER_MESSAGES, type AccountFields } from '#events/users/rules';

/** A staff account as the decider folds it. It keeps no password hash: audits replay it without secrets. */
export interface UserState extends AccountFields {
  exists: boolean;
  userId: string;
  login: string;
  hasPassword: boolean;
  active: boolean;
}

type Registration = EventData<typeof UserEvents, 'UserRegistered'>;

/** Registers a staff account from the command line (npm run user:create) or the demo seed. */
export type RegisterUser = { type: 'RegisterUser' } & Registration;
/** An Admin creates an account in 'Настройки' → 'Сотрудники': every account rule applies. */
export type CreateUser = { type: 'CreateUser' } & Registration;
/** An Admin edits the account: the editable fields as they should be now. */
export type EditUser = { type: 'EditUser'; account: AccountFields };
export type ResetPassword = { type: 'ResetPassword'; passwordHash: string };
export type DeactivateUser = { type: 'DeactivateUser'; reason?: string };
export type ReactivateUser = { type: 'ReactivateUser'; reason?: string };
export type UserCommand =
  RegisterUser | CreateUser | EditUser | ResetPassword | DeactivateUser | ReactivateUser;

/** The editable part of a registration (lists and phone absent in older events). */
export function accountOf(data: Omit<Registration, 'userId' | 'login' | 'passwordHash'>): AccountFields {
  return {
    scope: data.scope,
    surname: data.surname,
    name: data.name,
    positionName: data.positionName,
    storeId: data.storeId,
    storeName: data.storeName,
    permissions: data.permissions,
    allowedStores: data.allowedStores ?? [],
    allowedRegions: data.allowedRegions ?? [],
    phone: data.phone ?? null,
  };
}

function checked(account: AccountFields): void {
  const problem = accountProblem(account);
  if (problem) throw new ValidationError(problem.message, problem.field);
}

/** Staff accounts: created, edited, passwords reset, switched off and on; every change names its actor. */
export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  kind: USER_KIND,
  initialState: () => ({
    exists: false,
    userId: '',
    login: '',
    ...accountOf({
      scope: '',
      surname: '',
      name: '',
      positionName: '',
      storeId: null,
      storeName: null,
      permissions: [],
    }),
    hasPassword: false,
    active: false,
  }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered': {
        const { passwordHash: _hash, userId, login, ...rest } = event.data;
        return { ...state, ...accountOf(rest), userId, login, exists: true, hasPassword: true, active: true };
      }
      case 'UserPermissionsChanged':
        return { ...state, permissions: event.data.permissions };
      case 'UserAccountEdited': {
        const { changed: _changed, ...account } = event.data;
        return { ...state, ...account };
      }
      case 'UserDeactivated':
        return { ...state, active: false };
      case 'UserReactivated':
        return { ...state, active: true };
      default:
        return state;
    }
  },
  decide(command, state, ctx) {
    if (command.type === 'RegisterUser' || command.type === 'CreateUser') {
      if (state.exists) throw new RuleViolation(`Пользователь ${command.login} уже существует`);
      const { type, ...data } = command;
      if (type === 'CreateUser') checked(accountOf(data));
      return [{ type: 'UserRegistered', data }];
    }
    if (!state.exists) throw new NotFoundError(USER_MESSAGES.notFound);
    const self = ctx.actor.userId === state.userId;
    switch (command.type) {
      case 'EditUser': {
        if (self && command.account.scope !== state.scope)
          throw new RuleViolation(USER_MESSAGES.selfScope, { field: 'scope' });
        checked(command.account);
        const changed = changedFields(state, command.account);
        if (changed.length === 0) return [];
        return [{ type: 'UserAccountEdited', data: { ...command.account, changed } }];
      }
      case 'ResetPassword':
        return [{ type: 'UserPasswordReset', data: { passwordHash: command.passwordHash } }];
      case 'DeactivateUser':
        if (self) throw new RuleViolation(USER_MESSAGES.selfDeactivate);
        if (!state.active) throw new RuleViolation(USER_MESSAGES.alreadyInactive);
        return [{ type: 'UserDeactivated', data: reasonOf(command.reason) }];
      case 'ReactivateUser':
        if (state.active) throw new RuleViolation(USER_MESSAGES.alreadyActive);
        return [{ type: 'UserReactivated', data: reasonOf(command.reason) }];
    }
  },
};

function reasonOf(reason: string | undefined): { reason?: string } {
  return reason ? { reason } : {};
}
