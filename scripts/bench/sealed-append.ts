import { join } from 'node:path';
import type { EventMeta, NewEvent } from '#events/core/envelope';
import type { EventStore } from '#server/eventstore/port';
import { uuid } from '#server/core/services';
import { yieldToLoop } from './cleanup';
import { benchMeta } from './fixtures';
import { mean, percentile } from './stats';

/**
 * Sealed against plain (issue 25, item 2): the same events with personal fields (a light
 * questionnaire's candidate data) written to the bare SQLite store and to the store the product
 * runs, which seals them with each candidate's key. Each run opens its stores through `open`, so a
 * comparison can pass the factories of another checkout (the older commit) and time both alike.
 */
export type StoreOpener = (dir: string, sealed: boolean) => EventStore;

const info = (n: number) => ({
  surname: 'Петрова',
  firstName: 'Анна',
  patronymicName: 'Ильинична',
  woPatronymic: false,
  citizen: 'Russia',
  birthDate: '01.02.1990',
  phone: `7999${String(5_550_000 + n).padStart(7, '0')}`,
  email: `anna.petrova.${n}@example.com`,
  addressFact: `г. Пермь, ул. Ленина, д. ${n % 200}`,
  subwayStation: '',
});

export function candidateEdited(n: number, meta: EventMeta = benchMeta()): NewEvent {
  return { id: uuid(), type: 'QuestionnaireLightEdited', data: { info: info(n) }, meta };
}

const candidateStream = (n: number) => `questionnaireLight-bench-${n}`;

export interface SealedSingleResult {
  p50: number;
  p99: number;
  mean: number;
  /** CPU time of the process per append (user + system), µs. */
  cpuMicros: number;
}

/** One event per append; every fifth opens a new candidate's stream (so a new key). */
export async function benchPersonalSingle(
  dir: string,
  open: StoreOpener,
  sealed: boolean,
  count: number,
  eventsPerStream = 5,
): Promise<SealedSingleResult> {
  const store = open(join(dir, sealed ? 'single-sealed' : 'single-plain'), sealed);
  const latencies: number[] = [];
  const cpu0 = process.cpuUsage();
  try {
    for (let i = 0; i < count; i++) {
      const streamNo = Math.floor(i / eventsPerStream);
      const revision = i % eventsPerStream;
      const event = candidateEdited(i);
      const t0 = performance.now();
      await store.append(candidateStream(streamNo), [event], revision === 0 ? 'no_stream' : revision - 1);
      latencies.push(performance.now() - t0);
      if (i % 500 === 499) await yieldToLoop();
    }
  } finally {
    await store.close();
  }
  const cpu = process.cpuUsage(cpu0);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    mean: mean(latencies),
    cpuMicros: (cpu.user + cpu.system) / count,
  };
}

const READ_EVENTS = 1000;

export interface SealedBatchResult {
  eventsPerSecond: number;
  batchP50: number;
  /** CPU time of the process per event (user + system) while appending, µs. */
  cpuMicros: number;
  /** readAll of 1,000 events, p50 ms. */
  readP50: number;
  /** CPU time of the process per readAll of 1,000 events (user + system), µs. */
  readCpuMicros: number;
}

/**
 * Batches of `batchSize` events, each batch a new candidate's stream (its key made by that batch),
 * awaited one after another; building the events is not timed. Then the log is read back 1,000
 * events at a time.
 */
export async function benchPersonalBatches(
  dir: string,
  open: StoreOpener,
  sealed: boolean,
  batches: number,
  batchSize: number,
): Promise<SealedBatchResult> {
  const store = open(join(dir, sealed ? 'batched-sealed' : 'batched-plain'), sealed);
  const latencies: number[] = [];
  const reads: number[] = [];
  let cpuMicros = 0;
  let readCpuMicros: number;
  const readRounds = Math.max(20, (batches * batchSize) / READ_EVENTS);
  try {
    for (let b = 0; b < batches; b++) {
      const meta = benchMeta();
      const events = Array.from({ length: batchSize }, (_, i) => candidateEdited(b * batchSize + i, meta));
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      await store.append(candidateStream(b), events, 'no_stream');
      latencies.push(performance.now() - t0);
      const cpu = process.cpuUsage(cpu0);
      cpuMicros += cpu.user + cpu.system;
      await yieldToLoop();
    }
    const total = batches * batchSize;
    const readCpu0 = process.cpuUsage();
    for (let r = 0; r < readRounds; r++) {
      const fromPosition = (r * READ_EVENTS) % Math.max(1, total - READ_EVENTS + 1);
      const t0 = performance.now();
      const read = await store.readAll({ fromPosition, limit: READ_EVENTS });
      reads.push(performance.now() - t0);
      if (read.length !== Math.min(READ_EVENTS, total)) throw new Error(`read ${read.length} events`);
    }
    const readCpu = process.cpuUsage(readCpu0);
    readCpuMicros = (readCpu.user + readCpu.system) / readRounds;
  } finally {
    await store.close();
  }
  const totalMs = latencies.reduce((a, b) => a + b, 0);
  return {
    eventsPerSecond: (batches * batchSize) / (totalMs / 1000),
    batchP50: percentile(latencies, 50),
    cpuMicros: cpuMicros / (batches * batchSize),
    readP50: percentile(reads, 50),
    readCpuMicros,
  };
}
