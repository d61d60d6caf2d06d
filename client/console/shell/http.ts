import { isRecord } from '#events/core/json';
import { navigate } from 'wouter/use-browser-location';
import type { TokenResponse } from './tokens';
import { asOfHeaders } from './asOf';

export const API_PREFIX = '/api/v1';
export const SESSION_EXPIRED_MESSAGE = 'Ошибка авторизации. Сессия устарела, перезайдите в приложение.';
export const UNKNOWN_ERROR_MESSAGE = 'Неизвестная ошибка';
const TIMEOUT_MESSAGE = 'Сервер не ответил вовремя. Попробуйте ещё раз.';
const NETWORK_MESSAGE = 'Нет связи с сервером. Проверьте подключение.';
export const DEFAULT_TIMEOUT_MS = 30_000;

/** A failed call (spec part 1, section 8): a status and a message that can be shown as is. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
    /** 'network' and 'timeout' never reached the server's answer. */
    readonly kind: 'http' | 'network' | 'timeout' = 'http',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Send the session's bearer token and refresh it on 401 (default true). */
  auth?: boolean;
  timeoutMs?: number;
}

function toApiError(status: number, body: unknown): ApiError {
  const b = isRecord(body) ? body : {};
  const bodyStatus = typeof b.statusCode === 'number' ? b.statusCode : 0;
  const message = typeof b.message === 'string' && b.message ? b.message : UNKNOWN_ERROR_MESSAGE;
  const details = isRecord(b.details) ? b.details : undefined;
  return new ApiError(status || bodyStatus || 403, message, details);
}

async function send(path: string, body: unknown, options: CallOptions, bearer?: string): Promise<unknown> {
  const method = options.method ?? 'POST';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const headers: Record<string, string> = { Accept: 'application/json', ...asOfHeaders(path) };
  if (method !== 'GET') headers['Content-Type'] = 'application/json';
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(API_PREFIX + path, {
      method,
      headers,
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      signal: controller.signal,
    });
    text = await response.text();
  } catch (err) {
    if (controller.signal.aborted) throw new ApiError(403, TIMEOUT_MESSAGE, undefined, 'timeout');
    throw new ApiError(
      403,
      err instanceof Error && err.message ? NETWORK_MESSAGE : UNKNOWN_ERROR_MESSAGE,
      undefined,
      'network',
    );
  } finally {
    clearTimeout(timer);
  }
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (!response.ok) throw toApiError(response.status, parsed);
  return parsed;
}

/** The tokens of a signed-in session. */
export interface SessionTokens {
  token: string;
  refreshToken: string;
}

/**
 * What the wrapper needs of the session. The session state (shell/state/session.ts) plugs itself in
 * with connectSession, so this module never imports the state and the dependency runs one way.
 */
export interface SessionPort {
  /** The current session, or null when signed out. */
  current(): SessionTokens | null;
  /**
   * Refresh tokens work once (the server rotates them): a newer session another tab of the console
   * saved, taken instead of refreshing with this tab's spent token (which would end the sign-in).
   */
  newerFromAnotherTab?(): SessionTokens | null;
  /** A refresh answered: keep the new session and return it. */
  renewed(response: TokenResponse): SessionTokens;
  /** The session is over: forget it and keep `message` for the login page. */
  expired(message: string): void;
}

let session: SessionPort = { current: () => null, renewed: (r) => r, expired: () => undefined };

export function connectSession(port: SessionPort): void {
  session = port;
}

/** The session ran out and could not be refreshed: forget it and send the user to /login. */
export function expireSession(message: string = SESSION_EXPIRED_MESSAGE): void {
  session.expired(message);
  if (window.location.pathname !== '/login') navigate('/login', { replace: true });
}

let refreshing: Promise<SessionTokens | null> | null = null;

async function doRefresh(): Promise<SessionTokens | null> {
  const current = session.current();
  if (!current) return null;
  const newer = session.newerFromAnotherTab?.();
  if (newer) return newer;
  try {
    // The refresh call answers a TokenResponse.
    const response = (await send('/refresh', {}, { method: 'POST' }, current.refreshToken)) as TokenResponse;
    return session.renewed(response);
  } catch (err) {
    // Without an answer we cannot tell whether the session is over; keep it and report the failure.
    if (err instanceof ApiError && err.kind !== 'http') throw err;
    expireSession();
    return null;
  }
}

/**
 * Exchanges the refresh token for a new session; concurrent callers share one request. A caller whose
 * token was already replaced gets the current session without another round trip.
 */
