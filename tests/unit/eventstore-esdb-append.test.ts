import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { esdbEventStoreFromClient } from '#server/eventstore/esdb';
import { toEventData } from '#server/eventstore/esdb-mapping';
import { type EventStore, EventValidationError, WrongExpectedRevisionError } from '#server/eventstore/port';
import { registerTestEvents, testEvent, uniqueStream } from '../helpers/test-events';
import { FakeEsdb } from './eventstore-esdb-fake';

beforeAll(registerTestEvents);

let fake: FakeEsdb;
let store: EventStore;
beforeEach(() => {
  fake = new FakeEsdb();
  store = esdbEventStoreFromClient(fake.client);
});

const readsOf = (streamId: string) =>
  fake.callsOf('readStream').filter(([id]) => id === streamId) as [string, { fromRevision?: bigint }][];

describe('EventStoreDB appends (issue 16, item 3)', () => {
  it('does not read the stream before an append with a known expected revision', async () => {
    const s = uniqueStream();
    await store.append(s, [testEvent(1)], 'no_stream');
    await store.append(s, [testEvent(2)], 0);
    expect(readsOf(s)).toHaveLength(0);
  });

  it('scans for stored ids before `any` and `stream_exists` appends, where ESDB is best effort', async () => {
    const s = uniqueStream();
    const batch = [testEvent(1), testEvent(2)];
    const original = await store.append(s, batch, 'any');
    const appends = fake.callsOf('appendToStream').length;
    expect(await store.append(s, batch, 'stream_exists')).toEqual(original);
    expect(await store.append(s, batch, 'any')).toEqual(original);
    expect(fake.callsOf('appendToStream')).toHaveLength(appends); // nothing sent again
  });

  it('after a conflict, looks for its ids from the expected revision on and returns the original', async () => {
    const s = uniqueStream();
    await store.append(s, [testEvent(0)], 'no_stream');
    const batch = [testEvent(1), testEvent(2)];
    const original = await store.append(s, batch, 0);
    await store.append(s, [testEvent(3)], 2);
    expect(await store.append(s, batch, 0)).toEqual(original);
    expect(readsOf(s).map(([, o]) => o.fromRevision)).toContain(1n);
    expect(readsOf(s).map(([, o]) => o.fromRevision)).not.toContain(0n);
  });

  it('still recognises a re-send stored before the revision it now expects', async () => {
    const s = uniqueStream();
    const batch = [testEvent(1), testEvent(2)];
    const original = await store.append(s, batch, 'no_stream');
    await store.append(s, [testEvent(3)], 1);
    expect(await store.append(s, batch, 0)).toEqual(original); // finds half from 1, all from 0
  });

  it('reports a real conflict with the actual revision', async () => {
    const s = uniqueStream();
    await store.append(s, [testEvent(0), testEvent(1)], 'no_stream');
    const err = await store.append(s, [testEvent(2)], 0).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(WrongExpectedRevisionError);
    expect(err).toMatchObject({ streamId: s, expected: 0, actual: 1 });
  });

  it('never returns a position of -1: reads the event back when the append result has none', async () => {
    fake.appendPositions = false;
    const s = uniqueStream();
    const single = await store.append(s, [testEvent(1)], 'no_stream');
    const batch = await store.append(s, [testEvent(2), testEvent(3)], 0);
    const stored = await store.readStream(s);
    expect(single).toEqual({ nextRevision: 0, position: stored[0]!.position });
    expect(batch).toEqual({ nextRevision: 2, position: stored[2]!.position });
    expect(stored[0]!.position).toBeGreaterThan(0);
  });

  it('falls back to the head of $all when even the read-back has no position', async () => {
    fake.appendPositions = false;
    fake.streamReadPositions = false;
    const s = uniqueStream();
    const result = await store.append(s, [testEvent(1)], 'no_stream');
    expect(result.position).toBe(fake.log[fake.log.length - 1]!.position);
  });

  it('refuses an append to a tombstoned stream with a final validation error, and reads it as empty', async () => {
    const s = uniqueStream();
    await store.append(s, [testEvent(1)], 'no_stream');
    fake.tombstoned.add(s);
    expect(await store.readStream(s)).toEqual([]);
    const err = await store.append(s, [testEvent(2)], 'no_stream').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EventValidationError);
    expect((err as Error).message).toMatch(/удалён безвозвратно/);
  });

  it('bounds time travel on a truncated stream by revision, not by a count of events', async () => {
    const s = uniqueStream();
    for (let i = 0; i < 6; i++) fake.push(s, toEventData(testEvent(i)));
    fake.truncatedBefore.set(s, 3);
    expect((await store.readStream(s, { toRevision: 4 })).map((e) => e.revision)).toEqual([3, 4]);
    expect((await store.readStream(s, { toRevision: 2 })).map((e) => e.revision)).toEqual([]);
    expect((await store.readStream(s)).map((e) => e.revision)).toEqual([3, 4, 5]);
  });

  it('takes the revision of a truncated stream from its last event when appending', async () => {
    const s = uniqueStream();
    for (let i = 0; i < 5; i++) fake.push(s, toEventData(testEvent(i)));
    fake.truncatedBefore.set(s, 3);
    const history = await store.readStream(s);
    const last = history[history.length - 1]!.revision;
    expect(history).toHaveLength(2);
    expect(await store.append(s, [testEvent(9)], last)).toMatchObject({ nextRevision: 5 });
  });
});
