import { isRecord } from '#events/core/json';
import { errorMessage } from '#events/core/json';
import {
  JOB_BOARD_TITLES,
  JobBoardAuthRequired,
  JobBoardError,
  JobBoardTimeout,
  type JobBoardAccess,
  type JobBoardService,
  type JobBoardTokens,
} from './port';

/** What the real adapters share: fetch with a hard timeout, JSON/form bodies, token handling. */

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface BoardClientOptions {
  service: JobBoardService;
  fetch: FetchLike;
  timeoutMs: number;
}

export interface BoardRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  json?: unknown;
  /** application/x-www-form-urlencoded; array values repeat the key. */
  form?: Record<string, string | number | (string | number)[] | undefined>;
}

export interface BoardResponse {
  status: number;
  /** Parsed JSON, the raw text when it is not JSON, null when empty. */
  body: unknown;
  headers: Headers;
}

/** One HTTP call. Times out with JobBoardTimeout; an unreachable board is a JobBoardError 502. */
export async function sendToBoard(
  options: BoardClientOptions,
  request: BoardRequest,
): Promise<BoardResponse> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = formBody(request.form);
  }
  try {
    // The signal also covers reading the body, so a board that stalls mid-answer times out too.
    const res = await options.fetch(request.url, {
      method: request.method,
      headers,
      body,
      signal,
      redirect: 'manual',
    });
    const text = await res.text();
    return { status: res.status, body: parseBody(text), headers: res.headers };
  } catch (err) {
    if (signal.aborted) throw new JobBoardTimeout(options.service);
    const title = JOB_BOARD_TITLES[options.service];
    throw new JobBoardError(options.service, 502, `Сервис ${title} недоступен: ${errorMessage(err)}`);
  }
}

export function formBody(form: NonNullable<BoardRequest['form']>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  return params.toString();
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const isSuccess = (status: number): boolean => status >= 200 && status < 300;

/** Thrown by an adapter when the board refused the access token (not shown to users). */
export class TokenRejected extends Error {
  constructor() {
    super('access token rejected');
  }
}

export interface TokenHandling {
  service: JobBoardService;
  authorizationUrl(state: string, redirectUri: string): string;
  refresh(tokens: JobBoardTokens): Promise<JobBoardTokens>;
  /** Milliseconds since the epoch. */
  now(): number;
}

/**
 * Runs `call` with a valid access token: refreshes an expired one first, refreshes and retries
 * once when the board rejects it, and asks for a new sign-in (JobBoardAuthRequired) when there are
 * no tokens or the refresh is refused. Timeouts and board failures of the refresh pass through.
 */
export async function withAccess<T>(
  board: TokenHandling,
  access: JobBoardAccess,
  call: (accessToken: string) => Promise<T>,
): Promise<T> {
  const signIn = () =>
    new JobBoardAuthRequired(board.service, board.authorizationUrl(access.state, access.redirectUri));
  let tokens = access.tokens;
  if (!tokens) throw signIn();
  let refreshed = false;
  const refresh = async (current: JobBoardTokens): Promise<JobBoardTokens> => {
    if (!current.refreshToken) throw signIn();
    let fresh: JobBoardTokens;
    try {
      fresh = await board.refresh(current);
    } catch (err) {
      if (err instanceof JobBoardError && err.status >= 400 && err.status < 500) throw signIn();
      throw err;
    }
    refreshed = true;
    await access.onTokens?.(fresh);
    return fresh;
  };
  if (Date.parse(tokens.expiresAt) <= board.now()) tokens = await refresh(tokens);
  try {
    return await call(tokens.accessToken);
  } catch (err) {
    if (!(err instanceof TokenRejected)) throw err;
    if (refreshed) throw signIn();
  }
  tokens = await refresh(tokens);
  try {
    return await call(tokens.accessToken);
  } catch (err) {
    if (err instanceof TokenRejected) throw signIn();
    throw err;
  }
}

/** expires_in seconds from now as an ISO time. */
export function expiresAtFrom(now: number, expiresInSeconds: unknown, fallbackSeconds = 3600): string {
  const seconds =
    typeof expiresInSeconds === 'number' && Number.isFinite(expiresInSeconds)
      ? expiresInSeconds
      : fallbackSeconds;
  return new Date(now + seconds * 1000).toISOString();
}

/** A plain object view of a JSON body (empty object for anything else). */
export function asRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

export const asString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** Joins a base URL and a path without doubling or losing slashes. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
