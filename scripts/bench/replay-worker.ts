/**
 * Child process of the bench: catch-up read or projection rebuild over an existing event file, in a
 * fresh process so that its memory figures are its own (the CLI `npm run rebuild` runs like this).
 * Usage: replay-worker.ts read <events.sqlite> | rebuild <events.sqlite> <read.sqlite>
 * Prints one line `BENCH_RESULT <json>` on stdout.
 */
import '#events/index';
import Database from 'better-sqlite3';
import { positionsProjection } from '#projections/positions/projection';
import { rebuildProjection } from '#projections/core/rebuild';
import type { EventStore } from '#server/eventstore/port';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import type { ReadStore } from '#projections/core/read-store';
import { projections } from '#server/core/registry';
import { indexesOf, plainCollectionsOf, REBUILD_READ_STORE } from '#server/readstore/index';
import { openSqliteReadStore } from '#server/readstore/sqlite';
import { benchReadKey } from './read-key';
import { InlineRssSampler, procStatusBytes } from './stats';

export const PAGE = 5000;

export interface ReadWorkerResult {
  mode: 'read';
  events: number;
  seconds: number;
  eventsPerSecond: number;
  /** CPU time (user + system) of this process during the paged read. */
  cpuSeconds: number;
  /** The same paged SQL without building envelopes (no JSON.parse). */
  rawSqlSeconds: number;
  /** JSON.parse of data + meta of every row, measured alone. */
  parseSeconds: number;
  peakRssInline: number;
  vmHwm: number;
}

export interface RebuildWorkerResult {
  mode: 'rebuild';
  events: number;
  documents: number;
  seconds: number;
  eventsPerSecond: number;
  /** CPU time (user + system) of this process during rebuildProjection. */
  cpuSeconds: number;
  /**
   * Seconds spent inside each port call made by the rebuild (wall time): `pages` is the wait for
   * each page of readAllPages (read-ahead hand-over + JSON.parse; readAll when there is no
   * read-ahead), `commit` covers commit and commitRebuild, `other` the reset or the
   * beginning of a rebuild aside, its swap (indexes created) and the final count.
   */
  sections: { pages: number; getMany: number; commit: number; other: number };
  /** The rest: keysOf/apply of the projection and the rebuild's working set. */
  projectSeconds: number;
  commits: number;
  changesCommitted: number;
  rssBefore: number;
  peakRssInline: number;
  vmHwm: number;
}

function cpuSecondsSince(before: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1e6;
}

async function readMode(eventsFile: string): Promise<ReadWorkerResult> {
  const rss = new InlineRssSampler();
  const store = openSqliteEventStore(eventsFile);
  const head = await store.headPosition();
  let events = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let from = 0; from < head;) {
    const page = await store.readAll({ fromPosition: from, limit: PAGE });
    const last = page.at(-1);
    if (!last) break;
    events += page.length;
    from = last.position;
    rss.sample();
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = cpuSecondsSince(cpuBefore);
  await store.close();

  // The same query the adapter runs, once without and once with only the JSON.parse of each row.
  const db = new Database(eventsFile, { readonly: true });
  const query = db.prepare<[number, number], { position: number; data: string; meta: string }>(
    'SELECT position, id, stream_id, revision, type, data, meta, occurred_at FROM events WHERE position > ? ORDER BY position LIMIT ?',
  );
  let rawSqlSeconds = 0;
  let parseSeconds = 0;
  for (let from = 0; from < head;) {
    const t0 = performance.now();
    const rows = query.all(from, PAGE);
    const t1 = performance.now();
    for (const row of rows) {
      JSON.parse(row.data);
      JSON.parse(row.meta);
    }
    parseSeconds += (performance.now() - t1) / 1000;
    rawSqlSeconds += (t1 - t0) / 1000;
    const last = rows.at(-1);
    if (!last) break;
    from = last.position;
  }
  db.close();
  rss.sample(true);
  return {
    mode: 'read',
    events,
    seconds,
    eventsPerSecond: events / seconds,
    cpuSeconds,
    rawSqlSeconds,
    parseSeconds,
    peakRssInline: rss.peak,
    vmHwm: procStatusBytes('self', 'VmHWM'),
  };
}

/** Wraps an object so that every call of the named async methods adds its wall time to `into`. */
function timed<T extends object>(
  target: T,
  methods: string[],
  into: Record<string, number>,
  onCall?: () => void,
): T {
  return new Proxy(target, {
    get(obj, key, receiver) {
      const value = Reflect.get(obj, key, receiver) as unknown;
      if (typeof key !== 'string' || !methods.includes(key) || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const t0 = performance.now();
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(obj, args);
        } finally {
          into[key] = (into[key] ?? 0) + (performance.now() - t0) / 1000;
          onCall?.();
        }
      };
    },
  });
}

