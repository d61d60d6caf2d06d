import { join } from 'node:path';
import type { NewEvent } from '#events/core/envelope';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import { yieldToLoop } from './cleanup';
import { benchMeta, positionCreated, positionRenamed, positionStream } from './fixtures';
import { mean, percentile } from './stats';

export interface SingleAppendResult {
  appends: number;
  p50: number;
  p99: number;
  mean: number;
  max: number;
  eventsPerSecond: number;
}

/**
 * One event per append, each awaited before the next (a user's command at a time): every fifth append
 * creates a new stream ('no_stream'), the others grow it with the exact expected revision.
 */
export async function benchSingleAppends(
  dir: string,
  count: number,
  eventsPerStream = 5,
): Promise<SingleAppendResult> {
  const store = openSqliteEventStore(join(dir, 'single.sqlite'));
  const latencies: number[] = [];
  const started = performance.now();
  try {
    for (let i = 0; i < count; i++) {
      const streamNo = Math.floor(i / eventsPerStream);
      const revision = i % eventsPerStream;
      const id = `s${streamNo}`;
      const event =
        revision === 0
          ? positionCreated(id, `Должность ${id}`)
          : positionRenamed(`Должность ${id} v${revision}`);
      const t0 = performance.now();
      await store.append(positionStream(id), [event], revision === 0 ? 'no_stream' : revision - 1);
      latencies.push(performance.now() - t0);
      if (i % 500 === 499) await yieldToLoop();
    }
  } finally {
    await store.close();
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    appends: count,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    mean: mean(latencies),
    max: percentile(latencies, 100),
    eventsPerSecond: count / seconds,
  };
}

export interface BatchAppendResult {
  events: number;
  batchP50: number;
  batchP99: number;
  eventsPerSecond: number;
}

/**
 * Appends of `batchSize` events each, awaited one after another. 'one-stream' grows a single stream
 * (expected = its last revision); 'distinct' writes each batch to a new stream ('no_stream').
 * Building the events is not timed: only store.append is.
 */
export async function benchBatchedAppends(
  dir: string,
  mode: 'one-stream' | 'distinct',
  batches: number,
  batchSize: number,
): Promise<BatchAppendResult> {
  const store = openSqliteEventStore(join(dir, `batched-${mode}.sqlite`));
  const latencies: number[] = [];
  let revision = -1;
  try {
    for (let b = 0; b < batches; b++) {
      const id = mode === 'one-stream' ? 'batch' : `b${b}`;
      const meta = benchMeta();
      const events: NewEvent[] = [];
      for (let i = 0; i < batchSize; i++) {
        const first = mode === 'distinct' ? i === 0 : revision === -1 && i === 0;
        events.push(
          first
            ? positionCreated(id, `Должность ${id}`, meta)
            : positionRenamed(`Должность ${id} v${i}`, meta),
        );
      }
      const expected = mode === 'one-stream' ? (revision === -1 ? 'no_stream' : revision) : 'no_stream';
      const t0 = performance.now();
      const result = await store.append(positionStream(id), events, expected);
      latencies.push(performance.now() - t0);
      if (mode === 'one-stream') revision = result.nextRevision;
      await yieldToLoop();
    }
  } finally {
    await store.close();
  }
  const totalMs = latencies.reduce((a, b) => a + b, 0);
  return {
    events: batches * batchSize,
    batchP50: percentile(latencies, 50),
    batchP99: percentile(latencies, 99),
    eventsPerSecond: (batches * batchSize) / (totalMs / 1000),
  };
}
