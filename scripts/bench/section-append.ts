import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import { openKeyStore } from '#server/privacy/key-store';
import { withSealedPersonalData } from '#server/privacy/sealed-store';
import { benchBatchedAppends, benchSingleAppends } from './append';
import { removeDir, tempDir } from './cleanup';
import { TARGETS, type BenchContext, type SectionResult } from './config';
import { judge, row } from './report';
import { benchPersonalBatches, benchPersonalSingle, type StoreOpener } from './sealed-append';
import { fmtInt, fmtMs, fmtRate } from './stats';

/** Issue 25, item 2: sealed batches at least 0.7x the same events unsealed; a sealed read at most 1.5x. */
const SEALED_BATCH_RATIO = 0.7;
const SEALED_READ_RATIO = 1.5;

/** The bare SQLite store, or the store the product runs (personal fields sealed, keys.sqlite beside it). */
const productStores: StoreOpener = (dir, sealed) => {
  mkdirSync(dir, { recursive: true });
  const inner = openSqliteEventStore(join(dir, 'events.sqlite'));
  if (!sealed) return inner;
  return withSealedPersonalData(inner, openKeyStore(join(dir, 'keys.sqlite'), Buffer.alloc(32, 7)));
};

const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;

/** Tests 1 and 2: durable appends one event at a time, then in batches; each also on tmpfs. */
export async function appendSections(ctx: BenchContext, which: { single: boolean; batched: boolean }) {
  const { scale, memBase, log } = ctx;
  const result: SectionResult = { rows: [], notes: [] };
  if (which.single) {
    log(`1. ${scale.singleAppends} single-event appends`);
    const dir = tempDir('append');
    const r = await benchSingleAppends(dir, scale.singleAppends);
    removeDir(dir);
    result.rows.push(
      row(
        '1',
        `single-event append p50 (${fmtInt(r.appends)} appends)`,
        fmtMs(r.p50),
        `<= ${TARGETS.singleP50Ms} ms`,
        judge(r.p50 <= TARGETS.singleP50Ms),
      ),
      row('1', 'single-event append p99', fmtMs(r.p99)),
      row('1', 'single-event append mean / max', `${fmtMs(r.mean)} / ${fmtMs(r.max)}`),
      row('1', 'single-event append throughput', fmtRate(r.eventsPerSecond)),
    );
    if (memBase) {
      // The same code without the disk: what is left is the adapter's own cost, the rest is fsync.
      const memDir = tempDir('append-mem', memBase);
      const m = await benchSingleAppends(memDir, scale.singleAppends);
      removeDir(memDir);
      result.rows.push(
        row(
          '1',
          '  same on tmpfs (no fsync cost): p50 / p99',
          `${fmtMs(m.p50)} / ${fmtMs(m.p99)}`,
          'diagnostic',
        ),
      );
    }
    result.notes.push('1. SQLite WAL with synchronous=FULL: every append waits for an fsync of the WAL.');

    log(`1. ${scale.singleAppends} single appends of a candidate's personal data, plain then sealed`);
    const personalDir = tempDir('append-personal');
    const plain = await benchPersonalSingle(personalDir, productStores, false, scale.singleAppends);
    const sealed = await benchPersonalSingle(personalDir, productStores, true, scale.singleAppends);
    removeDir(personalDir);
    result.rows.push(
      row(
        '1',
        'personal-data append p50, plain / sealed',
        `${fmtMs(plain.p50)} / ${fmtMs(sealed.p50)} (${ratio(sealed.p50, plain.p50)})`,
      ),
      row(
        '1',
        '  mean / CPU per append, sealed vs plain',
        `${ratio(sealed.mean, plain.mean)} / +${(sealed.cpuMicros - plain.cpuMicros).toFixed(0)} µs`,
      ),
    );
    result.notes.push(
      "1, 2. Personal data: the same light-questionnaire edits written to the bare store (plain) and to the product's store (sealed with each candidate's key; a new candidate every 5 appends, every batch).",
    );
  }

  if (which.batched) {
    for (const mode of ['one-stream', 'distinct'] as const) {
      log(`2. ${scale.batches} appends of ${scale.batchSize} events (${mode})`);
      const dir = tempDir('batched');
      const r = await benchBatchedAppends(dir, mode, scale.batches, scale.batchSize);
      removeDir(dir);
      const label = mode === 'one-stream' ? 'one growing stream' : 'a new stream each';
      result.rows.push(
        row(
          '2',
          `batched append x${scale.batchSize}, ${label}`,
          fmtRate(r.eventsPerSecond),
          `>= ${fmtInt(TARGETS.batchedEventsPerSecond)} events/s`,
          judge(r.eventsPerSecond >= TARGETS.batchedEventsPerSecond),
        ),
        row('2', '  per-batch latency p50 / p99', `${fmtMs(r.batchP50)} / ${fmtMs(r.batchP99)}`),
      );
      if (memBase) {
        const memDir = tempDir('batched-mem', memBase);
        const m = await benchBatchedAppends(memDir, mode, scale.batches, scale.batchSize);
        removeDir(memDir);
        result.rows.push(
          row('2', '  same on tmpfs (no fsync cost)', fmtRate(m.eventsPerSecond), 'diagnostic'),
        );
      }
    }
  }
  if (which.batched) {
    log(`2. ${scale.batches} batches of ${scale.batchSize} personal-data events, plain then sealed`);
    const personalDir = tempDir('batched-personal');
    const plain = await benchPersonalBatches(
      personalDir,
      productStores,
      false,
      scale.batches,
      scale.batchSize,
    );
    const sealed = await benchPersonalBatches(
      personalDir,
      productStores,
      true,
      scale.batches,
      scale.batchSize,
    );
    removeDir(personalDir);
    const batchRatio = sealed.eventsPerSecond / plain.eventsPerSecond;
    const readRatio = sealed.readP50 / plain.readP50;
    result.rows.push(
      row(
        '2',
        `personal batch x${scale.batchSize}, sealed / plain`,
        `${fmtRate(sealed.eventsPerSecond)} / ${fmtRate(plain.eventsPerSecond)} (${batchRatio.toFixed(2)}x)`,
        `>= ${SEALED_BATCH_RATIO}x`,
        judge(batchRatio >= SEALED_BATCH_RATIO),
      ),
      row(
        '2',
        '  CPU per event, sealed vs plain',
        `${sealed.cpuMicros.toFixed(0)} vs ${plain.cpuMicros.toFixed(0)} µs`,
      ),
      row(
        '2',
        'read 1,000 personal events p50, sealed / plain',
        `${fmtMs(sealed.readP50)} / ${fmtMs(plain.readP50)} (${readRatio.toFixed(2)}x)`,
        `<= ${SEALED_READ_RATIO}x`,
        judge(readRatio <= SEALED_READ_RATIO),
      ),
      row(
        '2',
        '  CPU per read of 1,000, sealed / plain',
        `${fmtMs(sealed.readCpuMicros / 1000)} / ${fmtMs(plain.readCpuMicros / 1000)} (${ratio(sealed.readCpuMicros, plain.readCpuMicros)})`,
      ),
    );
  }
  return result;
}
