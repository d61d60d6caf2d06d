import { join } from 'node:path';
import { runWorker } from './child';
import { removeDir, tempDir } from './cleanup';
import { REBUILD_NODE_ARGS, TARGETS, type BenchContext, type SectionResult } from './config';
import { copyStoreFile, generateDataset } from './dataset';
import { profileNotes } from './profile';
import type { ReadWorkerResult, RebuildWorkerResult } from './replay-worker';
import { judge, row } from './report';
import { fmtInt, fmtMB, fmtRate, fmtSeconds } from './stats';

const REBUILD_FUNCTIONS =
  /^(rebuildProjection|readAll|toEnvelope|apply|projectBatch|loadDocuments|getMany|commit|commitRebuild|prepareChanges|writeBatch|writeRebuildBatch|sqliteTransaction|keysOf|read|encode|decode|indexDoc|write|nextDocument|load|takeChanges|finish) /;

const share = (part: number, whole: number) =>
  whole > 0 ? `${((part / whole) * 100).toFixed(0)}% of rebuild` : '';

/**
 * Test 3: a data set of position streams written through the append port, then a catch-up read
 * and a rebuild of 'positions', each in a fresh child process so that its memory is its own.
 */
export async function replaySection(ctx: BenchContext): Promise<SectionResult> {
  const { scale, log } = ctx;
  const result: SectionResult = { rows: [], notes: [] };
  // 100k streams need >= 100k commits; each commit's fsync on this disk costs up to milliseconds,
  // so the data set is written through the same append port on tmpfs and then copied to the disk.
  const genBase = ctx.memBase ?? ctx.diskBase;
  const genDir = tempDir('gen', genBase);
  const total = scale.streams * scale.eventsPerStream;
  log(`3. generating ${fmtInt(total)} events over ${fmtInt(scale.streams)} streams in ${genDir}`);
  let lastLog = performance.now();
  const gen = await generateDataset(
    join(genDir, 'events.sqlite'),
    scale.streams,
    scale.eventsPerStream,
    scale.rounds,
    (done) => {
      if (performance.now() - lastLog < 10_000) return;
      lastLog = performance.now();
      log(`   ${fmtInt(done)} / ${fmtInt(total)} events`);
    },
  );
  const diskDir = tempDir('replay');
  const copyStarted = performance.now();
  const eventsFile = copyStoreFile(gen.file, diskDir, 'events.sqlite');
  removeDir(genDir);
  const copySeconds = (performance.now() - copyStarted) / 1000;
  const perAppend = Math.ceil(scale.eventsPerStream / scale.rounds);
  const where = genBase === ctx.diskBase ? 'disk' : 'tmpfs';
  result.rows.push(
    row(
      '3',
      `generate ${fmtInt(gen.events)} events (${fmtInt(gen.appends)} appends of ${perAppend}, ${where})`,
      `${fmtSeconds(gen.seconds)} (${fmtRate(gen.eventsPerSecond)})`,
    ),
  );
  result.notes.push(
    `3. data set: ${fmtInt(gen.streams)} position streams x ${scale.eventsPerStream} events (PositionCreated, then PositionRenamed), ` +
      `written in ${scale.rounds} rounds over all streams through EventStore.append on ${genBase}, then copied to disk ` +
      `in ${copySeconds.toFixed(1)} s; the read and the rebuild run on the disk copy in fresh child processes.`,
  );

  log('3. catch-up read (readAll pages of 5,000)');
  const read = await runWorker<ReadWorkerResult>('replay-worker.ts', ['read', eventsFile]);
  const r = read.result;
  result.rows.push(
    row(
      '3',
      `catch-up read, readAll pages of 5,000 (${fmtInt(r.events)} events)`,
      fmtRate(r.eventsPerSecond),
    ),
    row(
      '3',
      '  readAll time / CPU time',
      `${fmtSeconds(r.seconds)} / ${fmtSeconds(r.cpuSeconds)}`,
      fmtRate(r.events / r.cpuSeconds, 'events/CPU-s'),
    ),
    row(
      '3',
      '  same pages timed apart: SQL rows only / JSON.parse only',
      `${fmtSeconds(r.rawSqlSeconds)} / ${fmtSeconds(r.parseSeconds)}`,
    ),
  );

  log("3. rebuild of 'positions' (rebuildProjection, pages of 5,000)");
  const readDir = tempDir('readstore');
  // With the Node flags of `npm run rebuild`, as test 7 runs its rebuild.
  const run = await runWorker<RebuildWorkerResult>(
    'replay-worker.ts',
    ['rebuild', eventsFile, join(readDir, 'read.sqlite')],
    REBUILD_NODE_ARGS,
  );
  removeDir(readDir);
  const b = run.result;
  const s = b.sections;
  const peakDuring = Math.max(run.peakRssSampled, b.peakRssInline);
  result.rows.push(
    row(
      '3',
      `rebuild 'positions' (${fmtInt(b.events)} events -> ${fmtInt(b.documents)} docs)`,
      fmtRate(b.eventsPerSecond),
      `>= ${fmtInt(TARGETS.rebuildEventsPerSecond)} events/s`,
      judge(b.eventsPerSecond >= TARGETS.rebuildEventsPerSecond),
    ),
    row(
      '3',
      '  rebuild time / CPU time',
      `${fmtSeconds(b.seconds)} / ${fmtSeconds(b.cpuSeconds)}`,
      fmtRate(b.events / b.cpuSeconds, 'events/CPU-s'),
    ),
    row('3', '  pages: wait for the read-ahead + JSON.parse', fmtSeconds(s.pages), share(s.pages, b.seconds)),
    row('3', '  getMany (documents read back)', fmtSeconds(s.getMany), share(s.getMany, b.seconds)),
    row(
      '3',
      '  keysOf/apply + working set',
      fmtSeconds(b.projectSeconds),
      share(b.projectSeconds, b.seconds),
    ),
    row(
      '3',
      `  read store commit (${fmtInt(b.commits)} commits, ${fmtInt(b.changesCommitted)} docs)`,
      fmtSeconds(s.commit),
      share(s.commit, b.seconds),
    ),
    row('3', '  begin aside + swap in (indexes) + count', fmtSeconds(s.other), share(s.other, b.seconds)),
    row(
      '3',
      'rebuild process peak RSS (sampled every 50 ms)',
      fmtMB(peakDuring),
      `< ${fmtMB(TARGETS.rebuildPeakRss)}`,
      judge(peakDuring < TARGETS.rebuildPeakRss),
    ),
    row('3', '  rebuild process VmHWM / RSS before rebuild', `${fmtMB(b.vmHwm)} / ${fmtMB(b.rssBefore)}`),
    row('3', 'catch-up read process peak RSS (VmHWM)', fmtMB(Math.max(r.vmHwm, read.peakRssSampled))),
  );

  if (ctx.profile) {
    log('3. profiling a second rebuild with --cpu-prof');
    const profDir = tempDir('cpuprof');
    const profReadDir = tempDir('readstore-prof');
    const profiled = await runWorker<RebuildWorkerResult>(
      'replay-worker.ts',
      ['rebuild', eventsFile, join(profReadDir, 'read.sqlite')],
      [...REBUILD_NODE_ARGS, '--cpu-prof', `--cpu-prof-dir=${profDir}`],
    );
    const title = `3. CPU profile of a second rebuild (${fmtRate(profiled.result.eventsPerSecond)} under the profiler)`;
    result.notes.push(profileNotes(profDir, title, REBUILD_FUNCTIONS));
    removeDir(profDir);
    removeDir(profReadDir);
  } else if (b.eventsPerSecond < TARGETS.rebuildEventsPerSecond) {
    result.notes.push('3. rebuild below target: run with --profile for a CPU profile of a second rebuild.');
  }
  removeDir(diskDir);
  return result;
}
