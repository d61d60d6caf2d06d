import {
  DEFAULT_JOB_BOARD_TIMEOUT_MS,
  JobBoardError,
  type JobBoardAccess,
  type JobBoardService,
  type JobBoardTokens,
  type JobBoardVacancyState,
} from './port';
import {
  asRecord,
  asString,
  expiresAtFrom,
  isSuccess,
  sendToBoard,
  TokenRejected,
  withAccess,
  type BoardRequest,
  type BoardResponse,
  type FetchLike,
} from './http';

/** What differs between the real boards' clients (hh.ru, SuperJob); the flow is the same. */
export interface BoardClientSpec {
  service: JobBoardService;
  timeoutMs?: number;
  fetch?: FetchLike;
  /** Milliseconds since the epoch. */
  clock?: () => number;
  /** The full address of an API path. */
  apiUrl(path: string): string;
  /** Headers of every call, token requests included (user agent, app key). */
  headers: Record<string, string>;
  /** Whether an error answer to a call with a token means the token was refused. */
  isTokenRejected(res: BoardResponse): boolean;
  /** The Russian message of an error answer (API calls; token requests too unless told below). */
  errorMessage(status: number, body: unknown): string;
  /** The Russian message of a refused or empty token answer. */
  tokenErrorMessage?(status: number, body: Record<string, unknown>): string;
  /** When the tokens of a token answer expire (default: expires_in seconds from now). */
  expiresAt?(now: number, body: Record<string, unknown>): string;
}

export type ApiRequest = Omit<BoardRequest, 'url' | 'headers'> & { path: string; token?: string };

export interface BoardClient {
  now: () => number;
  /** An API call; error answers become JobBoardError (or TokenRejected for a refused token). */
  api: (request: ApiRequest) => Promise<BoardResponse>;
  /** A token request (code exchange or refresh): the tokens, or a JobBoardError. */
  token: (url: string, form: Record<string, string>) => Promise<JobBoardTokens>;
  /** Runs `call` with a valid access token (refresh, retry, sign-in: withAccess). */
  withToken: <T>(
    board: {
      authorizationUrl: (state: string, redirectUri: string) => string;
      refresh: (t: JobBoardTokens) => Promise<JobBoardTokens>;
    },
    access: JobBoardAccess,
    call: (accessToken: string) => Promise<T>,
  ) => Promise<T>;
}

/** The flow both real boards share: timeouts, headers, bearer tokens, error mapping, token answers. */
export function createBoardClient(spec: BoardClientSpec): BoardClient {
  const now = spec.clock ?? Date.now;
  const client = {
    service: spec.service,
    fetch: spec.fetch ?? ((input: string, init: RequestInit) => fetch(input, init)),
    timeoutMs: spec.timeoutMs ?? DEFAULT_JOB_BOARD_TIMEOUT_MS,
  };
  return {
    now,
    async api(request) {
      const { path, token, ...rest } = request;
      const res = await sendToBoard(client, {
        ...rest,
        url: spec.apiUrl(path),
        headers: { ...spec.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      if (isSuccess(res.status)) return res;
      if (token && spec.isTokenRejected(res)) throw new TokenRejected();
      throw JobBoardError.fromBoard(spec.service, res.status, spec.errorMessage(res.status, res.body));
    },
    async token(url, form) {
      const res = await sendToBoard(client, { method: 'POST', url, headers: spec.headers, form });
      const body = asRecord(res.body);
      const accessToken = asString(body.access_token);
      if (!isSuccess(res.status) || !accessToken) {
        // A 2xx without a token is the board's fault: 502.
        const status = isSuccess(res.status) ? 502 : res.status;
        const message = (spec.tokenErrorMessage ?? spec.errorMessage)(res.status, body);
        throw JobBoardError.fromBoard(spec.service, status, message);
      }
      const refreshToken = asString(body.refresh_token);
      const expiresAt = spec.expiresAt?.(now(), body) ?? expiresAtFrom(now(), body.expires_in);
      return { accessToken, ...(refreshToken ? { refreshToken } : {}), expiresAt };
    },
    withToken: (board, access, call) =>
      withAccess(
        { service: spec.service, authorizationUrl: board.authorizationUrl, refresh: board.refresh, now },
        access,
        call,
      ),
  };
}

/** A vacancy's state read from the board; one the board no longer finds (404) is deleted. */
export async function stateOrDeleted(
  read: () => Promise<JobBoardVacancyState>,
  link: string,
): Promise<JobBoardVacancyState> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof JobBoardError && err.boardStatus === 404) return { status: 'deleted', link };
    throw err;
  }
}
