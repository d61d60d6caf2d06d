import { EventStoreDBClient } from '@eventstore/db-client';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/core/envelope';
import { checkEsdbServer, esdbEventStoreFromClient } from '#server/eventstore/esdb';
import { EventValidationError, type EventStore } from '#server/eventstore/port';
import { registerTestEvents, testEvent, uniqueStream } from '../helpers/test-events';

/**
 * EventStoreDB edges (issue 16, item 3) that need a real server: its version and rights, deleted
 * and truncated streams, positions of re-sends, live batches. The same behaviour is pinned with a
 * fake client in tests/unit/eventstore-esdb-*.test.ts; this catches where the fake is wrong.
 * EVENTSTORE_RESTRICTED_URL, when set, is a user without the right to read $all.
 */
const url = process.env.EVENTSTORE_URL;
const restrictedUrl = process.env.EVENTSTORE_RESTRICTED_URL;
if (!url) console.log('skipped: EVENTSTORE_URL not set (EventStoreDB edge cases need a server)');

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await delay(5);
  }
}

describe.skipIf(!url)('EventStoreDB edges (skipped without EVENTSTORE_URL)', () => {
  let client: EventStoreDBClient;
  let store: EventStore;
  beforeAll(() => {
    registerTestEvents();
    client = EventStoreDBClient.connectionString(url ?? '');
    store = esdbEventStoreFromClient(client);
  });
  afterAll(async () => store.close());

  it('accepts the configured server (22.6 or later, $all readable)', async () => {
    await expect(checkEsdbServer(client)).resolves.toBeUndefined();
  });

  it('returns the original position for a re-send, never -1', async () => {
    const s = uniqueStream();
    const batch = [testEvent(1), testEvent(2)];
    const original = await store.append(s, batch, 'no_stream');
    expect(original.position).toBeGreaterThan(0);
    expect(await store.append(s, batch, 'no_stream')).toEqual(original);
    const single = [testEvent(3)];
    const first = await store.append(s, single, 1);
    expect(await store.append(s, single, 1)).toEqual(first);
  });

  it('refuses appends to a tombstoned stream with a validation error and reads it as empty', async () => {
    const s = uniqueStream();
    await store.append(s, [testEvent(1)], 'no_stream');
    await client.tombstoneStream(s);
    expect(await store.readStream(s)).toEqual([]);
    await expect(store.append(s, [testEvent(2)], 'any')).rejects.toBeInstanceOf(EventValidationError);
  });

  it('continues a soft-deleted stream after its last revision', async () => {
    const s = uniqueStream();
    await store.append(s, [testEvent(1), testEvent(2)], 'no_stream');
    await client.deleteStream(s);
    expect(await store.readStream(s)).toEqual([]);
    const result = await store.append(s, [testEvent(3)], 'no_stream');
    expect(result.nextRevision).toBe(2);
    expect((await store.readStream(s)).map((e) => e.revision)).toEqual([2]);
  });

  it('reads a truncated stream by revision and appends after its last event', async () => {
    const s = uniqueStream();
    await store.append(
      s,
      [0, 1, 2, 3, 4].map((n) => testEvent(n)),
      'no_stream',
    );
    await client.setStreamMetadata(s, { truncateBefore: 3 });
    const history = await store.readStream(s);
    expect(history.map((e) => e.revision)).toEqual([3, 4]);
    expect((await store.readStream(s, { toRevision: 3 })).map((e) => e.revision)).toEqual([3]);
    const last = history[history.length - 1]!.revision;
    expect((await store.append(s, [testEvent(5)], last)).nextRevision).toBe(5);
  });

  it('delivers live events written together in fewer handler calls than events', async () => {
    const head = await store.headPosition();
    const calls: EventEnvelope[][] = [];
    const s = uniqueStream();
    const subscription = store.subscribeAll(head, (events) => {
      calls.push(events.filter((e) => e.streamId === s));
    });
    await delay(500); // live
    await Promise.all(
      [0, 1, 2, 3, 4, 5, 6, 7].map((n) => store.append(uniqueStream(), [testEvent(n)], 'any')),
    );
    await store.append(
      s,
      [0, 1, 2, 3, 4, 5, 6, 7].map((n) => testEvent(n)),
      'no_stream',
    );
    await until(() => calls.flat().length === 8);
    await subscription.stop();
    expect(calls.filter((c) => c.length > 0).length).toBeLessThan(8);
  });

  it.skipIf(!restrictedUrl)(
    'refuses a user without the right to read $all, with a clear message',
    async () => {
      const restricted = esdbEventStoreFromClient(EventStoreDBClient.connectionString(restrictedUrl ?? ''));
      await expect(restricted.append(uniqueStream(), [testEvent(1)], 'any')).rejects.toThrow(
        /may not read \$all/,
      );
      await restricted.close();
    },
  );
});
