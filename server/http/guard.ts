import type { Context } from 'koa';
import { canAccess, type Area } from '#events/core/access';
import type { AccessClaims } from '../auth/tokens';
import { bearerOf } from '../auth/tokens';
import type { CommandContext } from '../core/decider';
import { ForbiddenError, UnauthorizedError } from '../core/errors';
import type { Services } from '../core/services';
import { staffName } from '#events/core/staff-name';

/** The signed-in user of this request, or 401. */
export function userOf(ctx: Context, s: Services): AccessClaims {
  const token = bearerOf(ctx.get('authorization'));
  if (!token) throw new UnauthorizedError();
  return s.tokens.verifyAccess(token);
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
