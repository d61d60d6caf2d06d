import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { define, object, string } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventEnvelope, NewEvent } from '#events/core/envelope';
import { registerPersonalFields } from '#events/core/personal';
import { registerEvents } from '#events/core/registry';
import type { EventStore } from '#server/eventstore/port';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import { openKeyStore, type KeyStore } from '#server/privacy/key-store';
import { withSealedPersonalData } from '#server/privacy/sealed-store';
import { testMeta } from '../../helpers/test-events';

/**
 * Issue 25, item 2: a sealed batch resolves each subject's key once, checks its events once, writes
 * a new candidate's key and stream link in one durable commit before the events, and never shares
 * an IV between two boxes.
 */

let checks = 0;
// A personal event type of the tests' own, whose schema counts how often it is checked.
const Named = define<string>('Named', (value) => {
  checks += 1;
  return typeof value === 'string';
});
registerEvents({ TestPersonSaved: object({ name: Named, city: string() }) });
registerPersonalFields({ TestPersonSaved: { fields: ['name'] } });

const person = (n: number): NewEvent => ({
  id: `person-${n}-${Math.random().toString(36).slice(2)}`,
  type: 'TestPersonSaved',
  data: { name: `Петрова ${n}`, city: 'Пермь' },
  meta: testMeta(),
});

let dir: string;
let keys: KeyStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hc-sealed-batch-'));
  keys = openKeyStore(join(dir, 'keys.sqlite'), Buffer.alloc(32, 5));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The key store with a count of every call that fetches or makes a key. */
function counted(store: KeyStore): { keys: KeyStore; lookups: () => number } {
  let lookups = 0;
  const counting = new Proxy(store, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (['keyFor', 'existingKey', 'keysForBatch', 'existingKeys'].includes(String(name))) lookups += 1;
        return Reflect.apply(value, target, args);
      };
    },
  });
  return { keys: counting, lookups: () => lookups };
}

/** Commit frames in a SQLite WAL file: a frame whose header holds the database size ends a commit. */
function walCommits(file: string): number {
  let bytes: Buffer;
  try {
    bytes = readFileSync(`${file}-wal`);
  } catch {
    return 0;
  }
  if (bytes.length < 32) return 0;
  const pageSize = bytes.readUInt32BE(8);
  let commits = 0;
  for (let at = 32; at + 24 + pageSize <= bytes.length; at += 24 + pageSize) {
    if (bytes.readUInt32BE(at + 4) !== 0) commits += 1;
  }
  return commits;
}

/** The IV of the box an event keeps (v2: only the first event of its subject in a batch keeps one). */
const ivOf = (event: EventEnvelope) => {
  const sealed = event.meta.sealed;
  return sealed && 'box' in sealed ? Buffer.from(sealed.box, 'base64').subarray(0, 12) : null;
};

