import type { Context, Middleware, Next } from 'koa';
import { AUDITOR_READ_ONLY_MESSAGE, isAuditor } from '#events/core/roles';
import { scopeOfRequest } from '../guard';
import { ForbiddenError } from '../../core/errors';
import { readOnlyPosts } from '../../core/registry';
import type { Services } from '../../core/services';

/** Every API path starts so; the features' routers carry it as their prefix. */
const API_PREFIX = '/api/v1';

/** Methods that never change anything: the auditor may call every such route their areas allow. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Signing in and out and refreshing the token change only the auditor's own session. */
const SESSION_POSTS = ['/login', '/logout', '/refresh'];

/**
 * The auditor changes nothing (issue 28, item 5). Every API call by an auditor that is not a read
 * is refused here, in one place before any route runs, with 403 and nothing written: any method but
 * GET, except the session's calls and the POSTs that only read (lists and searches sent by POST),
 * which the features declare (`readOnlyPosts` in their feature.ts). A missing or invalid token is
 * left to the route (401), as for everyone else.
 */
export function auditorReadOnly(s: Services): Middleware {
  const refused = (ctx: Context): boolean => {
    if (READ_METHODS.has(ctx.method) || !ctx.path.startsWith(`${API_PREFIX}/`)) return false;
    if (!isAuditor(scopeOfRequest(ctx, s))) return false;
    const path = ctx.path.slice(API_PREFIX.length);
    return !(ctx.method === 'POST' && (SESSION_POSTS.includes(path) || isReadPost(ctx.path)));
  };
  return async (ctx: Context, next: Next) => {
    if (refused(ctx)) throw new ForbiddenError(AUDITOR_READ_ONLY_MESSAGE);
    await next();
  };
}

let readPosts: RegExp[] | undefined;

/**
 * One of the POSTs that only read (lists, searches, card loads the spec shapes as POST), which the
 * features declare (`readOnlyPosts`). The auditor may call them, and a record's past state (time
 * travel, server/features/asof) is read through them.
 */
export function isReadPost(fullPath: string): boolean {
  if (!fullPath.startsWith(`${API_PREFIX}/`)) return false;
  readPosts ??= readOnlyPosts().map(pathPattern);
  const path = fullPath.slice(API_PREFIX.length);
  return readPosts.some((read) => read.test(path));
}

/** A router path ('/get-questionnaire/:id') as a whole-path pattern, each `:param` one segment. */
export function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}
