import type { Context } from 'koa';
import { log } from './logger';

/**
 * What a log line may say about a request: the route's pattern ('/api/v1/audit/:kind/:id'), never
 * the path itself, whose parameters may be personal data (a phone in /audit/phone/{phone}, an
 * e-mail inside the confirmation token of /questionnaire/emailconfirm/{token}).
 */
export function loggedRoute(ctx: Context): string {
  // @koa/router records the matched pattern on the context; it is not in Koa's Context type.
  const route: unknown = Reflect.get(ctx, '_matchedRoute');
  return typeof route === 'string' ? route : '(no route)';
}

const EMAIL = /[^\s@"'<>()[\]{},;:]+@[^\s@"'<>()[\]{},;:]+\.[^\s@"'<>()[\]{},;:]+/g;
/** Phones, passport, INN and SNILS numbers: 9 or more digits, possibly split by spaces, dashes, brackets. */
const NUMBER = /\+?\d(?:[\s()-]*\d){8,}/g;
/** Dates as candidates type them (birth dates). */
const DATE = /\b\d{2}\.\d{2}\.\d{4}\b/g;
/** JWTs (their payload is readable: a phone token names the phone, an e-mail link the address). */
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g;

/**
 * Masks what may be personal data in a text bound for the log: e-mail addresses, long numbers,
 * dd.mm.yyyy dates and tokens. Error messages may quote values (a database's duplicate key, an
 * event stream name 'phone-7999…'), so unknown errors are logged through this.
 */
export function scrubPersonal(text: string): string {
  return text
    .replace(JWT, '[token]')
    .replace(EMAIL, '[e-mail]')
    .replace(NUMBER, '[number]')
    .replace(DATE, '[date]');
}

/** An unknown error as one log line: its name, message and stack, scrubbed. */
export function describeForLog(err: unknown): string {
  if (err instanceof Error) return scrubPersonal(err.stack ?? `${err.name}: ${err.message}`);
  return scrubPersonal(String(err));
}

/** The log line of a request that failed with an unknown error: request id, method, route pattern, the error scrubbed. */
export function logUnknownError(ctx: Context, err: unknown): void {
  log.error(`${ctx.method} ${loggedRoute(ctx)} failed: ${describeForLog(err)}`, {
    requestId: String(ctx.state.requestId ?? '-'),
    method: ctx.method,
    route: loggedRoute(ctx),
  });
}
