import { isReadPost } from '../../http/middleware/read-only';

/**
 * Whether a request only reads: a GET or HEAD, or one of the POSTs the features declare as reads
 * (`readOnlyPosts`: the spec loads the card, its checks, the light questionnaire, lists and
 * dictionaries by POST), so a snapshot of a record screen loads through them too. Every other POST,
 * PUT or DELETE with the as-of headers is refused before it reaches a route, and the as-of stores
 * refuse any write besides.
 */
export function isRead(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD') return true;
  return method === 'POST' && isReadPost(path);
}
