import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Services } from '../core/services';
import { UnauthorizedError } from '../core/errors';
import { storeListPermissions } from '#events/core/store-access';
import type { AccessClaims, RefreshClaims } from './tokens';
import { REVOKED_TOKENS, USERS, type UserDoc as UserRecord } from '#events/users/collections';
import { collectionIn } from '#projections/core/typed-read';
import type { Stored } from '#projections/core/types';
import { USER_MESSAGES } from '#events/users/rules';
import { refuses, standingOf } from './accounts';

export const WRONG_CREDENTIALS = 'Ошибка авторизации. Введен неверный логин или пароль';

export interface SessionResponse {
  token: string;
  refreshToken: string;
  expiresIn: number;
  permissions: { permission: { permission: string } }[];
}

type UserDoc = Stored<UserRecord>;

/** bcrypt cost of staff passwords (npm run user:create). */
export const PASSWORD_HASH_COST = 12;

// A fixed hash to compare against when the login is unknown, so timing doesn't reveal which logins
// exist: of the same cost as real users' hashes, else an unknown login answers measurably faster.
// Made once, on the first login (not at import: every process that loads this module would pay for it).
let dummyHash: Promise<string> | null = null;
export const dummyPasswordHash = (): Promise<string> =>
  (dummyHash ??= bcrypt.hash('not-a-real-password', PASSWORD_HASH_COST));

export async function login(
  s: Services,
  loginName: string,
  password: string,
  address: string,
): Promise<SessionResponse> {
  const holdBack = await s.limiter.check(loginName, address);
  if (holdBack > 0) await new Promise((resolve) => setTimeout(resolve, holdBack));
  const [user] = await collectionIn(s.read, USERS).find({ login: loginName.toLowerCase() }, { limit: 1 });
  const ok = await bcrypt.compare(password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok) {
    await s.limiter.failed(loginName, address);
    throw new UnauthorizedError(WRONG_CREDENTIALS);
  }
  await s.limiter.succeeded(loginName, address);
  // Said only after the right password: a guesser learns nothing about switched-off accounts.
  if (user.active === false) throw new UnauthorizedError(USER_MESSAGES.disabled);
  return sessionFor(s, user, randomUUID());
}

/**
 * Exchanges a refresh token for a new pair. Each refresh token works once (rotation): presenting
 * one again after the grace period means it was copied, so the whole sign-in is revoked and both
 * the thief's and the owner's tokens stop working.
 */
export async function refresh(s: Services, refreshToken: string): Promise<SessionResponse> {
  const claims = s.tokens.verifyRefresh(refreshToken);
  const sessionId = sessionIdOf(claims);
  // Revoked: this token (logout of an older client) or its whole sign-in; one read for both.
  const records = await collectionIn(s.read, REVOKED_TOKENS).getMany([...new Set([claims.jti, sessionId])]);
  const used = records.get(claims.jti);
  if ([...records.values()].some((doc) => doc.kind !== 'rotated')) throw new UnauthorizedError();
  const user = await collectionIn(s.read, USERS).get(claims.userId);
  // The account as the shared read store has it now: gone, switched off or signed out since.
  if (!user || refuses(standingOf(user), claims, 'refresh')) throw new UnauthorizedError();
  const expiresAt = new Date(claims.exp * 1000).toISOString();
  if (used) {
    const usedAt = used.usedAt ? Date.parse(used.usedAt) : 0;
    // Two tabs of one console may refresh with the same token at the same moment: a second use
    // within the grace period is theirs, not a thief's.
    if (Date.parse(s.clock()) - usedAt > s.config.refreshReuseGraceMs) {
      const until = Math.floor(Date.parse(s.clock()) / 1000) + s.config.refreshTokenTtlSeconds;
      await appendSessionEvent(s, user._id, user.scope, {
        type: 'RefreshTokenRevoked',
        data: { jti: sessionId, expiresAt: new Date(until * 1000).toISOString() },
      });
      throw new UnauthorizedError();
    }
  } else {
    await appendSessionEvent(s, user._id, user.scope, {
      type: 'RefreshTokenRotated',
      data: { jti: claims.jti, sessionId, expiresAt },
    });
  }
  return sessionFor(s, user, sessionId);
}

type SessionEvent =
  | { type: 'RefreshTokenRevoked'; data: { jti: string; expiresAt: string } }
  | { type: 'RefreshTokenRotated'; data: { jti: string; sessionId: string; expiresAt: string } };

/** Records a session event on the user's stream and waits until the read models show it. */
export async function appendSessionEvent(s: Services, userId: string, role: string, event: SessionEvent) {
  const result = await s.events.append(
    `user-${userId}`,
    [
      {
        id: s.newId(),
        ...event,
        meta: {
          actor: { userId, role },
          occurredAt: s.clock(),
          correlationId: event.data.jti,
          causationId: event.data.jti,
          schemaVersion: 1,
        },
      },
    ],
    'stream_exists',
  );
  await s.bus.waitForProjections(result.position);
}

/** The sign-in a refresh token belongs to; logout revokes it, and with it every token of the chain. */
export function sessionIdOf(claims: RefreshClaims): string {
  return claims.sid ?? claims.jti;
}

/** The user's permission names, with AllowedStoresList / AllowedRegionsList when they have those lists. */
function permissionNamesOf(user: UserDoc): string[] {
  const extra = storeListPermissions(user).filter((name) => !user.permissions.includes(name));
  return [...user.permissions, ...extra];
}

export function claimsOf(user: UserDoc): Omit<AccessClaims, 'type'> {
  return {
    scope: user.scope,
    userId: user._id,
    surname: user.surname,
    name: user.name,
    positionName: user.positionName,
    storeId: user.storeId,
    IStoreId: user.storeId,
    storeName: user.storeName,
    permissions: permissionNamesOf(user),
    ...(user.allowedStores?.length ? { allowedStores: user.allowedStores } : {}),
    ...(user.allowedRegions?.length ? { allowedRegions: user.allowedRegions } : {}),
    ...(user.revision === undefined ? {} : { rev: user.revision }),
  };
}

function sessionFor(s: Services, user: UserDoc, sessionId: string): SessionResponse {
  // This node knows the account at once, even before its change feed brings it (a new account).
  s.revocations.accounts.remember(user._id, user);
  return {
    token: s.tokens.issueAccess(claimsOf(user), sessionId),
    refreshToken: s.tokens.issueRefresh(user._id, sessionId, user.revision),
    expiresIn: s.tokens.accessTtlSeconds,
    permissions: permissionNamesOf(user).map((p) => ({ permission: { permission: p } })),
  };
}
