import {
  JOB_BOARD_TITLES,
  JobBoardError,
  type JobBoard,
  type JobBoardVacancyState,
  type ProfessionalRoleCategory,
} from './port';
import { asRecord, asString, expiresAtFrom, joinUrl, type FetchLike } from './http';
import { createBoardClient, stateOrDeleted } from './board-client';
import { normalizeName } from './mapping';
import { sjErrorMessage, toCategory, vacancyForm } from './superjob-wire';

/**
 * The SuperJob API 2.0 (api.superjob.ru). Confirmed from its public pages: every request carries
 * the app's secret key in `X-Api-App-Id`, user calls add `Authorization: Bearer`, bodies are
 * application/x-www-form-urlencoded, paths end with a slash, errors look like
 * `{ error: { code, message, errors?: [{ reason, reason_text }] } }`. OAuth: the user signs in at
 * www.superjob.ru/authorize/ (client_id, redirect_uri, state); the code is exchanged at
 * /2.0/oauth2/access_token/ with code, redirect_uri, client_id, client_secret (as SuperJob's own
 * PHP client and the OAuth2 providers do).
 *
 * NOT confirmed (the employer part of the documentation needs a paid account): the refresh path
 * /2.0/oauth2/refresh_token/, the /2.0/hr/vacancies/ paths (create POST, edit PUT {id}/, archive
 * PUT {id}/archive/, restore PUT {id}/republish/ - the PHP client's names -, delete DELETE {id}/),
 * the field names (profession, work, candidat, compensation, payment_from/to, currency, agreement,
 * town, experience, type_of_work, place_of_work, catalogues[], address), `is_archive` in the
 * vacancy, and 410 as the answer to an expired token. Check them on a real account.
 */
export interface SuperJobOptions {
  /** The app's id (client_id). */
  appId: string;
  /** The app's secret key: client_secret and the X-Api-App-Id header. */
  secret: string;
  /** https://api.superjob.ru */
  apiBase?: string;
  /** https://www.superjob.ru (sign-in page and the base of fallback vacancy links). */
  siteBase?: string;
  timeoutMs?: number;
  fetch?: FetchLike;
  /** Milliseconds since the epoch. */
  clock?: () => number;
}

