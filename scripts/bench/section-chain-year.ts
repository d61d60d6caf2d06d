import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './child';
import { appendChainYear, type ChainYearData } from './chain-year-data';
import { removeDir, stopChild, tempDir, trackChild } from './cleanup';
import { REBUILD_NODE_ARGS, type BenchContext, type SectionResult } from './config';
import { copyStoreFile } from './dataset';
import { benchReadKey } from './read-key';
import { judge, row } from './report';
import { startServerProcess } from './server-process';
import { fmtInt, fmtMB, fmtMs, fmtRate, fmtSeconds, percentile, ProcRssSampler } from './stats';
import { projections } from '#server/core/registry';
import { indexesOf, plainCollectionsOf } from '#server/readstore/index';
import { openSqliteReadStore } from '#server/readstore/sqlite';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import { openKeyStore } from '#server/privacy/key-store';
import { loadMasterKey } from '#server/privacy/master-key';
import { withSealedPersonalData } from '#server/privacy/sealed-store';

/** A chain's year: 1,000,000 employment questionnaires, about 11 events each. */
export const CHAIN_YEAR_QUESTIONNAIRES = 1_000_000;
/** Issue 25, item 5: `npm run rebuild -- all` of a chain-year in under 10 minutes. */
const TARGET_SECONDS = 600;
/** Numbered past the demo's questionnaires. */
const FIRST = 1_000_000;
const PROBE_MS = 100;

interface RebuildRun {
  seconds: number;
  peakRss: number;
  output: string;
}

