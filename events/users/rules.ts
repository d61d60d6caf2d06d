import { ROLE_IDS } from '../core/roles';

/** Russian texts of the staff accounts' rules (the server's refusals and the console's forms). */
export const USER_MESSAGES = {
  notFound: 'Сотрудник не найден',
  loginTaken: (login: string) => `Логин «${login}» уже занят`,
  loginFormat: 'Логин: латинские буквы, цифры, точка, дефис и подчёркивание, от 2 до 50 символов',
  passwordLength: 'Пароль: от 8 до 72 символов',
  scope: `Роль: одна из ${ROLE_IDS.join(', ')}`,
  storeRequired: 'Поле «магазин» обязательно для директора магазина',
  storeUnknown: 'Магазин не найден',
  allowedStoresScope: 'Разрешённые магазины задаются только директору подразделения или региона',
  allowedRegionsScope: 'Разрешённые регионы задаются только региональному директору',
  phoneFormat: 'Рабочий телефон: 11 цифр, начиная с 7',
  selfDeactivate: 'Нельзя отключить собственную учётную запись',
  selfScope: 'Нельзя изменить собственную роль',
  alreadyInactive: 'Учётная запись уже отключена',
  alreadyActive: 'Учётная запись уже включена',
  disabled: 'Учётная запись отключена',
} as const;

/** Logins: stored lower-case; latin letters, digits, '.', '-', '_' (2 to 50 characters). */
export const LOGIN_PATTERN = /^[a-z0-9][a-z0-9._-]{1,49}$/;
/** bcrypt reads at most 72 bytes: a longer password would be silently cut. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX_BYTES = 72;
/** A work phone as stored: 11 digits starting with 7. */
export const WORK_PHONE = /^7\d{10}$/;

export function isPasswordLengthOk(password: string): boolean {
  return password.length >= PASSWORD_MIN && new TextEncoder().encode(password).length <= PASSWORD_MAX_BYTES;
}

/** A staff account's editable part, as the decider checks it. */
export interface AccountFields {
  scope: string;
  surname: string;
  name: string;
  positionName: string;
  storeId: string | null;
  storeName: string | null;
  permissions: string[];
  allowedStores: string[];
  allowedRegions: string[];
  phone: string | null;
}

/** The first rule an account breaks, with the field it names; null when it keeps them all. */
export function accountProblem(account: AccountFields): { field: string; message: string } | null {
  if (!ROLE_IDS.includes(account.scope as never)) return { field: 'scope', message: USER_MESSAGES.scope };
  if (account.scope === 'StoreDirector' && !account.storeId)
    return { field: 'storeId', message: USER_MESSAGES.storeRequired };
  if (account.allowedStores.length > 0 && !['UnitDirector', 'RegionDirector'].includes(account.scope))
    return { field: 'allowedStores', message: USER_MESSAGES.allowedStoresScope };
  if (account.allowedRegions.length > 0 && account.scope !== 'RegionDirector')
    return { field: 'allowedRegions', message: USER_MESSAGES.allowedRegionsScope };
  if (account.phone !== null && !WORK_PHONE.test(account.phone))
    return { field: 'phone', message: USER_MESSAGES.phoneFormat };
  return null;
}

/** The fields of `next` that differ from `before` (lists compared as sets). */
export function changedFields(before: AccountFields, next: AccountFields): (keyof AccountFields)[] {
  const key = (list: readonly string[]) => [...list].sort().join('\u0000');
  const same = (a: AccountFields[keyof AccountFields], b: AccountFields[keyof AccountFields]) =>
    Array.isArray(a) && Array.isArray(b) ? key(a) === key(b) : a === b;
  return (Object.keys(next) as (keyof AccountFields)[]).filter((key) => !same(before[key], next[key]));
}
