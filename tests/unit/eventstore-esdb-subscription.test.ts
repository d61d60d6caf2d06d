import { AccessDeniedError } from '@eventstore/db-client';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventEnvelope } from '#events/core/envelope';
import { toEventData } from '#server/eventstore/esdb-mapping';
import { esdbReads } from '#server/eventstore/esdb-read';
import { lazyServerCheck } from '#server/eventstore/esdb-server';
import { type EsdbSubscription, esdbSubscription } from '#server/eventstore/esdb-subscription';
import { registerTestEvents, testEvent, uniqueStream } from '../helpers/test-events';
import { FakeEsdb } from './eventstore-esdb-fake';
import { log } from '#server/core/logger';

beforeAll(registerTestEvents);
afterEach(() => vi.restoreAllMocks());

async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await delay(2);
  }
}

function subscribe(
  fake: FakeEsdb,
  batchSize: number,
  handler: (events: EventEnvelope[]) => Promise<void> | void,
) {
  const reads = esdbReads(fake.client);
  return esdbSubscription(fake.client, {
    ready: lazyServerCheck(fake.client),
    readAllAfter: (after, limit) => reads.readAllAfter(after, limit),
    fromPosition: 0,
    handler,
    batchSize,
  });
}

describe('EventStoreDB subscription (issue 16, item 3)', () => {
  let subscription: EsdbSubscription | undefined;
  afterEach(async () => subscription?.stop());

  it('delivers live events that arrive together in one handler call, up to the batch size', async () => {
    const fake = new FakeEsdb();
    const s = uniqueStream();
    fake.push(s, toEventData(testEvent(0)));
    const calls: number[][] = [];
    subscription = subscribe(fake, 4, (events) => {
      calls.push(events.map((e) => (e.data as { n: number }).n));
    });
    await until(() => calls.length === 1);
    await until(() => fake.callsOf('subscribeToAll').length === 1);
    for (let n = 1; n <= 6; n++) fake.push(s, toEventData(testEvent(n)));
    await until(() => calls.flat().length === 7);
    expect(calls).toEqual([[0], [1, 2, 3, 4], [5, 6]]);
    expect(subscription.position).toBe(fake.log[6]!.position);
  });

  it('hands events arriving a tick apart over separately, in order, without repeats', async () => {
    const fake = new FakeEsdb();
    const s = uniqueStream();
    const seen: number[] = [];
    subscription = subscribe(fake, 100, (events) => {
      seen.push(...events.map((e) => (e.data as { n: number }).n));
    });
    await until(() => fake.callsOf('subscribeToAll').length === 1);
    for (let n = 0; n < 5; n++) {
      fake.push(s, toEventData(testEvent(n)));
      await delay(5);
    }
    await until(() => seen.length === 5);
    expect(seen).toEqual([0, 1, 2, 3, 4]);
  });

  it('stops with a clear message when the user may not read $all, instead of retrying', async () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const fake = new FakeEsdb();
    fake.failNext.set('readAll', new AccessDeniedError());
    const handler = vi.fn();
    subscription = subscribe(fake, 10, handler);
    await until(() => subscription!.failure !== null);
    await delay(30);
    expect(subscription.failure?.message).toMatch(/may not read \$all/);
    expect(fake.callsOf('readAll')).toHaveLength(1);
    expect(fake.callsOf('subscribeToAll')).toHaveLength(0);
    expect(handler).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/subscription to \$all stopped: .*may not read/),
    );
  });

  it('stops when the live subscription is refused access too', async () => {
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const fake = new FakeEsdb();
    fake.failNext.set('subscribeToAll', new AccessDeniedError());
    subscription = subscribe(fake, 10, () => undefined);
    await until(() => subscription!.failure !== null);
    expect(fake.callsOf('subscribeToAll')).toHaveLength(1);
  });

  it('refuses to start on a server before 22.6', async () => {
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const fake = new FakeEsdb();
    fake.serverVersion = '22.2.0.0';
    subscription = subscribe(fake, 10, () => undefined);
    await until(() => subscription!.failure !== null);
    expect(subscription.failure?.message).toMatch(/22\.2\.0\.0 is not supported/);
  });
});
