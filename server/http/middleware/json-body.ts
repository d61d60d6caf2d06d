import bourne from '@hapi/bourne';
import type { Context, Middleware, Next } from 'koa';
import getRawBody from 'raw-body';
import { AppError, ValidationError } from '../../core/errors';
import { FILE_LIMITS, FILE_MESSAGES } from '#events/questionnaire/files';
import { SIGNING_LIMITS, SIGNING_MESSAGES } from '#events/signing/events';

/** Largest API body, as before (koa-body's jsonLimit). */
export const JSON_LIMIT_BYTES = 100 * 1024;
/**
 * On-screen signatures carry a PNG of up to 1 MB as a data URL (base64: 4/3 larger) and its strokes:
 * their routes read up to this, so an image over 1 MB is the signature rule's 400, not a bare 413.
 */
export const SIGNATURE_JSON_LIMIT_BYTES = 3 * 1024 * 1024;
const SIGNATURE_PATHS = /^\/api\/v1\/dkmo\/sign$/;

/** Deepest nesting of objects and arrays an API body may have; real inputs stay under 6. */
export const MAX_JSON_DEPTH = 32;

/** The methods whose API bodies are read, as koa-body's defaults. */
const PARSED_METHODS = new Set(['POST', 'PUT', 'PATCH']);

export class UnsupportedBodyError extends AppError {
  constructor() {
    super(415, 'Тело запроса должно быть в формате JSON (Content-Type: application/json)');
  }
}

/**
 * API bodies are JSON only: a form-encoded or text body is 415, so a cross-site HTML form (which
 * cannot send application/json without a CORS preflight) can neither log in nor send SMS. The text
 * is read with a size limit and its nesting depth counted before it is parsed, so a 20,000-level
 * body is a quick 400 instead of a huge structure that stalls validation. Other paths (the sandbox
 * job boards' OAuth form posts) keep `otherwise`, koa-body.
 */
export function apiJsonBody(otherwise: Middleware): Middleware {
  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith('/api/')) {
      await otherwise(ctx, next);
      return;
    }
    if (!PARSED_METHODS.has(ctx.method) || !hasBody(ctx)) {
      await next();
      return;
    }
    const blob = BLOB_PATHS.find((b) => b.path.test(ctx.path));
    if (blob && ctx.is('application/octet-stream')) return readBlob(ctx, next, blob);
    if (!ctx.is('json')) throw new UnsupportedBodyError();
    if ((ctx.get('content-encoding') || 'identity') !== 'identity') throw new UnsupportedBodyError();
    const text = await getRawBody(ctx.req, {
      limit:
        SIGNATURE_PATHS.test(ctx.path) || LARGE_JSON_PATHS.test(ctx.path)
          ? SIGNATURE_JSON_LIMIT_BYTES
          : JSON_LIMIT_BYTES,
      length: ctx.get('content-length') || undefined,
      encoding: 'utf8',
    }); // a larger body is an error with status 413, answered by the error middleware
    ctx.request.body = parseApiJson(text);
    await next();
  };
}

/**
 * File uploads (a scan) come as the bytes themselves ('blob', spec part 2, section 7), which needs a
 * CORS preflight cross-site just as JSON does; they are read up to the scans' limit into
 * `ctx.state.blob`, and their type is judged later from the bytes.
 */
interface BlobPath {
  path: RegExp;
  limit: number;
  tooLarge: () => AppError;
}
const BLOB_PATHS: BlobPath[] = [
  {
    path: /^\/api\/v1\/questionnaire\/(\d+|own)\/files$/,
    limit: FILE_LIMITS.maxBytes,
    tooLarge: () => new AppError(413, FILE_MESSAGES.tooLarge),
  },
  // A PDF to verify (issue 27, item 4): up to 20 MB, a larger one is bad input (400).
  {
    path: /^\/api\/v1\/documents\/verify$/,
    limit: SIGNING_LIMITS.verifyUploadBytes,
    tooLarge: () => new ValidationError(SIGNING_MESSAGES.pdfTooLarge, 'file'),
  },
];

/** The signing's body carries two signature images (each up to 1 MB of PNG, base64 in JSON). */
const LARGE_JSON_PATHS = /^\/api\/v1\/documents\/signing\/\d+$/;

async function readBlob(ctx: Context, next: Next, blob: BlobPath): Promise<void> {
  if ((ctx.get('content-encoding') || 'identity') !== 'identity') throw new UnsupportedBodyError();
  try {
    ctx.state.blob = await getRawBody(ctx.req, {
      limit: blob.limit,
      length: ctx.get('content-length') || undefined,
    });
  } catch (err) {
    if (err instanceof Error && 'status' in err && err.status === 413) throw blob.tooLarge();
    throw err;
  }
  await next();
}

/** True when the request says it carries a body (the rule of type-is's hasBody). */
function hasBody(ctx: Context): boolean {
  return (
    ctx.get('transfer-encoding') !== '' ||
    (ctx.get('content-length') !== '' && ctx.get('content-length') !== '0')
  );
}

/**
 * An API body: an object or an array (as koa-body's strict mode), at most MAX_JSON_DEPTH deep, no
 * `__proto__` keys (prototype poisoning, as co-body refused them). An empty body is `{}`.
 */
export function parseApiJson(text: string): Context['request']['body'] {
  if (text.trim() === '') return {};
  // Strict as koa-body was: an object or an array (whitespace JSON does not allow is refused by the parse).
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') throw new ValidationError('Некорректный JSON в теле запроса');
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new ValidationError(
      `Слишком глубокая вложенность JSON в теле запроса (не больше ${MAX_JSON_DEPTH} уровней)`,
    );
  }
  try {
    // bourne.parse answers `any`: the value is JSON by construction (checked depth, no __proto__).
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return
    return bourne.parse(text, { protoAction: 'error' });
  } catch {
    throw new ValidationError('Некорректный JSON в теле запроса');
  }
}

/**
 * The deepest nesting of `[` and `{` in a JSON text, brackets inside strings not counted; one pass,
 * no structure built. Malformed text gets some number: JSON.parse refuses it afterwards anyway.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}