export function createSuperJobBoard(options: SuperJobOptions): JobBoard {
  const apiBase = options.apiBase ?? 'https://api.superjob.ru';
  const siteBase = options.siteBase ?? 'https://www.superjob.ru';
  const { api, token, withToken } = createBoardClient({
    service: 'superjob',
    timeoutMs: options.timeoutMs,
    fetch: options.fetch,
    clock: options.clock,
    apiUrl: (path) => joinUrl(apiBase, `/2.0${path}`),
    headers: { 'X-Api-App-Id': options.secret },
    isTokenRejected: (res) => res.status === 401 || res.status === 410,
    errorMessage: sjErrorMessage,
    // expires_in (seconds) when given, else ttl (a unix time).
    expiresAt: (now, body) =>
      typeof body.expires_in === 'number' || typeof body.ttl !== 'number'
        ? expiresAtFrom(now, body.expires_in)
        : new Date(body.ttl * 1000).toISOString(),
  });
  const tokenUrl = (path: string) => joinUrl(apiBase, `/2.0${path}`);

  const vacancyPath = (id: string, action = '') =>
    `/hr/vacancies/${encodeURIComponent(id)}/${action ? `${action}/` : ''}`;

  /** The vacancy's public link: SuperJob builds it from a transliterated title, so ask for it. */
  const linkOf = async (accessToken: string, id: string, body?: Record<string, unknown>): Promise<string> => {
    const given = asString(body?.link);
    if (given) return given;
    try {
      const res = await api({
        method: 'GET',
        path: `/vacancies/${encodeURIComponent(id)}/`,
        token: accessToken,
      });
      return asString(asRecord(res.body).link) ?? fallbackLink(id);
    } catch (err) {
      if (err instanceof JobBoardError) return fallbackLink(id);
      throw err;
    }
  };
  const fallbackLink = (id: string) => joinUrl(siteBase, `/vakansii/${encodeURIComponent(id)}.html`);

  const board: JobBoard = {
    service: 'superjob',
    title: JOB_BOARD_TITLES.superjob,
    kind: 'api',

    authorizationUrl(state, redirectUri) {
      const params = new URLSearchParams({ client_id: options.appId, redirect_uri: redirectUri, state });
      return `${joinUrl(siteBase, '/authorize/')}?${params}`;
    },

    exchangeCode: (code, redirectUri) =>
      token(tokenUrl('/oauth2/access_token/'), {
        code,
        redirect_uri: redirectUri,
        client_id: options.appId,
        client_secret: options.secret,
      }),

    refresh: (tokens) =>
      token(tokenUrl('/oauth2/refresh_token/'), {
        refresh_token: tokens.refreshToken ?? '',
        client_id: options.appId,
        client_secret: options.secret,
      }),

    publish: (access, vacancy) =>
      withToken(board, access, async (accessToken) => {
        const res = await api({
          method: 'POST',
          path: '/hr/vacancies/',
          token: accessToken,
          form: vacancyForm(vacancy),
        });
        const body = asRecord(res.body);
        const id = asString(body.id);
        if (!id)
          throw new JobBoardError(
            'superjob',
            502,
            'SuperJob не вернул номер опубликованной вакансии',
            res.status,
          );
        return { externalId: id, link: await linkOf(accessToken, id, body), status: 'published' as const };
      }),

    update: (access, externalId, vacancy) =>
      withToken(board, access, async (accessToken) => {
        await api({
          method: 'PUT',
          path: vacancyPath(externalId),
          token: accessToken,
          form: vacancyForm(vacancy),
        });
      }),

    archive: (access, externalId) =>
      withToken(board, access, async (accessToken) => {
        await api({ method: 'PUT', path: vacancyPath(externalId, 'archive'), token: accessToken });
        return { status: 'closed' as const };
      }),

    republish: (access, externalId) =>
      withToken(board, access, async (accessToken) => {
        const res = await api({
          method: 'PUT',
          path: vacancyPath(externalId, 'republish'),
          token: accessToken,
        });
        return {
          externalId,
          link: await linkOf(accessToken, externalId, asRecord(res.body)),
          status: 'published' as const,
        };
      }),

    remove: (access, externalId) =>
      withToken(board, access, async (accessToken) => {
        await api({ method: 'DELETE', path: vacancyPath(externalId), token: accessToken });
        return { status: 'deleted' as const };
      }),

    status: (access, externalId) =>
      withToken(board, access, (accessToken) =>
        stateOrDeleted(async (): Promise<JobBoardVacancyState> => {
          const res = await api({
            method: 'GET',
            path: `/vacancies/${encodeURIComponent(externalId)}/`,
            token: accessToken,
          });
          const body = asRecord(res.body);
          const link = asString(body.link) ?? fallbackLink(externalId);
          return {
            status: body.is_archive === true || body.is_storage === true ? 'closed' : 'published',
            link,
          };
        }, fallbackLink(externalId)),
      ),

    async professionalRoles(): Promise<ProfessionalRoleCategory[]> {
      const res = await api({ method: 'GET', path: '/catalogues/' });
      return Array.isArray(res.body) ? res.body.map(toCategory) : [];
    },

    async findArea(cityName) {
      const wanted = normalizeName(cityName);
      if (!wanted) return null;
      const query = new URLSearchParams({ keyword: cityName.trim(), id_country: '1' });
      const res = await api({ method: 'GET', path: `/towns/?${query}` });
      const objects = asRecord(res.body).objects;
      const towns = Array.isArray(objects) ? objects.map(asRecord) : [];
      const exact = towns.find((town) => normalizeName(asString(town.title) ?? '') === wanted);
      return exact ? (asString(exact.id) ?? null) : null;
    },
  };

  return board;
}
