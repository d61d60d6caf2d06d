import {
  array,
  assign,
  coerce,
  enums,
  nullable,
  object,
  optional,
  refine,
  size,
  string,
  trimmed,
  type Infer,
} from 'superstruct';
import { ROLE_IDS } from '../core/roles';
import { safeName } from '../core/name-text';
import { normalizeManualPhone } from '../approval/inputs';
import { isPasswordLengthOk, LOGIN_PATTERN, USER_MESSAGES, WORK_PHONE } from './rules';

/**
 * Inputs of 'Настройки' → 'Сотрудники' (issue 23, item 5): the server validates with them and the
 * console's forms use them as their resolver, so both refuse the same values with the same words.
 */

const Name = safeName(size(trimmed(string()), 1, 100));
const PositionName = safeName(size(trimmed(string()), 0, 200));
const StoreIdText = refine(
  size(trimmed(string()), 1, 20),
  'storeId',
  (v) => /^\d+$/.test(v) || USER_MESSAGES.storeUnknown,
);
/** A store id, or null (also from an empty field). */
const StoreId = coerce(nullable(StoreIdText), string(), (v) => (v.trim() === '' ? null : v.trim()));
/** 11 digits starting with 7 ('+7 916 123-45-67' and '8916…' are accepted and stored so), or null. */
const Phone = coerce(
  nullable(refine(string(), 'workPhone', (v) => WORK_PHONE.test(v) || USER_MESSAGES.phoneFormat)),
  string(),
  (v) => {
    const typed = v.replace(/[\s()-]/g, '');
    return typed === '' ? null : (normalizeManualPhone(typed) ?? typed);
  },
);

export const USER_ROLE_IDS = ROLE_IDS;
/** Permissions an Admin grants by hand (the store lists' permission names follow from the lists). */
export const GRANTABLE_PERMISSIONS = ['MANAGE_QUESTIONNAIRE_AL'] as const;

/** The editable part of an account: role, names, store, lists, phone, permissions. */
export const AccountInput = object({
  scope: refine(string(), 'scope', (v) => ROLE_IDS.includes(v as never) || USER_MESSAGES.scope),
  surname: Name,
  name: Name,
  positionName: optional(PositionName),
  storeId: optional(StoreId),
  allowedStores: optional(size(array(StoreIdText), 0, 500)),
  allowedRegions: optional(size(array(size(trimmed(string()), 1, 20)), 0, 100)),
  phone: optional(Phone),
  permissions: optional(size(array(enums(GRANTABLE_PERMISSIONS)), 0, 10)),
});
export type AccountInputData = Infer<typeof AccountInput>;

const Login = coerce(
  refine(string(), 'login', (v) => LOGIN_PATTERN.test(v) || USER_MESSAGES.loginFormat),
  string(),
  (v) => v.trim().toLowerCase(),
);
const Password = refine(string(), 'password', (v) => isPasswordLengthOk(v) || USER_MESSAGES.passwordLength);

/** POST /users: a new account with its login and first password. */
export const CreateUserInput = assign(AccountInput, object({ login: Login, password: Password }));
export type CreateUserData = Infer<typeof CreateUserInput>;

/** PUT /users/{id}. */
export const EditUserInput = AccountInput;

/** POST /users/{id}/reset-password. */
export const ResetPasswordInput = object({ password: Password });

/** POST /users/{id}/deactivate and /reactivate: an optional reason. */
export const AccountStateInput = object({ cause: optional(size(trimmed(string()), 0, 500)) });

/** The account id in the path. */
export const UserIdParams = object({
  id: refine(size(string(), 1, 100), 'userId', (v) => /^[\w-]+$/.test(v) || USER_MESSAGES.notFound),
});
