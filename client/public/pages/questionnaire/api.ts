import { fieldOf, isRecord, stringField } from '#events/core/json';
/** The light backend: JSON over POST, 120 s timeout (spec part 1, sections 7 and 9). */
const TIMEOUT_MS = 120_000;
export const UNKNOWN_ERROR = 'Неизвестная ошибка. Попробуйте позже.';

export interface ApiFailure {
  status: number;
  message: string;
  field?: string;
  body: Record<string, unknown> | null;
}

export class ApiError extends Error implements ApiFailure {
  constructor(
    readonly status: number,
    message: string,
    readonly field: string | undefined,
    readonly body: Record<string, unknown> | null,
  ) {
    super(message);
  }
}

export async function callApi<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(
      0,
      'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.',
      undefined,
      null,
    );
  }
  const parsed: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const body = isRecord(parsed) ? parsed : null;
    const field = stringField(fieldOf(parsed, 'details'), 'field');
    const message = stringField(parsed, 'message') ?? UNKNOWN_ERROR;
    throw new ApiError(Number(body?.statusCode ?? res.status), message, field, body);
  }
  // The JSON the caller asked this path for: the API contract types it, not the wire.
  return parsed as T;
}

export const post = <T>(path: string, body: unknown) => callApi<T>('POST', path, body);