/**
 * The store with readAllPages timed: the wait for each page (the read-ahead's hand-over and the
 * JSON.parse of it) is added to `into.pages`. readAll, the fallback without read-ahead, is timed
 * by `timed` instead, so nothing is counted twice.
 */
function timedPages(store: EventStore, into: Record<string, number>, onPage: () => void): EventStore {
  const readAllPages = store.readAllPages?.bind(store);
  if (!readAllPages) return store;
  return {
    ...store,
    readAll: store.readAll.bind(store),
    readAllPages: (options) => {
      const pages = readAllPages(options)[Symbol.asyncIterator]();
      return (async function* () {
        for (;;) {
          const t0 = performance.now();
          const next = await pages.next();
          into.pages = (into.pages ?? 0) + (performance.now() - t0) / 1000;
          onPage();
          if (next.done) return;
          yield next.value;
        }
      })();
    },
  };
}

/**
 * The read store as the rebuild sees it, every port call timed into `spent` and every commit
 * counted. A rebuild built aside works on the store `beginRebuild` returns (the staging view), not
 * on this one: that store is instrumented the same way, and its `finish` (the swap) is timed too.
 */
function instrumented(
  store: ReadStore,
  spent: Record<string, number>,
  counts: { commits: number; changes: number },
  onCall: () => void,
): ReadStore {
  const counting = (write: ReadStore['commit']): ReadStore['commit'] => {
    return (name, changes, position) => {
      counts.commits++;
      counts.changes += changes.length;
      return write(name, changes, position);
    };
  };
  const beginRebuild = store.beginRebuild?.bind(store);
  const wrapped: ReadStore = {
    ...store,
    commit: counting(store.commit),
    commitRebuild: store.commitRebuild && counting(store.commitRebuild),
    beginRebuild:
      beginRebuild &&
      (async (name, collections) => {
        const aside = await beginRebuild(name, collections);
        const finish = timed(aside, ['finish'], spent, onCall);
        return {
          store: instrumented(aside.store, spent, counts, onCall),
          finish: () => finish.finish(),
        };
      }),
  };
  return timed<ReadStore>(
    wrapped,
    ['getMany', 'commit', 'commitRebuild', 'reset', 'count', 'beginRebuild'],
    spent,
    onCall,
  );
}

async function rebuildMode(eventsFile: string, readFile: string): Promise<RebuildWorkerResult> {
  const rssBefore = process.memoryUsage.rss();
  const rss = new InlineRssSampler();
  const eventStore = openSqliteEventStore(eventsFile);
  // With the page cache of `npm run rebuild`, as it runs with its Node flags.
  const readStore = openSqliteReadStore(readFile, indexesOf(projections()), {
    key: benchReadKey(readFile),
    plain: plainCollectionsOf(projections()),
    cacheMiB: REBUILD_READ_STORE.cacheMiB,
  });
  const spent: Record<string, number> = {};
  const counts = { commits: 0, changes: 0 };
  const events = timedPages(timed<EventStore>(eventStore, ['readAll'], spent), spent, () => rss.sample());
  const read = instrumented(readStore, spent, counts, () => rss.sample());
  const cpuBefore = process.cpuUsage();
  const result = await rebuildProjection(events, read, positionsProjection, () => rss.sample(), PAGE);
  const cpuSeconds = cpuSecondsSince(cpuBefore);
  rss.sample(true);
  await eventStore.close();
  await readStore.close();
  const pages = (spent.pages ?? 0) + (spent.readAll ?? 0);
  const getMany = spent.getMany ?? 0;
  const commit = (spent.commit ?? 0) + (spent.commitRebuild ?? 0);
  const other = (spent.reset ?? 0) + (spent.count ?? 0) + (spent.beginRebuild ?? 0) + (spent.finish ?? 0);
  return {
    mode: 'rebuild',
    events: result.events,
    documents: result.documents,
    seconds: result.seconds,
    eventsPerSecond: result.events / result.seconds,
    cpuSeconds,
    sections: { pages, getMany, commit, other },
    projectSeconds: result.seconds - pages - getMany - commit - other,
    commits: counts.commits,
    changesCommitted: counts.changes,
    rssBefore,
    peakRssInline: rss.peak,
    vmHwm: procStatusBytes('self', 'VmHWM'),
  };
}

async function main(): Promise<void> {
  const [mode, eventsFile, readFile] = process.argv.slice(2);
  if (mode === 'read' && eventsFile) {
    console.log(`BENCH_RESULT ${JSON.stringify(await readMode(eventsFile))}`);
  } else if (mode === 'rebuild' && eventsFile && readFile) {
    console.log(`BENCH_RESULT ${JSON.stringify(await rebuildMode(eventsFile, readFile))}`);
  } else {
    throw new Error('usage: replay-worker.ts read <events> | rebuild <events> <read>');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
