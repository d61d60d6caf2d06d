/**
 * Group commit for the embedded event store. The appends asked for in one turn of the event loop
 * are written by ONE commit (one fsync), each in its own savepoint so a refused append rolls back
 * alone. Every caller therefore yields to the event loop once per append: a flood of appends from
 * promise chains (the outbox, a reactor, a bench's lanes) no longer starves HTTP and sockets, and
 * the flood costs one durable commit per turn instead of one per append. Nothing resolves before
 * its commit is on the disk.
 *
 * A lone append pays no wait: when the store has been idle (no commit queued and none for
 * `idleMs`), the append commits at once, as it did before groups. The next append in the same
 * burst then finds a commit moments ago and waits for the turn's group, so a flood still yields.
 */
export type Outcome<R> = { ok: R } | { err: unknown };

export interface GroupCommit<T, R> {
  submit(item: T): Promise<R>;
  /** Commits whatever is queued now (before the database closes). */
  drain(): void;
}

/** Taken at load: tests that fake timers must not hold appends back. */
const defer: (run: () => void) => void = globalThis.setImmediate;

export function groupCommit<T, R>(
  /** Writes the items in one transaction; a throw fails them all (nothing was committed). */
  commit: (items: readonly T[]) => Outcome<R>[],
  /** Runs once after each successful commit, before any caller resumes, with the items it wrote. */
  committed: (written: readonly T[]) => void,
  /** At most this many items share one commit; the rest go in the next turn. */
  limit: number,
  /** An append after this long without a commit commits at once; 0 groups every append. */
  idleMs = 0,
): GroupCommit<T, R> {
  interface Pending {
    item: T;
    resolve(result: R): void;
    reject(err: unknown): void;
  }
  let queue: Pending[] = [];
  let scheduled = false;
  let lastCommit = -Infinity;

  function flush(): void {
    scheduled = false;
    if (queue.length === 0) return;
    const taken = queue.length > limit ? queue.splice(0, limit) : queue;
    if (taken === queue) queue = [];
    else schedule();
    commitNow(taken);
  }
  function commitNow(taken: readonly Pending[]): void {
    let outcomes: Outcome<R>[];
    try {
      outcomes = commit(taken.map((pending) => pending.item));
    } catch (err) {
      lastCommit = performance.now();
      for (const pending of taken) pending.reject(err);
      return;
    }
    lastCommit = performance.now();
    committed(taken.flatMap((pending, i) => ('ok' in outcomes[i]! ? [pending.item] : [])));
    outcomes.forEach((outcome, i) => {
      const pending = taken[i]!;
      if ('ok' in outcome) pending.resolve(outcome.ok);
      else pending.reject(outcome.err);
    });
  }
  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    defer(flush);
  }

  return {
    submit(item) {
      return new Promise<R>((resolve, reject) => {
        const pending = { item, resolve, reject };
        const idle = idleMs > 0 && !scheduled && performance.now() - lastCommit >= idleMs;
        if (idle) return commitNow([pending]);
        queue.push(pending);
        schedule();
      });
    },
    drain() {
      while (queue.length > 0) flush();
    },
  };
}
