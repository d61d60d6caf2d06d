import { fieldOf, isRecord, stringField } from '#events/core/json';
import Router from '@koa/router';
import type { Context } from 'koa';
import { parseInput } from '../../http/validate';
import { SandboxApiError, type SandboxBoardApi, type SandboxBoards } from './sandbox';
import { JobBoardVacancyInput } from './schema';
import { renderAuthorizePage, renderMessagePage, renderVacancyPage } from './sandbox-pages';

/**
 * The sandbox job boards as a browser and an API client see them (spec part 1, sections 4 and 7):
 * - GET  /sandbox/{service}/authorize?state&redirect_uri  sign-in page ('Разрешить доступ' / 'Отказать')
 * - POST /sandbox/{service}/authorize                     the decision -> 302 to redirect_uri with code & state
 * - GET  /sandbox/{service}/vacancy/{id}                  the published vacancy page (the publication link)
 * - POST /sandbox/{service}/oauth/token                   grant_type authorization_code | refresh_token
 * - /sandbox/{service}/api/...                            JSON API over the same state (Bearer token)
 * The sandbox adapters call SandboxBoardApi in-process; these routes read and change the same
 * state. Needs koa-body in front (forms and JSON) and must be mounted before the static pages.
 */
export function sandboxBoardRoutes(boards: SandboxBoards): Router {
  const router = new Router({ prefix: '/sandbox' });

  router.get('/:service/authorize', (ctx) => {
    const api = boardOf(ctx, boards);
    if (!api) return;
    const redirectUri = queryParam(ctx, 'redirect_uri');
    if (!redirectUri || !api.isAllowedRedirect(redirectUri))
      return htmlError(ctx, 400, 'Неверный адрес возврата (redirect_uri)');
    html(ctx, 200, renderAuthorizePage(api, { state: queryParam(ctx, 'state') ?? '', redirectUri }));
  });

  router.post('/:service/authorize', (ctx) => {
    const api = boardOf(ctx, boards);
    if (!api) return;
    const form = bodyOf(ctx);
    const redirectUri = typeof form.redirect_uri === 'string' ? form.redirect_uri : '';
    const state = typeof form.state === 'string' ? form.state : '';
    if (!api.isAllowedRedirect(redirectUri))
      return htmlError(ctx, 400, 'Неверный адрес возврата (redirect_uri)');
    const answer: Record<string, string> =
      form.decision === 'allow'
        ? { code: api.issueCode(redirectUri), state }
        : { error: 'access_denied', state };
    ctx.redirect(withParams(redirectUri, answer));
  });

  router.get('/:service/vacancy/:id', (ctx) => {
    const api = boardOf(ctx, boards);
    if (!api) return;
    const record = api.vacancy(ctx.params.id ?? '');
    if (!record) return htmlError(ctx, 404, 'Вакансия не найдена');
    // A deleted vacancy is gone from the board, as on the real sites.
    html(ctx, record.status === 'deleted' ? 410 : 200, renderVacancyPage(api, record));
  });

  router.post('/:service/oauth/token', (ctx) => {
    const api = boardOf(ctx, boards);
    if (!api) return;
    const form = bodyOf(ctx);
    const field = (name: string) => stringField(form, name);
    try {
      ctx.body = api.token({
        grant_type: field('grant_type'),
        code: field('code'),
        redirect_uri: field('redirect_uri'),
        refresh_token: field('refresh_token'),
      });
    } catch (err) {
      if (!(err instanceof SandboxApiError)) throw err;
      ctx.status = err.status;
      ctx.body = { error: err.code, error_description: err.message };
    }
  });

  router.get('/:service/api/professional_roles', (ctx) =>
    json(ctx, boards, (api) => ({ categories: api.professionalRoles() })),
  );
  router.get('/:service/api/areas', (ctx) =>
    json(ctx, boards, (api) => ({ areaId: api.findArea(queryParam(ctx, 'name') ?? '') })),
  );
  router.get('/:service/api/vacancies/:id', (ctx) =>
    json(ctx, boards, (api) => view(api, api.getVacancy(bearer(ctx), ctx.params.id ?? ''))),
  );
  router.post('/:service/api/vacancies', (ctx) =>
    json(ctx, boards, async (api) => {
      const vacancy = parseInput(JobBoardVacancyInput, ctx.request.body);
      ctx.status = 201;
      return view(api, await api.createVacancy(bearer(ctx), vacancy));
    }),
  );
  router.put('/:service/api/vacancies/:id', (ctx) =>
    json(ctx, boards, async (api) => {
      const vacancy = parseInput(JobBoardVacancyInput, ctx.request.body);
      await api.updateVacancy(bearer(ctx), ctx.params.id ?? '', vacancy);
      return view(api, api.getVacancy(bearer(ctx), ctx.params.id ?? ''));
    }),
  );
  router.put('/:service/api/vacancies/:id/archive', (ctx) =>
    json(ctx, boards, (api) => view(api, api.archiveVacancy(bearer(ctx), ctx.params.id ?? ''))),
  );
  router.put('/:service/api/vacancies/:id/republish', (ctx) =>
    json(ctx, boards, async (api) => view(api, await api.republishVacancy(bearer(ctx), ctx.params.id ?? ''))),
  );
  router.delete('/:service/api/vacancies/:id', (ctx) =>
    json(ctx, boards, (api) => view(api, api.hideVacancy(bearer(ctx), ctx.params.id ?? ''))),
  );
  return router;
}

function boardOf(ctx: Context, boards: SandboxBoards): SandboxBoardApi | undefined {
  const service = fieldOf(ctx.params, 'service');
  if (service === 'headhunter' || service === 'superjob') return boards[service];
  htmlError(ctx, 404, 'Такой песочницы нет');
  return undefined;
}

/** Runs one JSON API call; sandbox errors answer in the board's own error format. */
async function json(
  ctx: Context,
  boards: SandboxBoards,
  handler: (api: SandboxBoardApi) => unknown,
): Promise<void> {
  const service = fieldOf(ctx.params, 'service');
  if (service !== 'headhunter' && service !== 'superjob') {
    ctx.status = 404;
    ctx.body = { error: { code: 'not_found', message: 'Такой песочницы нет' } };
    return;
  }
  try {
    ctx.body = await handler(boards[service]);
  } catch (err) {
    if (!(err instanceof SandboxApiError)) throw err;
    ctx.status = err.status;
    ctx.body = { error: { code: err.code, message: err.message } };
  }
}

function view(
  api: SandboxBoardApi,
  record: { id: string; status: string; vacancy: unknown; publishedAt: string },
) {
  return {
    id: record.id,
    status: record.status,
    link: api.link(record.id),
    publishedAt: record.publishedAt,
    vacancy: record.vacancy,
  };
}

function bearer(ctx: Context): string | undefined {
  const header = ctx.get('authorization');
  return /^Bearer\s+(.+)$/i.exec(header)?.[1];
}

function bodyOf(ctx: Context): Record<string, unknown> {
  const body = fieldOf(ctx.request, 'body');
  return isRecord(body) ? body : {};
}

function queryParam(ctx: Context, name: string): string | undefined {
  const value = ctx.query[name];
  return typeof value === 'string' ? value : undefined;
}

function withParams(uri: string, params: Record<string, string>): string {
  return `${uri}${uri.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`;
}

function html(ctx: Context, status: number, page: string): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  // The pages run no script; forms post to the board itself.
  ctx.set(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; base-uri 'none'",
  );
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = page;
}

function htmlError(ctx: Context, status: number, message: string): void {
  html(ctx, status, renderMessagePage(status === 404 ? 'Не найдено' : 'Ошибка', message));
}
