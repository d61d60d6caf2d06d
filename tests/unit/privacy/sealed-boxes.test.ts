import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { array, object, string } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventEnvelope, NewEvent } from '#events/core/envelope';
import { ERASED, registerPersonalFields } from '#events/core/personal';
import { registerEvents } from '#events/core/registry';
import type { EventStore } from '#server/eventstore/port';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import { openKeyStore, type KeyStore } from '#server/privacy/key-store';
import { sealPlain } from '#server/privacy/sealed-box';
import { withSealedPersonalData } from '#server/privacy/sealed-store';
import { testMeta } from '../../helpers/test-events';

/**
 * Issue 25, item 2: the batch boxes (v3 written, v2 still read). One box per subject per batch, kept
 * by the subject's first event of the batch; reads that start inside a batch still open it; old v1
 * and v2 events keep reading; an entry cannot be moved to another event; erasure makes every entry
 * of a box unreadable.
 */

registerEvents({ TestV2Saved: object({ name: string(), city: string() }) });
registerPersonalFields({ TestV2Saved: { fields: ['name'] } });

const saved = (n: number): NewEvent => ({
  id: `v2-${n}-${Math.random().toString(36).slice(2)}`,
  type: 'TestV2Saved',
  data: { name: `Петрова ${n}`, city: 'Пермь' },
  meta: testMeta(),
});
const names = (events: readonly EventEnvelope[]) => events.map((e) => (e.data as { name: string }).name);
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