describe('a sealed batch', () => {
  it('given 50 events of one candidate, when appended, then the key is fetched once and each event checked once', async () => {
    const { keys: countingKeys, lookups } = counted(keys);
    const store = withSealedPersonalData(openSqliteEventStore(join(dir, 'events.sqlite')), countingKeys);
    const events = Array.from({ length: 50 }, (_, n) => person(n));
    checks = 0;
    await store.append('person-1', events, 'no_stream');
    expect(lookups()).toBe(1);
    expect(checks).toBe(50);
    // A later batch of the same candidate, again one lookup for all of it.
    await store.append('person-1', [person(51), person(52), person(53)], 49);
    expect(lookups()).toBe(2);
    const read = await store.readStream('person-1');
    expect(read.map((e) => e.data)).toEqual(
      [...events, person(51), person(52), person(53)].map((e) => e.data),
    );
    await store.close();
  });

  it("given a new candidate, then its key and stream link take one commit of keys.sqlite, a known one's batches none", async () => {
    const file = join(dir, 'keys.sqlite');
    const store = withSealedPersonalData(openSqliteEventStore(join(dir, 'events.sqlite')), keys);
    const before = walCommits(file);
    await store.append('person-2', [person(1), person(2), person(3)], 'no_stream');
    expect(walCommits(file) - before).toBe(1);
    await store.append('person-2', [person(4), person(5)], 2);
    await store.append('person-2', [person(6)], 4);
    expect(walCommits(file) - before).toBe(1);
    expect(keys.streamsOf('person-2')).toEqual(['person-2']);
    await store.close();
  });

  it('given 30 new candidates appended in one turn, then their keys and links take one commit of keys.sqlite, and every one reads back', async () => {
    const file = join(dir, 'keys.sqlite');
    const events = openSqliteEventStore(join(dir, 'events.sqlite'));
    const store = withSealedPersonalData(events, keys);
    const before = walCommits(file);
    const people = Array.from({ length: 30 }, (_, i) => person(100 + i));
    await Promise.all(people.map((event, i) => store.append(`person-n${i}`, [event], 'no_stream')));
    expect(walCommits(file) - before).toBe(1);
    for (let i = 0; i < people.length; i++) {
      expect(keys.streamsOf(`person-n${i}`)).toEqual([`person-n${i}`]);
      expect((await store.readStream(`person-n${i}`))[0]!.data).toEqual(people[i]!.data);
      // Sealed in the log: the name is not there in plain text.
      expect(JSON.stringify((await events.readStream(`person-n${i}`))[0]!.data)).not.toContain('Петрова');
    }
    await store.close();
  });

  it('never gives two boxes the same IV, within a batch, across batches and across candidates', async () => {
    const store = withSealedPersonalData(openSqliteEventStore(join(dir, 'events.sqlite')), keys);
    for (const stream of ['person-3', 'person-4']) {
      await store.append(
        stream,
        Array.from({ length: 100 }, (_, n) => person(n)),
        'no_stream',
      );
      await store.append(
        stream,
        Array.from({ length: 100 }, (_, n) => person(n)),
        99,
      );
    }
    const inner = openSqliteEventStore(join(dir, 'events.sqlite'));
    const stored = await inner.readAll({ fromPosition: 0 });
    await inner.close();
    expect(stored).toHaveLength(400);
    // One box per candidate per batch (issue 25), each with its own IV.
    const boxes = stored.flatMap((event) => ivOf(event) ?? []);
    expect(boxes).toHaveLength(4);
    expect(new Set(boxes.map((iv) => iv.toString('hex'))).size).toBe(4);
    await store.close();
  });

  it('writes the key before the events: the event store never holds an event whose key is not stored', async () => {
    const file = join(dir, 'keys.sqlite');
    const events = openSqliteEventStore(join(dir, 'events.sqlite'));
    let seen = 0;
    // The event store's append looks at keys.sqlite through a connection of its own, as after a crash.
    const checking: EventStore = {
      ...events,
      async append(streamId, batch, expected) {
        const other = openKeyStore(file, Buffer.alloc(32, 5));
        try {
          for (const event of batch) {
            const subject = event.meta.sealed?.subject;
            if (!subject) continue;
            expect(other.existingKey(subject)).not.toBeNull();
            seen += 1;
          }
        } finally {
          other.close();
        }
        return events.append(streamId, batch, expected);
      },
    };
    const store = withSealedPersonalData(checking, keys);
    await store.append('person-5', [person(1), person(2)], 'no_stream');
    await store.append('person-6', [person(3)], 'no_stream');
    expect(seen).toBe(3);
    await store.close();
  });

  it('given the event store failing after the key was written, when the batch is sent again, then it is sealed with that same key', async () => {
    const events = openSqliteEventStore(join(dir, 'events.sqlite'));
    let fail = true;
    const flaky: EventStore = {
      ...events,
      async append(streamId, batch, expected) {
        if (fail) {
          fail = false;
          throw new Error('disk full');
        }
        return events.append(streamId, batch, expected);
      },
    };
    const store = withSealedPersonalData(flaky, keys);
    const batch = [person(1)];
    await expect(store.append('person-7', batch, 'no_stream')).rejects.toThrow('disk full');
    const key = keys.existingKey('person-7');
    expect(key).not.toBeNull();
    await store.append('person-7', batch, 'no_stream');
    expect(keys.existingKey('person-7')).toEqual(key);
    expect((await store.readStream('person-7')).map((e) => e.data)).toEqual([batch[0]!.data]);
    await store.close();
  });
});
