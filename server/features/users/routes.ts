import Router from '@koa/router';
import { object, string, size } from 'superstruct';
import { login, refresh, sessionIdOf } from '../../auth/sessions';
import { bearerOf } from '../../auth/tokens';
import { UnauthorizedError } from '../../core/errors';
import type { Services } from '../../core/services';
import { parseInput } from '../../http/validate';
import { userOf } from '../../http/guard';

const LoginInput = object({ login: size(string(), 1, 100), password: size(string(), 1, 200) });
const LogoutInput = object({ refreshToken: size(string(), 1, 4000) });

/** POST /login, /ping, /refresh, /logout and GET /config (spec part 1, section 7). */
export function sessionRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  router.post('/login', async (ctx) => {
    const input = parseInput(LoginInput, ctx.request.body);
    ctx.body = await login(s, input.login.trim(), input.password, ctx.ip);
  });
  router.post('/ping', (ctx) => {
    const user = userOf(ctx, s);
    ctx.body = { ok: true, userId: user.userId };
  });
  router.post('/refresh', async (ctx) => {
    const token = bearerOf(ctx.get('authorization'));
    if (!token) throw new UnauthorizedError();
    ctx.body = await refresh(s, token);
  });
  router.post('/logout', async (ctx) => {
    const user = userOf(ctx, s);
    const { refreshToken } = parseInput(LogoutInput, ctx.request.body);
    const claims = s.tokens.verifyRefresh(refreshToken);
    if (claims.userId !== user.userId) throw new UnauthorizedError();
    // The whole sign-in: every refresh token of its chain, not only the one presented (an older
    // one, copied before a refresh, would otherwise still work). It lives at most one refresh TTL.
    const expiresAt = Math.floor(Date.parse(s.clock()) / 1000) + s.config.refreshTokenTtlSeconds;
    await revokeRefreshToken(
      s,
      claims.userId,
      sessionIdOf(claims),
      Math.max(claims.exp, expiresAt),
      user.scope,
    );
    ctx.body = { ok: true };
  });
  router.get('/config', (ctx) => {
    ctx.body = { settingsUserIds: s.config.settingsUserIds };
  });
  return router;
}

async function revokeRefreshToken(s: Services, userId: string, jti: string, exp: number, role: string) {
  const now = s.clock();
  const result = await s.events.append(
    `user-${userId}`,
    [
      {
        id: s.newId(),
        type: 'RefreshTokenRevoked',
        data: { jti, expiresAt: new Date(exp * 1000).toISOString() },
        meta: {
          actor: { userId, role },
          occurredAt: now,
          correlationId: jti,
          causationId: jti,
          schemaVersion: 1,
        },
      },
    ],
    'stream_exists',
  );
  await s.bus.waitForProjections(result.position);
}
