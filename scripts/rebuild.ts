import '../events/index';
import { SingleBar, Presets } from 'cli-progress';
import { loadConfig } from '../server/core/config';
import { openEventStore } from '../server/eventstore/index';
import { openReadStore } from '../server/readstore/index';
import { projectionByName, projections } from '../server/core/registry';
import { rebuildProjection } from '../projections/core/rebuild';

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
  const config = loadConfig();
  const events = openEventStore(config);
  const read = await openReadStore(config);
  for (const projection of chosen) {
    const bar = new SingleBar(
      { format: `${projection!.name} [{bar}] {percentage}% {value}/{total} events` },
      Presets.shades_classic,
    );
    bar.start(await events.headPosition(), 0);
    const result = await rebuildProjection(events, read, projection!, (done) => bar.update(done));
    bar.stop();
    console.log(
      `${projection!.name}: ${result.events} events, ${result.documents} documents, ${(result.events / result.seconds).toFixed(0)} events/s`,
    );
  }
  await events.close();
  await read.close();
}

void main();
