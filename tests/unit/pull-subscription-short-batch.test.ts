import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/core/envelope';
import { AppendSignal, pullSubscription, type PullSource } from '#server/eventstore/pull-subscription';

/**
 * Issue 25, item 3: after a short batch (fewer events than the batch size) the subscription waits
 * for the next append instead of reading an empty batch first; it loses no wake-up doing so.
 */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const event = (position: number): EventEnvelope =>
  ({
    id: `e${position}`,
    type: 'T',
    streamId: 's-1',
    revision: position - 1,
    position,
    data: {},
  }) as unknown as EventEnvelope;

/** An in-memory log: `append` adds events and signals, `reads` counts every read. */
function memorySource(pollMs = 60_000) {
  const log: EventEnvelope[] = [];
  const source: PullSource & { reads: number; append(n: number): void; appendSilently(n: number): void } = {
    signal: new AppendSignal(),
    pollMs,
    reads: 0,
    async read(after, limit) {
      source.reads++;
      return log.filter((e) => e.position > after).slice(0, limit);
    },
    append(n) {
      source.appendSilently(n);
      source.signal.notify();
    },
    appendSilently(n) {
      for (let i = 0; i < n; i++) log.push(event(log.length + 1));
    },
  };
  return source;
}

/** A subscription from the start in batches of 10, collecting the positions it is handed. */
function collecting(source: PullSource) {
  const seen: number[] = [];
  const sub = pullSubscription(
    source,
    0,
    async (batch) => void seen.push(...batch.map((e) => e.position)),
    10,
  );
  return { seen, sub };
}

describe('a pull subscription after a short batch', () => {
  it('given a short batch handed over, when nothing is appended, then it reads nothing more until the poll', async () => {
    const source = memorySource();
    source.append(2);
    const { seen, sub } = collecting(source);
    await pause(30);
    expect(seen).toEqual([1, 2]);
    expect(source.reads).toBe(1);
    source.append(1);
    await pause(30);
    expect(seen).toEqual([1, 2, 3]);
    expect(source.reads).toBe(2);
    await sub.stop();
  });

  it('given an append while its batch is handled, then the next read comes at once and finds it', async () => {
    const source = memorySource();
    source.append(1);
    const seen: number[] = [];
    const sub = pullSubscription(
      source,
      0,
      async (batch) => {
        seen.push(...batch.map((e) => e.position));
        if (seen.length === 1) source.append(1); // a command's append during the projection
      },
      10,
    );
    await pause(30);
    expect(seen).toEqual([1, 2]);
    expect(source.reads).toBe(2);
    await sub.stop();
  });

  it('given a full batch, then it reads on at once', async () => {
    const source = memorySource();
    source.append(5);
    const batches: number[][] = [];
    const sub = pullSubscription(
      source,
      0,
      async (batch) => void batches.push(batch.map((e) => e.position)),
      2,
    );
    await pause(30);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
    expect(source.reads).toBe(3);
    await sub.stop();
  });

  it('given an append nobody signals (another process), then the poll still finds it', async () => {
    const source = memorySource(20);
    source.append(1);
    const { seen, sub } = collecting(source);
    await pause(5);
    expect(seen).toEqual([1]);
    source.appendSilently(1);
    await pause(60);
    expect(seen).toEqual([1, 2]);
    await sub.stop();
  });
});
