/**
 * Semi-spaces of V8's young generation for `npm run rebuild -- all`, MiB (Node's default is 16).
 * Folding a page into two dozen read models makes mostly objects that die within the page: with
 * room for a few pages, far fewer survive a scavenge to be copied (issue 25: about 10% less time at
 * 100,000 questionnaires, about 150 MB more at the peak). A rebuild of one read model keeps the
 * default: it allocates far less, and its peak is bounded (bench section 3).
 */
export const REBUILD_ALL_SEMI_SPACE_MB = 64;
const SEMI_SPACE_FLAG = '--max-semi-space-size';

/**
 * The Node arguments to run this rebuild again with that young generation (a running V8 heap keeps
 * its size), or null when it runs as it is: a rebuild of one read model, or already the child.
 */
export function rerunArgs(argv: readonly string[], execArgv: readonly string[]): string[] | null {
  if (argv[2] !== 'all' || execArgv.some((arg) => arg.startsWith(SEMI_SPACE_FLAG))) return null;
  return [...execArgv, `${SEMI_SPACE_FLAG}=${REBUILD_ALL_SEMI_SPACE_MB}`, ...argv.slice(1)];
}
