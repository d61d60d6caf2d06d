import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteReadStore } from '#server/readstore/sqlite';

/**
 * Issue 25, item 3: documents the embedded store has in its cache are read without a snapshot,
 * as long as no other process committed since its last look; a commit by another process (another
 * API node, a rebuild's swap) makes it read the file again.
 */
const dir = mkdtempSync(join(tmpdir(), 'readstore-cached-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const doc = (id: string, title: string, pos: number) => ({
  collection: 'positions',
  id,
  doc: { _id: id, title, _pos: pos },
});

describe('reads the cache answers', () => {
  it('given a cached document, when another process changes it, then both get and getMany read the new one', async () => {
    const file = join(dir, 'two-nodes.sqlite');
    const a = openSqliteReadStore(file);
    const b = openSqliteReadStore(file);
    try {
      await a.commit('positions', [doc('1', 'Кассир', 1), doc('2', 'Повар', 2)], 2);
      expect((await a.get('positions', '1'))?.title).toBe('Кассир'); // from the cache (a wrote it)
      expect((await b.get('positions', '1'))?.title).toBe('Кассир');

      await b.commit('positions', [doc('1', 'Старший кассир', 3)], 3);
      expect((await a.get('positions', '1'))?.title).toBe('Старший кассир');
      await b.commit('positions', [doc('2', 'Шеф-повар', 4)], 4);
      const many = await a.getMany('positions', ['1', '2']);
      expect([...many.values()].map((d) => d.title)).toEqual(['Старший кассир', 'Шеф-повар']);
      await b.commit('positions', [{ collection: 'positions', id: '2', doc: null }], 5);
      expect(await a.get('positions', '2')).toBeNull();
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('given its own commits, when read back, then every read gets a copy of its own to change', async () => {
    const store = openSqliteReadStore(join(dir, 'own.sqlite'));
    try {
      await store.commit('positions', [doc('7', 'Кассир', 1)], 1);
      const first = await store.get('positions', '7');
      first!.title = 'изменено вызывающим';
      expect((await store.get('positions', '7'))?.title).toBe('Кассир');
      const many = await store.getMany('positions', ['7', 'нет']);
      expect([...many.keys()]).toEqual(['7']);
    } finally {
      await store.close();
    }
  });
});