export function refreshSession(failedToken?: string): Promise<SessionTokens | null> {
  const current = session.current();
  if (current && failedToken && current.token !== failedToken) return Promise.resolve(current);
  refreshing ??= doRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** JSON call to /api/v1{path}. A 401 on an authorised call refreshes the session and retries once. */
export async function apiCall<T>(path: string, body?: unknown, options: CallOptions = {}): Promise<T> {
  const signedIn = options.auth === false ? null : session.current();
  try {
    // The JSON the caller asked this path for: the API contract types it, not the wire.
    return (await send(path, body, options, signedIn?.token)) as T;
  } catch (err) {
    if (!signedIn || !(err instanceof ApiError) || err.status !== 401) throw err;
  }
  const refreshed = await refreshSession(signedIn.token);
  if (!refreshed) throw new ApiError(401, SESSION_EXPIRED_MESSAGE);
  // The JSON the caller asked this path for: the API contract types it, not the wire.
  return (await send(path, body, options, refreshed.token)) as T;
}

/**
 * A fetch with the session's token: a 401 refreshes the session and retries once (as apiCall
 * does); a refusal comes as ApiError with the server's Russian message.
 */
async function withSession(fetchOnce: (token: string | undefined) => Promise<Response>): Promise<Response> {
  const signedIn = session.current();
  let response = await fetchOnce(signedIn?.token);
  if (response.status === 401 && signedIn) {
    const refreshed = await refreshSession(signedIn.token);
    if (!refreshed) throw new ApiError(401, SESSION_EXPIRED_MESSAGE);
    response = await fetchOnce(refreshed.token);
  }
  if (!response.ok) {
    const parsed: unknown = await response.json().catch(() => undefined);
    throw toApiError(response.status, parsed);
  }
  return response;
}

/**
 * A file from /api/v1{path} (a CSV export, a scan) as a Blob, with the session's token (refreshed
 * once on 401 like apiCall). Errors come as ApiError with the server's Russian message.
 */
export async function apiDownload(path: string, body?: unknown, options: CallOptions = {}): Promise<Blob> {
  const method = options.method ?? 'POST';
  const fetchOnce = async (token: string | undefined) => {
    const headers: Record<string, string> = {};
    if (method !== 'GET') headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    return fetch(API_PREFIX + path, {
      method,
      headers,
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
  };
  return (await withSession(fetchOnce)).blob();
}

/**
 * A GET of /api/v1{path} answered as it streams (a big export read with progress), with the
 * session's token (refreshed once on 401 like apiCall). `signal` aborts it, the body included.
 * A refusal comes as ApiError with the server's Russian message.
 */
export async function apiStream(path: string, signal: AbortSignal): Promise<Response> {
  const fetchOnce = (token: string | undefined) =>
    fetch(API_PREFIX + path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  return withSession(fetchOnce);
}

/** Saves a Blob under `name` through a temporary link (what a download button does). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Sends a file's bytes to /api/v1{path} as application/octet-stream, reporting the upload's
 * progress (0…1) as it goes (XMLHttpRequest: fetch cannot report an upload's progress). The
 * session's token is sent and refreshed once on 401, like apiCall.
 */
export async function apiUpload<T>(
  path: string,
  file: Blob,
  onProgress: (fraction: number) => void,
  options: Pick<CallOptions, 'timeoutMs'> = {},
): Promise<T> {
  const sendOnce = (token: string | undefined) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', API_PREFIX + path);
      xhr.timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS * 4;
      xhr.setRequestHeader('Content-Type', 'application/octet-stream');
      xhr.setRequestHeader('Accept', 'application/json');
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        let body: unknown;
        try {
          body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
        } catch {
          body = undefined;
        }
        resolve({ status: xhr.status, body });
      };
      xhr.onerror = () => reject(new ApiError(403, NETWORK_MESSAGE, undefined, 'network'));
      xhr.ontimeout = () => reject(new ApiError(403, TIMEOUT_MESSAGE, undefined, 'timeout'));
      xhr.send(file);
    });
  const signedIn = session.current();
  let answer = await sendOnce(signedIn?.token);
  if (answer.status === 401 && signedIn) {
    const refreshed = await refreshSession(signedIn.token);
    if (!refreshed) throw new ApiError(401, SESSION_EXPIRED_MESSAGE);
    answer = await sendOnce(refreshed.token);
  }
  if (answer.status < 200 || answer.status >= 300) throw toApiError(answer.status, answer.body);
  onProgress(1);
  // The JSON the caller asked this path for: the API contract types it, not the wire.
  return answer.body as T;
}
