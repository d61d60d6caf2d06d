import type { Context } from 'koa';
import type { Struct } from 'superstruct';
import { jsonObjectParamMessage } from '#events/core/messages';
import { ValidationError } from '../core/errors';
import { parseInput } from './validate';

/**
 * The list query of the console and the public feed: `offset` and `limit` as numbers, `where` as the
 * JSON object the front end sends, plus the route's own single-valued parameters (`extra`), validated
 * by the route's schema (400 naming the field in Russian: 'смещение', 'размер страницы', 'фильтр').
 */
export function parseListQuery<T>(
  ctx: Pick<Context, 'query'>,
  schema: Struct<T, unknown>,
  extra: readonly string[] = [],
): T {
  return parseInput(schema, listQueryOf(ctx, extra));
}

/** The raw values before validation. */
function listQueryOf(ctx: Pick<Context, 'query'>, extra: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of ['offset', 'limit', 'where', ...extra]) {
    // A repeated parameter is an array and fails validation as a non-number / non-object.
    if (ctx.query[name] !== undefined) out[name] = ctx.query[name];
  }
  for (const name of ['offset', 'limit']) {
    const value = out[name];
    if (typeof value === 'string' && value.trim() !== '') out[name] = Number(value);
  }
  if (typeof out.where === 'string') out.where = parseWhere(out.where);
  return out;
}

/** An empty filter is no filter; anything but a JSON object is a 400 naming 'фильтр'. */
function parseWhere(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    const where: unknown = JSON.parse(text);
    if (where && typeof where === 'object' && !Array.isArray(where)) return where;
  } catch {
    // reported below
  }
  throw new ValidationError(jsonObjectParamMessage('where'), 'where');
}
