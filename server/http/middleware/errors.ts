import type { Context, Next } from 'koa';
import { AppError, statusOf } from '../../core/errors';
import { logUnknownError } from '../../core/log-safe';

/**
 * The one place that writes error responses: `{ statusCode, message, details? }`. Typed errors keep
 * their status and Russian message; body-parser failures get a clear Russian text; anything else is
 * logged (route pattern, message and stack scrubbed of personal data, never the request body or
 * path) and answered with a plain 500.
 */
export async function errorMiddleware(ctx: Context, next: Next): Promise<void> {
  try {
    await next();
    if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
      respond(ctx, 404, 'Метод API не найден');
    }
  } catch (err) {
    if (err instanceof AppError) return respond(ctx, err.status, err.message, err.details);
    const status = statusOf(err);
    if (status === 413) return respond(ctx, 413, 'Тело запроса слишком большое');
    if (status === 415) return respond(ctx, 415, 'Тело запроса должно быть в формате JSON');
    if (status === 400 || isParseFailure(err)) {
      return respond(ctx, 400, 'Некорректный JSON в теле запроса');
    }
    if (status && status >= 400 && status < 500) return respond(ctx, status, 'Некорректный запрос');
    logUnknownError(ctx, err);
    respond(ctx, 500, 'Внутренняя ошибка сервера. Попробуйте позже.');
  }
}

function respond(ctx: Context, status: number, message: string, details?: Record<string, unknown>): void {
  ctx.status = status;
  ctx.body = details ? { statusCode: status, message, details } : { statusCode: status, message };
  const retryAfter = details?.retryAfterSeconds;
  if (status === 429 && typeof retryAfter === 'number') ctx.set('Retry-After', String(retryAfter));
}

/** body-parser's error for text that is not JSON. */
function isParseFailure(err: unknown): boolean {
  return typeof err === 'object' && err !== null && 'type' in err && err.type === 'entity.parse.failed';
}
