import '../events/index';
import { SingleBar, Presets } from 'cli-progress';
import { loadConfig } from '../server/core/config';
import { openEventStore } from '../server/eventstore/index';
import { indexesOf, openReadStore, type ReadStore } from '../server/readstore/index';
import { ReadStoreDamagedError } from '../server/readstore/sqlite-health';
import { projectionByName, projections } from '../server/core/registry';
import { rebuildProjection } from '../projections/core/rebuild';
import type { Projection } from '../projections/core/types';
import type { EventStore } from '../server/eventstore/port';

/** npm run rebuild -- <projection>|all : rebuilds read models from zero with a progress bar. */
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
  let read = await openReadStore(config, indexesOf(projections()));
  try {
    await rebuild(selected, events, read);
  } catch (err) {
    // Damage the start check could not see showed during the rebuild: the file is marked, so opening
    // again moves it aside, and the rebuild starts over on an empty store.
    if (!(err instanceof ReadStoreDamagedError)) throw err;
    await read.close();
    read = await openReadStore(config, indexesOf(projections()));
    await rebuild(selected, events, read);
  }
  await events.close();
  await read.close();
}

async function rebuild(projections: Projection[], events: EventStore, read: ReadStore): Promise<void> {
  for (const projection of projections) {
    const bar = new SingleBar(
      { format: `${projection.name} [{bar}] {percentage}% {value}/{total} events` },
      Presets.shades_classic,
    );
    bar.start(await events.headPosition(), 0);
    const result = await rebuildProjection(events, read, projection, (done) => bar.update(done));
    bar.stop();
    console.log(
      `${projection.name}: ${result.events} events, ${result.documents} documents, ${(result.events / result.seconds).toFixed(0)} events/s`,
    );
  }
}

void main();