/** `npm run rebuild -- all` as the CLI runs it (same Node flags), on `dataDir`. */
function runRebuildAll(dataDir: string): Promise<RebuildRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.EVENTSTORE_URL;
  delete env.MONGO_URL;
  delete env.MODE;
  delete env.NODE_ENV;
  const started = performance.now();
  const child = trackChild(
    spawn(process.execPath, [...REBUILD_NODE_ARGS, '--import', 'tsx', 'scripts/rebuild.ts', 'all'], {
      cwd: REPO_ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const sampler = new ProcRssSampler(child.pid!, 50);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      sampler.stop();
      if (code !== 0)
        reject(new Error(`npm run rebuild -- all exited with ${code}:\n${output.slice(-2000)}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakRss: sampler.peak, output });
    });
  });
}

/**
 * The live read models while a rebuild runs: a reader of its own on read.sqlite (as a server
 * following the rebuild's lease reads it) asks for the newest page of employment questionnaires
 * and its total every PROBE_MS, and records how long each answer took and whether it was whole.
 */
function probeLiveReads(readFile: string, expected: number) {
  const read = openSqliteReadStore(readFile, indexesOf(projections()), {
    key: benchReadKey(readFile),
    plain: plainCollectionsOf(projections()),
  });
  const latencies: number[] = [];
  let failures = 0;
  let partial = 0;
  let lastError = '';
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    const t0 = performance.now();
    read
      .findPage('questionnaires', {}, { sort: { seq: -1 }, limit: 20 })
      .then((page) => {
        latencies.push(performance.now() - t0);
        if (page.total < expected || page.docs.length !== 20) partial++;
      })
      .catch((err: unknown) => {
        failures++;
        lastError = err instanceof Error ? err.message : String(err);
      })
      .finally(() => (busy = false));
  }, PROBE_MS);
  return {
    async stop() {
      clearInterval(timer);
      await read.close();
      return { latencies, failures, partial, lastError };
    },
  };
}

/** Where a kept chain-year (`--chain-data=DIR`) records how it was generated. */
const GENERATED_FILE = 'chain-year.json';

/** Seeds the demo in `dataDir` and appends `questionnaires` to its events, sealed as the server seals them. */
async function generateChainYear(
  ctx: BenchContext,
  dataDir: string,
  questionnaires: number,
): Promise<ChainYearData> {
  const { log } = ctx;
  const seeded = await startServerProcess(dataDir, []);
  await stopChild(seeded.child);
  log(`12. demo data seeded in ${dataDir}; appending ${fmtInt(questionnaires)} questionnaires`);
  const genDir = tempDir('chain-gen', ctx.memBase ?? ctx.diskBase);
  const genFile = copyStoreFile(join(dataDir, 'events.sqlite'), genDir, 'events.sqlite');
  const genKeys = copyStoreFile(join(dataDir, 'keys.sqlite'), genDir, 'keys.sqlite');
  // Sealed as the server writes them: each candidate's personal fields with their own key.
  const store = withSealedPersonalData(
    openSqliteEventStore(genFile),
    openKeyStore(genKeys, loadMasterKey(process.env, 'demo', dataDir)),
  );
  let lastLog = performance.now();
  // appendChainYear closes the store.
  const gen = await appendChainYear(store, FIRST, questionnaires, (events) => {
    if (performance.now() - lastLog < 10_000) return;
    lastLog = performance.now();
    log(`    ${fmtInt(events)} events`);
  });
  copyStoreFile(genFile, dataDir, 'events.sqlite');
  copyStoreFile(genKeys, dataDir, 'keys.sqlite');
  removeDir(genDir);
  return gen;
}

/**
 * Issue 25, item 5: `npm run rebuild -- all` of a chain-year (or the fraction `questionnaires` of
 * it), built aside and swapped in while the live read models keep answering. `keep`: a directory
 * where the generated data stays for the next run, which rebuilds it again without generating
 * (a whole year takes most of an hour to generate); the size is then the one generated there.
 */
export async function chainYearSection(
  ctx: BenchContext,
  asked: number,
  keep?: string,
): Promise<SectionResult> {
  const { log } = ctx;
  const result: SectionResult = { rows: [], notes: [] };
  const kept = keep !== undefined && existsSync(join(keep, GENERATED_FILE));
  const dataDir = keep ?? tempDir('chain-data');
  let gen: ChainYearData;
  if (kept) {
    gen = JSON.parse(readFileSync(join(dataDir, GENERATED_FILE), 'utf8')) as ChainYearData;
    log(`12. the chain-year kept in ${dataDir}: ${fmtInt(gen.questionnaires)} questionnaires`);
  } else {
    mkdirSync(dataDir, { recursive: true });
    gen = await generateChainYear(ctx, dataDir, asked);
    if (keep !== undefined) writeFileSync(join(dataDir, GENERATED_FILE), JSON.stringify(gen));
  }
  const questionnaires = gen.questionnaires;
  const share = questionnaires / CHAIN_YEAR_QUESTIONNAIRES;
  result.rows.push(
    row(
      '12',
      `generate ${fmtInt(gen.questionnaires)} questionnaires: ${fmtInt(gen.events)} events (${fmtInt(gen.appends)} appends)${kept ? ', kept from an earlier run' : ''}`,
      `${fmtSeconds(gen.seconds)} (${fmtRate(gen.events / gen.seconds)})`,
    ),
  );

  log('12. first rebuild of all read models (builds them over the new events)');
  const first = await runRebuildAll(dataDir);
  log(`12. second rebuild of all, the live read models probed every ${PROBE_MS} ms`);
  const expected = questionnaires; // at least: the demo's own come on top
  const probe = probeLiveReads(join(dataDir, 'read.sqlite'), expected);
  const second = await runRebuildAll(dataDir);
  const probed = await probe.stop();
  if (keep === undefined) removeDir(dataDir);

  // Every event of the log is read, the demo's included: `<name>: N events, ...` per read model.
  const logEvents = Number(/: (\d+) events,/.exec(second.output)?.[1] ?? gen.events);
  const perSecond = logEvents / second.seconds;
  const yearEvents = (gen.events / questionnaires) * CHAIN_YEAR_QUESTIONNAIRES;
  const yearSeconds = yearEvents / perSecond;
  const answered = probed.latencies.length;
  const whole = probed.failures === 0 && probed.partial === 0 && answered > 0;
  result.rows.push(
    row(
      '12',
      `npm run rebuild -- all, ${fmtInt(logEvents)} events (${fmtInt(gen.events)} generated, the rest the demo's)`,
      `${fmtSeconds(second.seconds)} (${fmtRate(perSecond)})`,
      share === 1 ? `< ${fmtSeconds(TARGET_SECONDS)}` : '',
      share === 1 ? judge(second.seconds < TARGET_SECONDS) : '',
    ),
    row('12', '  first rebuild of all (same work, nothing to probe)', fmtSeconds(first.seconds)),
    row(
      '12',
      '  rebuild peak RSS, its processes together (sampled every 50 ms), first / second',
      `${fmtMB(first.peakRss)} / ${fmtMB(second.peakRss)}`,
    ),
    row(
      '12',
      `  live reads during the rebuild: answered / failed / incomplete`,
      `${fmtInt(answered)} / ${fmtInt(probed.failures)} / ${fmtInt(probed.partial)}`,
      'no failed or incomplete answer',
      judge(whole),
    ),
    row(
      '12',
      '  live read (newest 20 questionnaires + total) p50 / p99 / max',
      answered > 0
        ? `${fmtMs(percentile(probed.latencies, 50))} / ${fmtMs(percentile(probed.latencies, 99))} / ${fmtMs(Math.max(...probed.latencies))}`
        : '-',
    ),
  );
  if (share < 1) {
    result.rows.push(
      row(
        '12',
        `  a whole chain-year (${fmtInt(yearEvents)} events), extrapolated at this run's events/s`,
        fmtSeconds(yearSeconds),
        `< ${fmtSeconds(TARGET_SECONDS)}`,
        judge(yearSeconds < TARGET_SECONDS),
      ),
    );
  }
  result.notes.push(
    `12. chain-year: ${fmtInt(questionnaires)} employment questionnaires (${(share * 100).toFixed(0)}% of a chain's year), each ` +
      "opened with a full profile, its blacklist and FSSP checks and the director's approval, appended through the event store " +
      'on tmpfs (no HTTP) and copied to the disk data directory of a seeded demo. The events are sealed as the server seals ' +
      "them (each candidate's personal fields with their own key, keys.sqlite copied along), so the rebuild opens them. " +
      "Each rebuild is `npm run rebuild -- all` in its own process with the CLI's Node flags: every read model built aside " +
      'and swapped in; a reader of its own asks the live read models for a page meanwhile.' +
      (share < 1
        ? " The whole-year figure is the year's events at this run's events/s (start-up included): an extrapolation, not a measurement."
        : ''),
  );
  if (!whole && probed.lastError) result.notes.push(`12. last live read error: ${probed.lastError}`);
  return result;
}
