import type { Context } from 'koa';
import { canAccess, type Area } from '#events/core/access';
import type { AccessClaims } from '../auth/tokens';
import { bearerOf } from '../auth/tokens';
import type { CommandContext } from '../core/decider';
import { ForbiddenError, UnauthorizedError } from '../core/errors';
import type { Services } from '../core/services';
import { staffName } from '#events/core/staff-name';

/** What the request's access token was verified to (its claims or the error), kept on the request. */
interface VerifiedAccess {
  token: string;
  claims?: AccessClaims;
  error?: unknown;
}

/**
 * The claims of the request's access token, verified once per request: the auditor's guard and the
 * route both ask (a verify is an HMAC, a JSON parse and a validation). Throws what the verify threw.
 */
function verifiedAccess(ctx: Context, s: Services, token: string): AccessClaims {
  let verified = ctx.state.verifiedAccess as VerifiedAccess | undefined;
  if (verified?.token !== token) {
    try {
      verified = { token, claims: s.tokens.verifyAccess(token) };
    } catch (error) {
      verified = { token, error };
    }
    ctx.state.verifiedAccess = verified;
  }
  if (verified.claims) return verified.claims;
  throw verified.error;
}

/** The signed-in user of this request, or 401. */
export function userOf(ctx: Context, s: Services): AccessClaims {
  const token = bearerOf(ctx.get('authorization'));
  if (!token) throw new UnauthorizedError();
  return verifiedAccess(ctx, s, token);
}

/** The scope of the request's valid access token; null without one (the route then answers 401). */
export function scopeOfRequest(ctx: Context, s: Services): string | null {
  try {
    return userOf(ctx, s).scope;
  } catch {
    return null;
  }
}

/** The signed-in user if allowed into `area` (scope, permission, user list), else 401/403. */
export function requireArea(ctx: Context, s: Services, area: Area): AccessClaims {
  const user = userOf(ctx, s);
  if (!canAccess(area, user, { settingsUserIds: s.config.settingsUserIds })) throw new ForbiddenError();
  return user;
}

export function commandContext(ctx: Context, s: Services, user: AccessClaims): CommandContext {
  return {
    now: s.clock(),
    newId: s.newId,
    actor: { userId: user.userId, role: user.scope, name: staffName(user) },
    correlationId: String(ctx.state.requestId),
  };
}
