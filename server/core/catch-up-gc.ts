/**
 * A server that projects a backlog at its start (a restart after a long stop, an import) allocates
 * fast while keeping little: V8 grows its heap to several times what stays live (400 MB for 50 MB
 * live after 1.6 million events) and gives it back only when the process is next idle, which a
 * console with open sockets rarely is. One full collection when the runner reaches the head it saw
 * at the start returns that memory at once; it costs one pause of tens of milliseconds, once.
 *
 * It needs `global.gc`, which `npm start` provides with --expose-gc; without it, nothing happens.
 */
export interface CatchUpRunner {
  readonly position: number;
  waitFor(position: number, timeoutMs?: number): Promise<void>;
}

/** Above this many events behind at the start, a catch-up is worth a collection. */
const BACKLOG = 50_000;
const DAY_MS = 24 * 3600_000;

export async function collectAfterCatchUp(
  runner: CatchUpRunner,
  head: () => Promise<number>,
  gc: (() => void) | undefined = globalThis.gc,
): Promise<boolean> {
  if (!gc) return false;
  const target = await head();
  if (target - runner.position < BACKLOG) return false;
  await runner.waitFor(target, DAY_MS);
  if (runner.position < target) return false; // stopped before it got there
  gc();
  return true;
}
