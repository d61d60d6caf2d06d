import type { FieldErrors, Resolver } from 'react-hook-form';
import { validate, type Struct, type StructError } from 'superstruct';
import { describeStructError } from '#events/core/messages';
import { accountProblem } from '#events/users/rules';
import type { AccountPayload, StaffAccount } from './api';

/** The account form as typed: lists as comma-separated text, the 'анкеты QR' permission as a switch. */
export interface AccountFormValues {
  login: string;
  password: string;
  scope: string;
  surname: string;
  name: string;
  positionName: string;
  storeId: string;
  allowedStores: string;
  allowedRegions: string;
  phone: string;
  manageLight: boolean;
}

export const QR_PERMISSION = 'MANAGE_QUESTIONNAIRE_AL';

const list = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((v) => v.trim())
    .filter(Boolean);

export function emptyAccount(): AccountFormValues {
  return {
    login: '',
    password: '',
    scope: 'HR',
    surname: '',
    name: '',
    positionName: '',
    storeId: '',
    allowedStores: '',
    allowedRegions: '',
    phone: '',
    manageLight: false,
  };
}

export function valuesOf(account: StaffAccount): AccountFormValues {
  return {
    ...emptyAccount(),
    login: account.login,
    scope: account.scope,
    surname: account.surname,
    name: account.name,
    positionName: account.positionName,
    storeId: account.storeId ?? '',
    allowedStores: account.allowedStores.join(', '),
    allowedRegions: account.allowedRegions.join(', '),
    phone: account.phone ?? '',
    manageLight: account.permissions.includes(QR_PERMISSION),
  };
}

/** What the API takes: the same names as the inputs in events/users/inputs.ts. */
export function payloadOf(values: AccountFormValues): AccountPayload {
  return {
    scope: values.scope,
    surname: values.surname,
    name: values.name,
    positionName: values.positionName,
    storeId: values.storeId || null,
    allowedStores: list(values.allowedStores),
    allowedRegions: list(values.allowedRegions),
    phone: values.phone.trim() || null,
    permissions: values.manageLight ? [QR_PERMISSION] : [],
  };
}

/**
 * A react-hook-form resolver over the server's own schema (events/users/inputs.ts): the form
 * refuses what the server refuses, with the server's Russian words, under the field they name.
 */
export function accountResolver(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema part of Struct is irrelevant here
  struct: Struct<any, any>,
  withCredentials: boolean,
): Resolver<AccountFormValues> {
  return (values) => {
    const payload = {
      ...payloadOf(values),
      ...(withCredentials ? { login: values.login, password: values.password } : {}),
    };
    const [err, parsed] = validate(payload, struct, { coerce: true });
    if (!err) {
      // The decider's rules too (a store director's store, lists only for the directors using them).
      const problem = accountProblem({
        ...payloadOf(values),
        ...(parsed as object),
        storeName: null,
      });
      if (!problem) return { values, errors: {} };
      const errors = { [problem.field]: { type: 'rule', message: problem.message } };
      return { values: {}, errors: errors as FieldErrors<AccountFormValues> };
    }
    const errors: Record<string, { type: string; message: string }> = {};
    for (const failure of err.failures()) {
      const field = String(failure.path[0] ?? 'root');
      const name = field === 'permissions' ? 'manageLight' : field;
      errors[name] ??= {
        type: failure.type,
        message: describeStructError({ failures: () => [failure] } as StructError),
      };
    }
    return { values: {}, errors: errors as FieldErrors<AccountFormValues> };
  };
}
