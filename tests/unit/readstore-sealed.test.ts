import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeDoc, sealedCodec } from '#server/readstore/doc-codec';
import { openSqliteReadStore } from '#server/readstore/sqlite';

const INDEXES = { people: [{ fields: ['kind', 'city'], sort: { seq: -1 as const } }] };
const fileIn = () => join(mkdtempSync(join(tmpdir(), 'hc-sealed-')), 'read.sqlite');

describe('the embedded read store sealed at rest', () => {
  it('given a key, when documents are committed, then the file never holds their values and reads give them back', async () => {
    const file = fileIn();
    const key = randomBytes(32);
    const store = openSqliteReadStore(file, INDEXES, { key });
    const doc = { _id: 'p1', kind: 'a', city: 'x', seq: 1, name: 'Непечатаемая', _pos: 1 };
    await store.commit('people', [{ collection: 'people', id: 'p1', doc }], 1);
    await store.shred?.();
    expect(readFileSync(file).includes(Buffer.from('Непечатаемая'))).toBe(false);
    expect(await store.get('people', 'p1')).toMatchObject({ name: 'Непечатаемая' });
    expect(
      (await store.findPage('people', { kind: 'a' }, { sort: { seq: -1 }, limit: 5 })).docs,
    ).toHaveLength(1);
    await store.close();
    // Reopened with the same key: nothing lost.
    const again = openSqliteReadStore(file, INDEXES, { key });
    expect(await again.get('people', 'p1')).toMatchObject({ name: 'Непечатаемая' });
    expect(await again.getCheckpoint('people')).toBe(1);
    await again.close();
  });

  it('given a file sealed with another key, when opened, then it is emptied (rebuilt from events), never misread', async () => {
    const file = fileIn();
    const first = openSqliteReadStore(file, INDEXES, { key: randomBytes(32) });
    await first.commit(
      'people',
      [{ collection: 'people', id: 'p1', doc: { _id: 'p1', kind: 'a', seq: 1 } }],
      7,
    );
    await first.close();
    const other = openSqliteReadStore(file, INDEXES, { key: randomBytes(32) });
    expect(await other.get('people', 'p1')).toBeNull();
    expect(await other.getCheckpoint('people')).toBe(0);
    await other.close();
    // A store opened without a key refuses a sealed file instead of serving it half.
    expect(() => openSqliteReadStore(file, INDEXES)).toThrow(/encrypted/);
  });

  it('a sealed document moved to another id does not open', () => {
    const codec = sealedCodec(randomBytes(32));
    const box = codec.encode('people', 'p1', '{"_id":"p1"}');
    expect(decodeDoc(codec, 'people', 'p1', box)).toEqual({ _id: 'p1' });
    expect(() => decodeDoc(codec, 'people', 'p2', box)).toThrow();
  });

  it('given documents whose index keys change and go, then counts from the index equal a count of the documents', async () => {
    const store = openSqliteReadStore(':memory:', INDEXES, { key: randomBytes(32) });
    const kinds = ['a', 'b', 'c'];
    const cities = ['x', 'y'];
    const held = new Map<string, { kind: string; city: string }>();
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    for (let round = 0; round < 400; round++) {
      const id = `p${Math.floor(next() * 60)}`;
      if (next() < 0.2) {
        held.delete(id);
        await store.commit('people', [{ collection: 'people', id, doc: null }], round + 1);
        continue;
      }
      const keys = { kind: kinds[Math.floor(next() * 3)]!, city: cities[Math.floor(next() * 2)]! };
      held.set(id, keys);
      await store.commit(
        'people',
        [{ collection: 'people', id, doc: { _id: id, seq: round, ...keys } }],
        round + 1,
      );
    }
    const expected = (kind?: string, city?: string) =>
      [...held.values()].filter((d) => (!kind || d.kind === kind) && (!city || d.city === city)).length;
    expect(await store.count('people', {})).toBe(held.size);
    for (const kind of kinds) {
      expect(await store.count('people', { kind })).toBe(expected(kind));
      for (const city of cities)
        expect(await store.count('people', { kind, city })).toBe(expected(kind, city));
    }
    expect(await store.count('people', { city: { $in: ['y'] } })).toBe(expected(undefined, 'y'));
    await store.close();
  });
});
