import { fieldOf } from '#events/core/json';
import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { object, size, string } from 'superstruct';
import { PublicationInput, VACANCY_MESSAGES as M } from '#events/vacancies/events';
import { PUBLICATION_TEXTS } from '#events/publication/views';
import type { JobBoardService } from '../../adapters/jobboards/port';
import { AppError, NotFoundError } from '../../core/errors';
import type { Services } from '../../core/services';
import { newState, PENDING_STATE_TTL_MS } from '../../adapters/jobboards/accounts';
import {
  callbackPage,
  completeSignIn,
  resetAccount,
  SIGNIN_COOKIE,
  SIGNIN_COOKIE_PATH,
} from './board-signin';
import { publicationState, runPublicationAction } from './commands';
import { findCity } from '../../access/stores';
import { commandContext, requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';

const Id = size(string(), 1, 40);
const IdParams = object({ id: Id });

/**
 * Publishing (spec part 1, sections 4, 7, 8; area 'positions'):
 * - POST /vacancies/{id}/publication {service, action, meta}  -> {code: 200, status, link, message}
 *   or {code: 401, redirectURL} when the job board wants a sign-in (the console opens a popup and
 *   repeats the action). Refusals and board failures are error answers with the message and status.
 * - GET  /vacancies/publication/{id}          every service's publication, last failures, sign-ins
 * - GET  /vacancies/sjarea/{cityId}           SuperJob's area of one of our cities
 * - POST /reset/{headhunter|superjob}         log the user's job-board account out
 * - GET  /jobboards/{service}/callback        the OAuth callback the popup lands on (no console
 *   session there: the single-use state names the user, and the sign-in cookie set with the 401
 *   answer proves it is the same browser); answers a page that messages the console and closes.
 */
export function publicationRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });

  router.post('/vacancies/:id/publication', async (ctx) => {
    const user = requireArea(ctx, s, 'positions');
    const { id } = parseInput(IdParams, ctx.params);
    // `meta` is what the console shows; the server acts on the vacancy's own meta.
    const { service, action } = parseInput(PublicationInput, ctx.request.body);
    const browserKey = browserKeyOf(ctx);
    const answer = await runPublicationAction(
      s,
      user,
      id,
      { service, action },
      commandContext(ctx, s, user),
      browserKey,
    );
    // A sign-in is completed by the callback only in the browser that asked for it.
    if (answer.code === 401) {
      ctx.cookies.set(SIGNIN_COOKIE, browserKey, {
        httpOnly: true,
        sameSite: 'lax',
        path: SIGNIN_COOKIE_PATH,
        maxAge: PENDING_STATE_TTL_MS,
        secure: ctx.secure,
        overwrite: true,
      });
    }
    ctx.body = answer;
  });

  router.get('/vacancies/publication/:id', async (ctx) => {
    const user = requireArea(ctx, s, 'positions');
    const { id } = parseInput(IdParams, ctx.params);
    ctx.body = await publicationState(s, user, id);
  });

  router.get('/vacancies/sjarea/:id', async (ctx) => {
    requireArea(ctx, s, 'positions');
    const { id } = parseInput(IdParams, ctx.params);
    const city = findCity(id);
    if (!city) throw new NotFoundError(M.cityNotFound);
    const areaId = await s.jobBoards.superjob.findArea(city.name);
    if (!areaId) throw new NotFoundError(M.areaNotFound);
    ctx.body = { cityId: city.cityId, name: city.name, areaId };
  });

  router.post('/reset/:service', (ctx) => {
    const user = requireArea(ctx, s, 'positions');
    const service = serviceOf(ctx);
    if (!service) throw new AppError(404, PUBLICATION_TEXTS.logoutFailed);
    ctx.body = resetAccount(s, user.userId, service);
  });

  router.get('/jobboards/:service/callback', async (ctx) => {
    const service = serviceOf(ctx);
    if (!service) throw new NotFoundError('Такого сервиса нет');
    const message = await completeSignIn(s, service, {
      code: single(ctx, 'code'),
      state: single(ctx, 'state'),
      error: single(ctx, 'error'),
      browserKey: ctx.cookies.get(SIGNIN_COOKIE),
    });
    const nonce = randomBytes(16).toString('base64');
    ctx.status = message.code === 200 ? 200 : message.code >= 400 && message.code < 600 ? message.code : 400;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set(
      'Content-Security-Policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; base-uri 'none'`,
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.body = callbackPage(message, nonce);
  });

  return router;
}

/** The browser's sign-in key: the existing cookie (several sign-ins at once) or a new random one. */
function browserKeyOf(ctx: Context): string {
  const existing = ctx.cookies.get(SIGNIN_COOKIE);
  return existing && /^[A-Za-z0-9_-]{20,100}$/.test(existing) ? existing : newState();
}

function serviceOf(ctx: Context): JobBoardService | null {
  const service = fieldOf(ctx.params, 'service');
  return service === 'headhunter' || service === 'superjob' ? service : null;
}

function single(ctx: Context, name: string): string | undefined {
  const value = ctx.query[name];
  return typeof value === 'string' && value.length <= 4096 ? value : undefined;
}
