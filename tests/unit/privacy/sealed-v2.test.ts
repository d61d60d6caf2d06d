import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { object, string } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventEnvelope, NewEvent } from '#events/core/envelope';
import { ERASED, registerPersonalFields } from '#events/core/personal';
import { registerEvents } from '#events/core/registry';
import type { EventStore } from '#server/eventstore/port';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import { openKeyStore, type KeyStore } from '#server/privacy/key-store';
import { sealText } from '#server/privacy/sealed-box';
import { withSealedPersonalData } from '#server/privacy/sealed-store';
import { testMeta } from '../../helpers/test-events';

/**
 * Issue 25, item 2: the v2 sealed format. One box per subject per batch, kept by the subject's first
 * event of the batch; reads that start inside a batch still open it; old v1 events keep reading;
 * an entry cannot be moved to another event; erasure makes every entry of a box unreadable.
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

describe('the v2 sealed format', () => {
  it('given a batch of one candidate, then one box on its first event and slots on the others', async () => {
    const store = withSealedPersonalData(inner, keys);
    await store.append('v2-1', range(0, 10).map(saved), 'no_stream');
    const stored = await inner.readStream('v2-1');
    expect(stored.filter((e) => e.meta.sealed && 'box' in e.meta.sealed)).toHaveLength(1);
    expect(stored[0]!.meta.sealed).toMatchObject({ v: 2, subject: 'v2-1' });
    expect(stored[7]!.meta.sealed).toEqual({ v: 2, subject: 'v2-1', back: 7, slot: 7 });
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
    await store.append('v2-big', batch, 'no_stream');
    const box = (await inner.readStream('v2-big'))[0]!.meta.sealed as { box: string };
    expect(box.box.length).toBeGreaterThan(100_000);
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
      const box = sealText(key, Buffer.alloc(12, n), event.id, JSON.stringify({ name: `Петрова ${n}` }));
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
});
