import {
  JobBoardError,
  JobBoardTimeout,
  type JobBoard,
  type JobBoardPublication,
  type JobBoardService,
  type JobBoardTokens,
} from './port';
import { expiresAtFrom, TokenRejected, withAccess } from './http';
import { SandboxApiError, SandboxBoardApi, type SandboxOptions, type SandboxVacancy } from './sandbox-api';

export {
  SandboxApiError,
  SandboxBoardApi,
  type SandboxOptions,
  type SandboxSnapshot,
  type SandboxVacancy,
} from './sandbox-api';

/** Both sandbox boards; hand the same object to `createJobBoards` and to `sandboxBoardRoutes`. */
export type SandboxBoards = Record<JobBoardService, SandboxBoardApi>;

export function createSandboxBoards(options: SandboxOptions = {}): SandboxBoards {
  return {
    headhunter: new SandboxBoardApi('headhunter', options),
    superjob: new SandboxBoardApi('superjob', options),
  };
}

/**
 * The JobBoard of a sandbox: the same contract and the same error paths as the real adapters
 * (sign-in required, refused token -> refresh -> retry, board errors, timeouts), with the board's
 * API called in-process instead of over HTTP.
 */
export function createSandboxJobBoard(
  api: SandboxBoardApi,
  options: { clock?: () => number } = {},
): JobBoard {
  const now = options.clock ?? Date.now;
  const service = api.service;

  /** One call under the board's time limit; sandbox errors become what the real adapters throw. */
  const call = async <T>(fn: (signal: AbortSignal) => T | Promise<T>): Promise<T> => {
    const signal = AbortSignal.timeout(api.timeoutMs);
    try {
      return await fn(signal);
    } catch (err) {
      if (signal.aborted) throw new JobBoardTimeout(service);
      if (!(err instanceof SandboxApiError)) throw err;
      if (err.status === 401) throw new TokenRejected();
      const message =
        err.status >= 500
          ? `Сервис ${api.title} вернул ошибку ${err.status}: ${err.message}`
          : `${api.title}: ${err.message}`;
      throw JobBoardError.fromBoard(service, err.status, message);
    }
  };

  const tokens = async (form: Record<string, string | undefined>): Promise<JobBoardTokens> => {
    const answer = await call(() => api.token(form));
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      expiresAt: expiresAtFrom(now(), answer.expires_in),
    };
  };

  const published = (record: SandboxVacancy): JobBoardPublication => ({
    externalId: record.id,
    link: api.link(record.id),
    status: 'published',
  });

  const board: JobBoard = {
    service,
    title: api.title,
    kind: 'sandbox',
    authorizationUrl: (state, redirectUri) => api.authorizationUrl(state, redirectUri),
    exchangeCode: (code, redirectUri) =>
      tokens({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    refresh: (current) => tokens({ grant_type: 'refresh_token', refresh_token: current.refreshToken }),

    publish: (access, vacancy) =>
      withAccess(handling, access, (token) =>
        call(async (signal) => published(await api.createVacancy(token, vacancy, signal))),
      ),
    update: (access, externalId, vacancy) =>
      withAccess(handling, access, (token) =>
        call((signal) => api.updateVacancy(token, externalId, vacancy, signal)),
      ),
    archive: (access, externalId) =>
      withAccess(handling, access, (token) =>
        call(() => {
          api.archiveVacancy(token, externalId);
          return { status: 'closed' as const };
        }),
      ),
    republish: (access, externalId, vacancy) =>
      withAccess(handling, access, (token) =>
        call(async (signal) => published(await api.republishVacancy(token, externalId, vacancy, signal))),
      ),
    remove: (access, externalId) =>
      withAccess(handling, access, (token) =>
        call(() => {
          api.hideVacancy(token, externalId);
          return { status: 'deleted' as const };
        }),
      ),
    status: (access, externalId) =>
      withAccess(handling, access, (token) =>
        call(() => {
          const record = api.getVacancy(token, externalId);
          return { status: record.status, link: api.link(record.id) };
        }),
      ),

    professionalRoles: () => call(() => api.professionalRoles()),
    findArea: (cityName) => call(() => api.findArea(cityName)),
  };
  const handling = { service, authorizationUrl: board.authorizationUrl, refresh: board.refresh, now };
  return board;
}
