import { stringField } from '#events/core/json';
import type { PublicVacancy } from '#events/vacancies/views';

/** The public site's calls: plain GETs without a session (spec part 1, section 7). */
const TIMEOUT_MS = 30_000;
export const UNKNOWN_ERROR = 'Неизвестная ошибка. Попробуйте позже.';
const NETWORK_ERROR = 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.';
const TIMEOUT_ERROR = 'Сервер не ответил вовремя. Попробуйте ещё раз.';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  // One controller for both the caller's abort and the timeout (AbortSignal.any is too new for some phones).
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);
  let res: Response;
  let body: unknown;
  try {
    res = await fetch(`/api/v1${path}`, {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    body = await res.json().catch(() => null);
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, controller.signal.aborted ? TIMEOUT_ERROR : NETWORK_ERROR);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
  if (!res.ok) {
    const message = stringField(body, 'message') || UNKNOWN_ERROR;
    throw new ApiError(res.status, message);
  }
  // The JSON the caller asked this path for: the API contract types it, not the wire.
  return body as T;
}

export interface FeedWhere {
  dependenceId?: string;
  IStoreId?: string;
  position?: string;
}

export interface FeedPage {
  list: PublicVacancy[];
  total: number;
}

export interface CityOption {
  cityId: string;
  name: string;
}

export interface StoreOption {
  IStoreId: string;
  name: string;
  mall: string | null;
  cityId: string;
  label: string;
}

export interface PositionOption {
  id: string;
  title: string;
}

export function fetchFeed(where: FeedWhere, offset: number, limit: number, signal?: AbortSignal) {
  const query = new URLSearchParams({
    listType: 'feed',
    offset: String(offset),
    limit: String(limit),
    where: JSON.stringify(where),
  });
  return getJson<FeedPage>(`/vacancies?${query}`, signal);
}

export const fetchVacancy = (id: string, signal?: AbortSignal) =>
  getJson<PublicVacancy>(`/vacancies/${encodeURIComponent(id)}`, signal);
export const fetchFeedPositions = () => getJson<PositionOption[]>('/read/positions?listType=feed');
export const fetchCities = () => getJson<CityOption[]>('/cloud/eshop/cities');
export const fetchStores = (cityId: string) =>
  getJson<StoreOption[]>(`/cloud/eshop/stores?cityId=${encodeURIComponent(cityId)}`);
