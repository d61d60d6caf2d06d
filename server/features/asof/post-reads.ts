/**
 * The API's reads that the spec shapes as POST (part 1 and part 2 keep the legacy paths): a record
 * screen loads through them, so a snapshot of it must too. Every other POST, PUT or DELETE with the
 * as-of headers is refused before it reaches a route, and the as-of stores refuse any write besides.
 */
const POST_READS: readonly RegExp[] = [
  /^\/api\/v1\/get-questionnaire(\/[^/]+)?$/,
  /^\/api\/v1\/get-questionnaire-light(-list)?$/,
  /^\/api\/v1\/get-store-questionnaires?-light$/,
  /^\/api\/v1\/questionnaires\/new-count$/,
  /^\/api\/v1\/list-(positions|roles)$/,
  /^\/api\/v1\/candidateChecks\/[^/]+$/,
  /^\/api\/v1\/dictionaries\/[^/]+(\/all)?$/,
  /^\/api\/v1\/dictionaries\/salaryProjects\/[^/]+\/banks$/,
];

/** Whether a request only reads: a GET or HEAD, or one of the spec's POST-shaped reads. */
export function isRead(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD') return true;
  return method === 'POST' && POST_READS.some((read) => read.test(path));
}
