import {
  JOB_BOARD_TITLES,
  JobBoardError,
  type JobBoard,
  type JobBoardVacancyState,
  type ProfessionalRoleCategory,
} from './port';
import { asRecord, asString, joinUrl, type FetchLike } from './http';
import { createBoardClient, stateOrDeleted } from './board-client';
import { findAreaInTree, type AreaNode } from './mapping';
import {
  hhErrorMessage,
  hhOAuthErrorMessage,
  idFromLocation,
  isTokenRejected,
  toAreaNode,
  toCategory,
  vacancyBody,
} from './headhunter-wire';

/**
 * The hh.ru API (github.com/hhru/api, docs/): OAuth at hh.ru/oauth/authorize and hh.ru/oauth/token
 * (form bodies), employer calls with `Authorization: Bearer` and the `HH-User-Agent` header (hh
 * answers 400 bad_user_agent without one; `User-Agent` is sent too, as older docs ask). Paths:
 * POST /vacancies, PUT /vacancies/{id}, POST /vacancies/{id}/prolongate,
 * PUT /employers/{employer_id}/vacancies/archived/{id} (archive),
 * PUT /employers/{employer_id}/vacancies/hidden/{id} (delete; only from the archive),
 * GET /vacancies/{id}, GET /professional_roles, GET /areas/113.
 */
export interface HeadHunterOptions {
  clientId: string;
  clientSecret: string;
  /** Our employer id on hh (GET /me shows it). */
  employerId: string;
  /** 'AppName/1.0 (contact@example.com)': hh asks for the app name and a contact. */
  userAgent: string;
  /** https://api.hh.ru */
  apiBase?: string;
  /** https://hh.ru (OAuth pages and token endpoint; also the base of vacancy links). */
  oauthBase?: string;
  /** vacancy_billing_type id used for new vacancies; 'standard' unless the contract says otherwise. */
  billingType?: string;
  timeoutMs?: number;
  fetch?: FetchLike;
  /** Milliseconds since the epoch. */
  clock?: () => number;
}

const RUSSIA_AREA_ID = '113';
const DIRECTORY_TTL_MS = 24 * 3600 * 1000;

export function createHeadHunterBoard(options: HeadHunterOptions): JobBoard {
  const apiBase = options.apiBase ?? 'https://api.hh.ru';
  const oauthBase = options.oauthBase ?? 'https://hh.ru';
  const uaHeaders = { 'HH-User-Agent': options.userAgent, 'User-Agent': options.userAgent };
  const { now, api, token, withToken } = createBoardClient({
    service: 'headhunter',
    timeoutMs: options.timeoutMs,
    fetch: options.fetch,
    clock: options.clock,
    apiUrl: (path) => joinUrl(apiBase, path),
    headers: uaHeaders,
    isTokenRejected,
    errorMessage: hhErrorMessage,
    tokenErrorMessage: (_status, body) => hhOAuthErrorMessage(body),
  });
  const tokenUrl = joinUrl(oauthBase, '/oauth/token');
  let areasCache: { at: number; tree: AreaNode[] } | null = null;

  const board: JobBoard = {
    service: 'headhunter',
    title: JOB_BOARD_TITLES.headhunter,
    kind: 'api',

    authorizationUrl(state, redirectUri) {
      const params = new URLSearchParams({
        response_type: 'code',
        client_id: options.clientId,
        state,
        redirect_uri: redirectUri,
      });
      return `${joinUrl(oauthBase, '/oauth/authorize')}?${params}`;
    },

    exchangeCode: (code, redirectUri) =>
      token(tokenUrl, {
        grant_type: 'authorization_code',
        client_id: options.clientId,
        client_secret: options.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),

    // The documented refresh body has only these two fields (the token is single-use).
    refresh: (tokens) =>
      token(tokenUrl, { grant_type: 'refresh_token', refresh_token: tokens.refreshToken ?? '' }),

    publish: (access, vacancy) =>
      withToken(board, access, async (accessToken) => {
        const res = await api({
          method: 'POST',
          path: '/vacancies',
          token: accessToken,
          json: vacancyBody(vacancy, options.billingType ?? 'standard'),
        });
        const id = asString(asRecord(res.body).id) ?? idFromLocation(res.headers.get('location'));
        if (!id)
          throw new JobBoardError(
            'headhunter',
            502,
            'HeadHunter не вернул номер опубликованной вакансии',
            res.status,
          );
        return { externalId: id, link: vacancyLink(id), status: 'published' as const };
      }),

    update: (access, externalId, vacancy) =>
      withToken(board, access, async (accessToken) => {
        const path = `/vacancies/${encodeURIComponent(externalId)}`;
        await api({ method: 'PUT', path, token: accessToken, json: vacancyBody(vacancy, undefined) });
      }),

    archive: (access, externalId) =>
      withToken(board, access, async (accessToken) => {
        await api({ method: 'PUT', path: employerPath('archived', externalId), token: accessToken });
        return { status: 'closed' as const };
      }),

    // hh cannot take a vacancy out of its archive (hhru/api#137): an archived one is published anew.
    // A vacancy still published is prolonged in place (POST /vacancies/{id}/prolongate).
    republish: async (access, externalId, vacancy) => {
      const current = await board.status(access, externalId);
      if (current.status !== 'published') return board.publish(access, vacancy);
      return withToken(board, access, async (accessToken) => {
        await api({
          method: 'POST',
          path: `/vacancies/${encodeURIComponent(externalId)}/prolongate`,
          token: accessToken,
        });
        return { externalId, link: current.link, status: 'published' as const };
      });
    },

    remove: (access, externalId) =>
      withToken(board, access, async (accessToken) => {
        await api({ method: 'PUT', path: employerPath('hidden', externalId), token: accessToken });
        return { status: 'deleted' as const };
      }),

    // A deleted (hidden) vacancy is no longer found.
    status: (access, externalId) =>
      withToken(board, access, (accessToken) =>
        stateOrDeleted(async (): Promise<JobBoardVacancyState> => {
          const res = await api({
            method: 'GET',
            path: `/vacancies/${encodeURIComponent(externalId)}`,
            token: accessToken,
          });
          const body = asRecord(res.body);
          const link = asString(body.alternate_url) ?? vacancyLink(externalId);
          return { status: body.archived === true ? 'closed' : 'published', link };
        }, vacancyLink(externalId)),
      ),

    async professionalRoles(): Promise<ProfessionalRoleCategory[]> {
      const res = await api({ method: 'GET', path: '/professional_roles' });
      const categories = asRecord(res.body).categories;
      return Array.isArray(categories) ? categories.map(toCategory) : [];
    },

    async findArea(cityName) {
      if (!areasCache || now() - areasCache.at > DIRECTORY_TTL_MS) {
        const res = await api({ method: 'GET', path: `/areas/${RUSSIA_AREA_ID}` });
        areasCache = { at: now(), tree: [toAreaNode(res.body)] };
      }
      return findAreaInTree(areasCache.tree, cityName);
    },
  };

  const employerPath = (list: 'archived' | 'hidden', id: string) =>
    `/employers/${encodeURIComponent(options.employerId)}/vacancies/${list}/${encodeURIComponent(id)}`;
  const vacancyLink = (id: string) => joinUrl(oauthBase, `/vacancy/${encodeURIComponent(id)}`);
  return board;
}
