import { benchBatchedAppends, benchSingleAppends } from './append';
import { removeDir, tempDir } from './cleanup';
import { TARGETS, type BenchContext, type SectionResult } from './config';
import { judge, row } from './report';
import { fmtInt, fmtMs, fmtRate } from './stats';

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
  return result;
}
