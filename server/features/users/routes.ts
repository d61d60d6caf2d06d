import Router from '@koa/router';
import { object, string, size } from 'superstruct';
import { appendSessionEvent, login, refresh, sessionIdOf } from '../../auth/sessions';
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
    const until = new Date(Math.max(claims.exp, expiresAt) * 1000).toISOString();
    await appendSessionEvent(s, claims.userId, user.scope, {
      type: 'RefreshTokenRevoked',
      data: { jti: sessionIdOf(claims), expiresAt: until },
    });
    ctx.body = { ok: true };
  });
  router.get('/config', (ctx) => {
    ctx.body = {
      settingsUserIds: s.config.settingsUserIds,
      // The profile form judges citizenship and a corporate e-mail as it is filled (issue 24).
      productName: s.config.productName,
      corporateEmailDomain: s.config.corporateEmailDomain,
    };
  });
  return router;
}
