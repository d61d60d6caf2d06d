import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/core/envelope';
import '#events/index';
import type { EventStore } from '#server/eventstore/port';
import { AppendSignal, FOLLOWED_WAIT_MS } from '#server/eventstore/pull-subscription';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import { reservationStream, reserveKey } from '#server/core/reservations';
import type { Config } from '#server/core/config';
import { registerTestEvents, testEvent, uniqueStream } from '../helpers/test-events';

/**
 * Issue 25, item 3: an append the same command follows at once (a key's reservation, then its
 * record) wakes the subscriptions with the next one, so the projections take both in one batch.
 */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `promise` has settled by the end of a short wait (well inside FOLLOWED_WAIT_MS). */
async function settledSoon(promise: Promise<unknown>, ms = 3): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await pause(ms);
  return settled;
}

describe('AppendSignal with a followed append', () => {
  it('given a followed wake-up, when nothing follows yet, then the waiter still waits', async () => {
    const signal = new AppendSignal();
    const woken = signal.next();
    signal.notify(true);
    expect(await settledSoon(woken)).toBe(false);
    signal.notify();
    expect(await settledSoon(woken)).toBe(true);
  });

  it('given a followed wake-up that nothing follows, then the waiter is woken after FOLLOWED_WAIT_MS', async () => {
    const signal = new AppendSignal();
    const started = performance.now();
    const woken = signal.next();
    signal.notify(true);
    signal.notify(true); // a second followed one does not push the wake-up further out
    await woken;
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(FOLLOWED_WAIT_MS - 2);
    expect(waited).toBeLessThan(FOLLOWED_WAIT_MS + 500);
  });

  it('given a plain wake-up, then the waiter is woken at once, as before', async () => {
    const signal = new AppendSignal();
    const woken = signal.next();
    signal.notify();
    expect(await settledSoon(woken, 0)).toBe(true);
  });
});

describe('the SQLite event store with followed appends', () => {
  let store: EventStore;
  let batches: EventEnvelope[][];
  beforeAll(() => registerTestEvents());
  afterEach(async () => store.close());

  const subscribed = async () => {
    store = openSqliteEventStore(':memory:');
    batches = [];
    const from = await store.headPosition();
    store.subscribeAll(from, async (batch) => void batches.push(batch), { batchSize: 100 });
    await pause(20); // the subscription has read the empty log and waits for an append
  };
  const delivered = async (count: number) => {
    for (let waited = 0; batches.flat().length < count && waited < 2000; waited += 5) await pause(5);
    return batches.map((batch) => batch.map((event) => event.streamId));
  };

  it('given a followed append and then a plain one, then the subscription gets both in one batch', async () => {
    await subscribed();
    const [first, second] = [uniqueStream(), uniqueStream()];
    await store.append(first, [testEvent(1)], 'no_stream', { followed: true });
    await pause(2); // the command's own work between its two appends
    await store.append(second, [testEvent(2)], 'no_stream');
    expect(await delivered(2)).toEqual([[first, second]]);
  });

  it('given a followed append that nothing follows, then the subscription still gets it', async () => {
    await subscribed();
    const stream = uniqueStream();
    await store.append(stream, [testEvent(1)], 'no_stream', { followed: true });
    expect(await delivered(1)).toEqual([[stream]]);
  });

  it("given a key's reservation and then its record, then the projections' batch holds both", async () => {
    await subscribed();
    const s = { events: store, config: { piiMasterKey: Buffer.alloc(32, 7) } as Config };
    const key = { kind: 'position-title', value: 'кассир' };
    const ctx = {
      now: new Date().toISOString(),
      newId: () => crypto.randomUUID(),
      actor: { userId: 'u1', role: 'HR' },
      correlationId: 'c',
    };
    await reserveKey(s, key, '7', async () => 'missing', ctx, 'claim-1');
    await pause(2);
    const record = uniqueStream();
    await store.append(record, [testEvent(7)], 'no_stream');
    expect(await delivered(2)).toEqual([[reservationStream(s, key), record]]);
  });

  it('given a followed append committed without its fsync, then another connection to the file reads it before anything follows', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'followed-'));
    const file = join(dir, 'events.sqlite');
    store = openSqliteEventStore(file);
    const other = openSqliteEventStore(file);
    const stream = uniqueStream();
    await store.append(stream, [testEvent(1)], 'no_stream', { followed: true });
    expect((await other.readStream(stream)).map((event) => event.data)).toEqual([{ n: 1 }]);
    // And the next plain append of the same connection is synced again: both are in the file.
    await store.append(stream, [testEvent(2)], 0);
    expect((await other.readStream(stream)).map((event) => event.data)).toEqual([{ n: 1 }, { n: 2 }]);
    await other.close(); // the directory goes with the run's (tests/global-setup.ts)
  });
});