let dir: string;
let keys: KeyStore;
let inner: EventStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hc-sealed-v2-'));
  keys = openKeyStore(join(dir, 'keys.sqlite'), Buffer.alloc(32, 9));
  inner = openSqliteEventStore(join(dir, 'events.sqlite'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('the batch boxes', () => {
  it('given a batch of one candidate, then one box on its first event and slots on the others', async () => {
    const store = withSealedPersonalData(inner, keys);
    await store.append('v2-1', range(0, 10).map(saved), 'no_stream');
    const stored = await inner.readStream('v2-1');
    expect(stored.filter((e) => e.meta.sealed && 'box' in e.meta.sealed)).toHaveLength(1);
    expect(stored[0]!.meta.sealed).toMatchObject({ v: 3, subject: 'v2-1' });
    expect(stored[7]!.meta.sealed).toEqual({ v: 3, subject: 'v2-1', back: 7, slot: 7 });
    expect(stored.map((e) => e.data)).toEqual(range(0, 10).map(() => ({ name: '', city: 'Пермь' })));
    expect(JSON.stringify(stored)).not.toContain('Петрова');
    expect(names(await store.readStream('v2-1'))).toEqual(range(0, 10).map((n) => `Петрова ${n}`));
    await store.close();
  });

  it('given a box of over 100 KB of Cyrillic text, then every character reads back', async () => {
    const store = withSealedPersonalData(inner, keys);
    // Odd lengths, so that the box's pieces of UTF-8 would split characters if cut blindly.
    const batch = range(0, 400).map((n) => ({
      ...saved(n),
      data: { name: `Ёлкина-Щукина ${'жё'.repeat(n % 97)}🙂${n}`, city: 'Пермь' },
    }));
    expect(Buffer.byteLength(JSON.stringify(batch.map((e) => e.data)))).toBeGreaterThan(100_000);
    await store.append('v2-big', batch, 'no_stream');
    // Deflated: the names repeat their pieces.
    const box = (await inner.readStream('v2-big'))[0]!.meta.sealed as { box: string };
    expect(box.box.length).toBeLessThan(50_000);
    expect((await store.readStream('v2-big')).map((e) => e.data)).toEqual(batch.map((e) => e.data));
    await store.close();
  });

  it('given a read that starts inside a batch, then its first events open from the box kept before it', async () => {
    const store = withSealedPersonalData(inner, keys);
    await store.append('v2-2', range(0, 10).map(saved), 'no_stream');
    await store.append('v2-3', range(10, 20).map(saved), 'no_stream');
    const expected = (from: number, to: number) => range(from, to).map((n) => `Петрова ${n}`);
    expect(names(await store.readStream('v2-2', { fromRevision: 4, toRevision: 6 }))).toEqual(expected(4, 7));
    expect(names(await store.readAll({ fromPosition: 5, limit: 8 }))).toEqual(expected(5, 13));
    const pages: string[][] = [];
    for await (const page of store.readAllPages!({ fromPosition: 3, pageSize: 4 })) pages.push(names(page));
    expect(pages.flat()).toEqual(expected(3, 20));
    const seen: string[] = [];
    const sub = store.subscribeAll(6, (events) => void seen.push(...names(events)), { batchSize: 3 });
    await expect.poll(() => seen.length).toBe(14);
    await sub.stop();
    expect(seen).toEqual(expected(6, 20));
    await store.close();
  });

  it('given a batch mixing plain events and two subjects, then each subject has its own box', async () => {
    const store = withSealedPersonalData(inner, keys);
    registerPersonalFields({
      TestV2Other: { fields: ['name'], subjectOf: (data) => (data as { owner?: string }).owner },
    });
    registerEvents({ TestV2Other: object({ name: string(), owner: string() }) });
    registerEvents({ TestV2Plain: object({ city: string() }) });
    const other = (n: number): NewEvent => ({
      ...saved(n),
      type: 'TestV2Other',
      data: { name: `Иванов ${n}`, owner: 'v2-owner' },
    });
    const plain: NewEvent = { ...saved(99), type: 'TestV2Plain', data: { city: 'Казань' } };
    const batch = [saved(0), other(1), plain, saved(2), other(3)];
    await store.append('v2-4', batch, 'no_stream');
    const stored = await inner.readStream('v2-4');
    const boxes = stored.filter((e) => e.meta.sealed && 'box' in e.meta.sealed);
    expect(boxes.map((e) => e.meta.sealed!.subject)).toEqual(['v2-4', 'v2-owner']);
    expect((await store.readStream('v2-4', { fromRevision: 3 })).map((e) => e.data)).toEqual(
      batch.slice(3).map((e) => e.data),
    );
    expect((await store.readStream('v2-4')).map((e) => e.data)).toEqual(batch.map((e) => e.data));
    await store.close();
  });

  it('given a slot moved to another event of the box, when read, then opening fails', async () => {
    const store = withSealedPersonalData(inner, keys);
    await store.append('v2-5', range(0, 3).map(saved), 'no_stream');
    const [a, b, c] = await inner.readStream('v2-5');
    const moved = { ...c!, meta: { ...c!.meta, sealed: { ...b!.meta.sealed!, back: 2 } } };
    const forged: EventStore = { ...inner, readStream: async () => [a!, b!, moved] };
    await expect(withSealedPersonalData(forged, keys).readStream('v2-5')).rejects.toThrow(/slot/);
    await store.close();
  });

  it('given the candidate erased, then every event of the box reads удалено, from any start', async () => {
    const store = withSealedPersonalData(inner, keys);
    await store.append('v2-6', range(0, 5).map(saved), 'no_stream');
    await keys.erase(['v2-6']);
    for (const from of [0, 3]) {
      const read = await store.readStream('v2-6', { fromRevision: from });
      expect(names(read)).toEqual(read.map(() => ERASED));
      expect(read.every((e) => e.meta.sealed === undefined)).toBe(true);
    }
    await store.close();
  });

  it('given events sealed in the v1 format (a box each), then they still read', async () => {
    const key = keys.keyFor('v2-7')!;
    const v1 = (n: number): NewEvent => {
      const event = saved(n);
      const box = sealPlain(key, Buffer.alloc(12, n), event.id, JSON.stringify({ name: `Петрова ${n}` }));
      return {
        ...event,
        data: { name: ERASED, city: 'Пермь' },
        meta: { ...event.meta, sealed: { subject: 'v2-7', box } },
      };
    };
    await inner.append('v2-7', [v1(0), v1(1), v1(2)], 'no_stream');
    const store = withSealedPersonalData(inner, keys);
    await store.append('v2-7', [saved(3)], 2);
    expect(names(await store.readStream('v2-7'))).toEqual(range(0, 4).map((n) => `Петрова ${n}`));
    expect(names(await store.readStream('v2-7', { fromRevision: 1 }))).toEqual(
      range(1, 4).map((n) => `Петрова ${n}`),
    );
    await store.close();
  });

  /**
   * A box sealed by hand as the writer of `version` would: v2 the plain text; v3 values once, and a
   * first byte saying the text follows deflated (1), the way large boxes are written.
   */
  const handBox = (key: Buffer, holderId: string, version: 2 | 3, text: unknown) => {
    const json = JSON.stringify(text);
    if (version === 2) return sealPlain(key, Buffer.alloc(12, 2), `${holderId}\u0000v2`, json);
    const deflated = Buffer.concat([Buffer.of(1), deflateRawSync(Buffer.from(json))]);
    return sealPlain(key, Buffer.alloc(12, 3), `${holderId}\u0000v3`, deflated);
  };

  it('given events sealed in the v2 format (one plain box per batch), then they read, and read удалено once erased', async () => {
    const key = keys.keyFor('v2-8')!;
    const events = range(0, 3).map(saved);
    const text = { s: [['name']], e: events.map((e, n) => [e.id, 0, `Петрова ${n}`]) };
    const box = handBox(key, events[0]!.id, 2, text);
    const v2 = events.map((event, slot) => ({
      ...event,
      data: { name: ERASED, city: 'Пермь' },
      meta: {
        ...event.meta,
        sealed:
          slot === 0
            ? { v: 2 as const, subject: 'v2-8', box }
            : { v: 2 as const, subject: 'v2-8', back: slot, slot },
      },
    }));
    await inner.append('v2-8', v2, 'no_stream');
    const store = withSealedPersonalData(inner, keys);
    expect(names(await store.readStream('v2-8'))).toEqual(range(0, 3).map((n) => `Петрова ${n}`));
    expect(names(await store.readStream('v2-8', { fromRevision: 2 }))).toEqual(['Петрова 2']);
    await keys.erase(['v2-8']);
    expect(names(await store.readStream('v2-8'))).toEqual([ERASED, ERASED, ERASED]);
    await store.close();
  });

  it('given a value kept once for many events, then each event gets its own lists', async () => {
    registerEvents({ TestV3Listed: object({ phones: array(string()), city: string() }) });
    registerPersonalFields({ TestV3Listed: { fields: ['phones'] } });
    // One list object in both events: a box that kept values by identity would hand it out twice.
    const phonesOfBoth = ['79990000001'];
    const listed = (n: number): NewEvent => ({
      ...saved(n),
      type: 'TestV3Listed',
      data: { phones: phonesOfBoth, city: 'Пермь' },
    });
    const store = withSealedPersonalData(inner, keys);
    await store.append('v3-1', [listed(0), listed(1)], 'no_stream');
    const stored = await inner.readStream('v3-1');
    expect(stored.map((e) => e.data)).toEqual([0, 1].map(() => ({ phones: [], city: 'Пермь' })));
    const [a, b] = await store.readStream('v3-1');
    const phones = (e: EventEnvelope) => (e.data as { phones: string[] }).phones;
    expect(phones(a!)).toEqual(['79990000001']);
    expect(phones(a!)).not.toBe(phones(b!));
    await keys.erase(['v3-1']);
    expect((await store.readStream('v3-1')).map(phones)).toEqual([[], []]);
    await store.close();
  });

  it('given a v3 box whose entry names a value it lacks, when read, then opening fails', async () => {
    const key = keys.keyFor('v3-2')!;
    const event = saved(0);
    const box = handBox(key, event.id, 3, { s: [['name']], v: ['Петрова'], e: [[event.id, 0, 1]] });
    const sealed = {
      ...event,
      data: { name: '', city: 'Пермь' },
      meta: { ...event.meta, sealed: { v: 3 as const, subject: 'v3-2', box } },
    };
    await inner.append('v3-2', [sealed], 'no_stream');
    const store = withSealedPersonalData(inner, keys);
    await expect(store.readStream('v3-2')).rejects.toThrow(/lacks/);
    await store.close();
  });
});
