import '#events/index';
import { SingleBar, Presets } from 'cli-progress';
import { loadConfig } from '#server/core/config';
import { openEventStore } from '#server/eventstore/index';
import {
  indexesOf,
  openReadStore,
  plainCollectionsOf,
  REBUILD_ALL_READ_STORE,
  REBUILD_READ_STORE,
  type ReadStore,
} from '#server/readstore/index';
import { ReadStoreDamagedError } from '#server/readstore/sqlite-health';
import { projectionByName, projections } from '#server/core/registry';
import { rebuildProjections } from '#projections/core/rebuild';
import type { Projection } from '#projections/core/types';
import type { EventStore } from '#server/eventstore/port';
import { hostname } from 'node:os';
import { freeDeadLocalHolder, LEASE_RENEW_MS, LEASE_TTL_MS, PROJECTIONS_LEASE } from '#server/cluster/node';

/** npm run rebuild -- <projection>|all : rebuilds read models from zero with a progress bar (started by rebuild.ts). */
async function main(): Promise<void> {
  const name = process.argv[2];
  const chosen = name === 'all' ? projections() : name ? [projectionByName(name)] : [];
  if (chosen.length === 0 || chosen.some((p) => !p)) {
    console.error(
      `Usage: npm run rebuild -- <${projections()
        .map((p) => p.name)
        .join('|')}|all>`,
    );
    process.exit(2);
  }
  const selected = chosen.filter((p): p is Projection => p !== undefined);
  const config = loadConfig();
  const events = openEventStore(config);
  // A rebuild of all rewrites every read model, so it skips the whole-file check at open (minutes
  // on a chain-year's file): damage it meets on the way fails as damage, like the check's finding.
  const use = name === 'all' ? REBUILD_ALL_READ_STORE : REBUILD_READ_STORE;
  const attempt = async (): Promise<boolean> => {
    const read = await openReadStore(
      config,
      indexesOf(projections()),
      plainCollectionsOf(projections()),
      use,
    );
    let lease: RebuildLease | null = null;
    try {
      // The projections lease: no server may write the read models while they are rebuilt.
      lease = await takeRebuildLease(read);
      if (!lease) return false;
      await rebuild(selected, events, read);
      await lease.release();
      return true;
    } finally {
      lease?.stop();
      await read.close();
    }
  };
  let done: boolean;
  try {
    done = await attempt();
  } catch (err) {
    // Damage showed during the rebuild (or when it took its lease): the file is marked, so opening
    // again moves it aside, and the rebuild starts over on an empty store, under a lease taken there.
    if (!(err instanceof ReadStoreDamagedError)) throw err;
    done = await attempt();
  }
  await events.close();
  if (!done) process.exit(3);
}

interface RebuildLease {
  release(): Promise<void>;
  /** Stops renewing it (the store it was taken in is closed). */
  stop(): void;
}

/**
 * Takes the projections lease for the rebuild and keeps renewing it; refuses (null, with the reason
 * printed) while a server holds it. A server started meanwhile follows until the rebuild is done.
 */
async function takeRebuildLease(read: ReadStore): Promise<RebuildLease | null> {
  const holder = `${hostname()}:${process.pid}:rebuild`;
  const current = await freeDeadLocalHolder(read.cluster, Date.now());
  if (!(await read.cluster.acquireLease(PROJECTIONS_LEASE, holder, LEASE_TTL_MS, Date.now()))) {
    console.error(
      `A running server holds the projections lease (${current?.holder ?? 'another process'}): ` +
        'stop every server on these stores before a rebuild, then run it again.',
    );
    return null;
  }
  const lost = (why: string) => {
    console.error(`The projections lease was lost during the rebuild${why}: stopping.`);
    process.exit(4);
  };
  const timer = setInterval(() => {
    read.cluster.acquireLease(PROJECTIONS_LEASE, holder, LEASE_TTL_MS, Date.now()).then(
      (held) => held || lost(''),
      // Not renewed is not held (a damaged file is marked: the next run moves it aside).
      (err: unknown) => lost(` (${err instanceof Error ? err.message : String(err)})`),
    );
  }, LEASE_RENEW_MS);
  return {
    async release() {
      clearInterval(timer);
      await read.cluster.releaseLease(PROJECTIONS_LEASE, holder);
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * One read of the log for every chosen projection, those joining other read models folding each
 * page after them (rebuildProjections); each is built aside and swapped in when complete, so a
 * server following meanwhile keeps answering from the current read models.
 */
async function rebuild(projections: Projection[], events: EventStore, read: ReadStore): Promise<void> {
  const head = await events.headPosition();
  let bar: SingleBar | null = null;
  let current: readonly Projection[] = [];
  const results = await rebuildProjections(events, read, projections, (pass, position, done) => {
    if (pass !== current) {
      bar?.stop();
      current = pass;
      // The bar runs over positions (byte offsets on EventStoreDB), the count beside it is of events.
      const label = pass.length === 1 ? pass[0]!.name : `${pass.length} read models`;
      bar = new SingleBar(
        { format: `${label} [{bar}] {percentage}% {events} events` },
        Presets.shades_classic,
      );
      bar.start(head, 0, { events: 0 });
    }
    bar?.update(Math.min(position, head), { events: done });
  });
  (bar as SingleBar | null)?.stop();
  for (const projection of projections) {
    const result = results.get(projection.name)!;
    console.log(
      `${projection.name}: ${result.events} events, ${result.documents} documents, ${(result.events / result.seconds).toFixed(0)} events/s`,
    );
  }
}

void main();
