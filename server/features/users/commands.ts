import bcrypt from 'bcryptjs';
import type { AccountInputData, CreateUserData } from '#events/users/inputs';
import { USER_MESSAGES, type AccountFields } from '#events/users/rules';
import { loginTaken } from '#projections/users-queries';
import { PASSWORD_HASH_COST } from '../../auth/sessions';
import { handleCommand } from '../../core/command-handler';
import type { CommandContext } from '../../core/decider';
import { RuleViolation, ValidationError } from '../../core/errors';
import { holderState, KeyTakenError, releaseKey, reserveKey, type UniqueKey } from '../../core/reservations';
import type { Services } from '../../core/services';
import { userDecider, type UserCommand } from './decider';

/** The unique key of a login: one account per login across every API node. */
const loginKey = (login: string): UniqueKey => ({ kind: 'user-login', value: login });

/** Accounts are never deleted: a login stays with its account once it exists. */
const accountHolder = (s: Services, id: string) => holderState(s, `${userDecider.kind}-${id}`, () => false);

/** The account as typed, with the store's name from the store directory; unknown stores are refused. */
export function accountFrom(s: Services, input: AccountInputData): AccountFields {
  const storeId = input.storeId ?? null;
  const store = storeId === null ? undefined : s.stores.findStore(storeId);
  if (storeId !== null && !store) throw new ValidationError(USER_MESSAGES.storeUnknown, 'storeId');
  const allowedStores = [...new Set(input.allowedStores ?? [])];
  const unknown = allowedStores.find((id) => !s.stores.findStore(id));
  if (unknown) throw new ValidationError(`${USER_MESSAGES.storeUnknown}: ${unknown}`, 'allowedStores');
  return {
    scope: input.scope,
    surname: input.surname,
    name: input.name,
    positionName: input.positionName ?? '',
    storeId,
    storeName: store?.name ?? null,
    permissions: [...new Set(input.permissions ?? [])],
    allowedStores,
    allowedRegions: [...new Set(input.allowedRegions ?? [])],
    phone: input.phone ?? null,
  };
}

/**
 * Creates an account: the rules first (nothing is written for a refused one), then the login is
 * reserved in the event store (two Admins creating the same login at once on two nodes: one wins),
 * then the account is registered.
 */
export async function createUser(s: Services, input: CreateUserData, ctx: CommandContext): Promise<string> {
  const id = s.newId();
  const account = accountFrom(s, input);
  const registration = { userId: id, login: input.login, passwordHash: '', ...account };
  const { phone, ...fields } = registration;
  const data = { ...fields, ...(phone ? { phone } : {}) };
  userDecider.decide({ type: 'CreateUser', ...data }, userDecider.initialState(), ctx);
  // Accounts made before logins were reserved (user:create, the demo) are in the read model only.
  if (await loginTaken(s.read, input.login)) throw takenError(input.login);
  const key = loginKey(input.login);
  try {
    await reserveKey(s, key, id, (holder) => accountHolder(s, holder), ctx, id);
  } catch (err) {
    if (err instanceof KeyTakenError) throw takenError(input.login);
    throw err;
  }
  try {
    const passwordHash = await bcrypt.hash(input.password, PASSWORD_HASH_COST);
    const command = { type: 'CreateUser' as const, ...data, passwordHash };
    await handleCommand(s.bus, userDecider, id, command, ctx, { expectedRevision: -1 });
  } catch (err) {
    if ((await accountHolder(s, id)) === 'missing') await releaseKey(s, key, id, ctx);
    throw err;
  }
  return id;
}

/** Edits, password resets, deactivation and reactivation of an existing account. */
export async function changeUser(s: Services, id: string, command: UserCommand, ctx: CommandContext) {
  // No caller revision: the stream also takes the account's sign-in events, and each command
  // decides again on fresh state (an edit carries the whole account).
  await handleCommand(s.bus, userDecider, id, command, ctx);
}

export async function passwordHashOf(password: string): Promise<string> {
  return bcrypt.hash(password, PASSWORD_HASH_COST);
}

function takenError(login: string): RuleViolation {
  return new RuleViolation(USER_MESSAGES.loginTaken(login), { field: 'login' });
}
