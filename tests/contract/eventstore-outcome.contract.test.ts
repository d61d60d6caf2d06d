import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NewEvent } from '#events/core/envelope';
import { openEsdbEventStore } from '#server/eventstore/esdb';
import { type EventStore, WrongExpectedRevisionError } from '#server/eventstore/port';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import { EventStoreUnavailableError, withOutcomeRecheck } from '#server/eventstore/unknown-outcome';
import { registerTestEvents, testEvent, uniqueStream } from '../helpers/test-events';

/**
 * Issue 16, item 2: appends whose outcome is unknown (a deadline passed, the connection dropped,
 * the leader changed) on every configured adapter. The faults are injected around the real adapter
 * the way @eventstore/db-client reports them (an error with `type`), after or instead of the write.
 */
type Fault = 'deadline-after-write' | 'dropped-before-write' | 'none';
const deadline = () => Object.assign(new Error('Deadline exceeded'), { type: 'deadline-exceeded' });
const dropped = () => Object.assign(new Error('14 UNAVAILABLE: Connection dropped'), { type: 'unavailable' });

function withFaults(store: EventStore, faults: Fault[]): EventStore {
  return {
    ...store,
    async append(streamId, events, expected) {
      const fault = faults.shift() ?? 'none';
      if (fault === 'dropped-before-write') throw dropped();
      const result = await store.append(streamId, events, expected);
      if (fault === 'deadline-after-write') throw deadline();
      return result;
    },
  };
}

const eventstoreUrl = process.env.EVENTSTORE_URL;
const adapters = [
  {
    name: 'sqlite',
    enabled: true,
    open: () => openSqliteEventStore(join(mkdtempSync(join(tmpdir(), 'hc-outcome-')), 'events.sqlite')),
  },
  {
    name: 'eventstoredb',
    enabled: Boolean(eventstoreUrl),
    open: () => openEsdbEventStore(eventstoreUrl ?? ''),
  },
];
if (!eventstoreUrl) console.log('skipped: EVENTSTORE_URL not set (unknown-outcome cases run on SQLite only)');

const FAST = [1, 1, 1];
const batch = (): NewEvent[] => [testEvent(1), testEvent(2)];

for (const adapter of adapters) {
  describe.skipIf(!adapter.enabled)(`appends with an unknown outcome: ${adapter.name}`, () => {
    let store: EventStore;
    beforeAll(registerTestEvents);
    afterEach(async () => store?.close());

    it('a deadline after the write landed: the original result, the events stored once', async () => {
      store = adapter.open();
      const stream = uniqueStream();
      await store.append(stream, [testEvent(0)], 'no_stream');
      const events = batch();
      const result = await withOutcomeRecheck(withFaults(store, ['deadline-after-write']), FAST).append(
        stream,
        events,
        0,
      );
      const stored = await store.readStream(stream);
      expect(stored.map((e) => e.id)).toEqual([stored[0]!.id, ...events.map((e) => e.id)]);
      expect(result).toEqual({ nextRevision: 2, position: stored[2]!.position });
    });

    it('a connection dropped before the write: the same batch is sent again and stored once', async () => {
      store = adapter.open();
      const stream = uniqueStream();
      const events = batch();
      const result = await withOutcomeRecheck(
        withFaults(store, ['dropped-before-write', 'dropped-before-write']),
        FAST,
      ).append(stream, events, 'no_stream');
      const stored = await store.readStream(stream);
      expect(stored.map((e) => e.id)).toEqual(events.map((e) => e.id));
      expect(result.nextRevision).toBe(1);
    });

    it('a deadline, and another writer got in first: the conflict is real and reported', async () => {
      store = adapter.open();
      const stream = uniqueStream();
      await store.append(stream, [testEvent(0)], 'no_stream');
      await store.append(stream, [testEvent(9)], 0); // someone else's write
      const faulty = withOutcomeRecheck(withFaults(store, ['dropped-before-write']), FAST);
      await expect(faulty.append(stream, batch(), 0)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('a store that stays unreachable: 503, and nothing is written', async () => {
      store = adapter.open();
      const stream = uniqueStream();
      const always: Fault[] = Array.from({ length: 10 }, () => 'dropped-before-write');
      const faulty = withOutcomeRecheck(withFaults(store, always), FAST);
      const err = await faulty.append(stream, batch(), 'no_stream').catch((e: unknown) => e);
      expect(err).toBeInstanceOf(EventStoreUnavailableError);
      expect(err).toMatchObject({ status: 503 });
      expect(await store.readStream(stream)).toEqual([]);
    });

    it('reads the stream only after an unknown outcome, never before an append', async () => {
      store = adapter.open();
      const reads = vi.spyOn(store, 'readStream');
      const wrapped = withOutcomeRecheck(store, FAST);
      const stream = uniqueStream();
      await wrapped.append(stream, [testEvent(1)], 'no_stream');
      await expect(wrapped.append(stream, [testEvent(2)], 'no_stream')).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      expect(reads).not.toHaveBeenCalled();
    });
  });
}
