import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { BY_CHANGE, type Doc, type ReadIndexes } from '#projections/core/read-store';
import { openSqliteReadStore } from '#server/readstore/sqlite';
import { docTableName } from '#server/readstore/sqlite-doc-tables';

/**
 * Issue 25, item 3: what a save reads on every command costs what it reads. BY_CHANGE indexes the
 * documents' `pos` (positionTitles reads the positions changed since its last look), and the index
 * tables remember which columns hold irregular values instead of asking SQLite at every query.
 */
const dir = mkdtempSync(join(tmpdir(), 'readstore-change-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const doc = (id: string, pos: number, kind: unknown): Doc => ({ _id: id, _pos: pos, kind }) as Doc;

function planOf(file: string, sql: string): string {
  const raw = new Database(file, { readonly: true });
  try {
    return raw
      .prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .all(0)
      .map((row) => (row as { detail: string }).detail)
      .join('\n');
  } finally {
    raw.close();
  }
}

describe('BY_CHANGE', () => {
  const changedSince = `SELECT id, doc FROM ${docTableName('things')} WHERE pos > ? OR pos IS NULL ORDER BY +id`;

  it('reads what changed since a position through the pos index, in a file made before it was declared too', async () => {
    const file = join(dir, 'change.sqlite');
    const before = openSqliteReadStore(file);
    await before.commit(
      'things',
      [1, 2, 3].map((n) => ({ collection: 'things', id: `t${n}`, doc: doc(`t${n}`, n, 'x') })),
      3,
    );
    await before.close();
    expect(planOf(file, changedSince)).not.toContain('_pos');

    const indexes: ReadIndexes = { things: [BY_CHANGE] };
    const read = openSqliteReadStore(file, indexes);
    expect(planOf(file, changedSince)).toContain(`USING INDEX ${docTableName('things')}_pos (pos>?)`);
    await read.commit('things', [{ collection: 'things', id: 't2', doc: doc('t2', 4, 'y') }], 4);
    expect((await read.find('things', { _pos: { $gt: 3 } })).map((d) => [d._id, d.kind])).toEqual([
      ['t2', 'y'],
    ]);
    expect((await read.find('things', { _pos: { $gt: 1 } })).map((d) => d._id)).toEqual(['t2', 't3']);
    await read.close();
  });

  it('is made with the table of a new collection', async () => {
    const file = join(dir, 'new.sqlite');
    const read = openSqliteReadStore(file, { things: [BY_CHANGE] });
    await read.commit('things', [{ collection: 'things', id: 'a', doc: doc('a', 1, 'x') }], 1);
    expect(planOf(file, changedSince)).toContain(`${docTableName('things')}_pos`);
    await read.close();
  });
});

describe('the irregular columns an index table remembers', () => {
  const indexes: ReadIndexes = { things: [{ fields: ['kind'], sort: { _id: 1 } }] };
  const kinds = async (read: ReturnType<typeof openSqliteReadStore>, kind: string) =>
    (await read.find('things', { kind })).map((d) => d._id);

  it('follow the writes of the store itself: an array in the column, and its replacement', async () => {
    const read = openSqliteReadStore(':memory:', indexes);
    await read.commit('things', [{ collection: 'things', id: 'a', doc: doc('a', 1, 'x') }], 1);
    expect(await kinds(read, 'y')).toEqual([]);
    await read.commit('things', [{ collection: 'things', id: 'b', doc: doc('b', 2, ['x', 'y']) }], 2);
    expect(await kinds(read, 'y')).toEqual(['b']);
    expect(await read.count('things', { kind: 'x' })).toBe(2);
    await read.commit('things', [{ collection: 'things', id: 'b', doc: doc('b', 3, 'z') }], 3);
    expect(await kinds(read, 'y')).toEqual([]);
    expect(await kinds(read, 'z')).toEqual(['b']);
    await read.commit('things', [{ collection: 'things', id: 'c', doc: doc('c', 4, ['y']) }], 4);
    await read.commit('things', [{ collection: 'things', id: 'c', doc: null }], 5);
    expect(await kinds(read, 'y')).toEqual([]);
    expect(await read.count('things', { kind: 'x' })).toBe(1);
    await read.close();
  });

  it("follow another process's writes to the file", async () => {
    const file = join(dir, 'two.sqlite');
    const here = openSqliteReadStore(file, indexes);
    await here.commit('things', [{ collection: 'things', id: 'a', doc: doc('a', 1, 'x') }], 1);
    expect(await kinds(here, 'y')).toEqual([]); // remembered: no irregular row
    const other = openSqliteReadStore(file, indexes);
    await other.commit('things', [{ collection: 'things', id: 'b', doc: doc('b', 2, ['x', 'y']) }], 2);
    expect(await kinds(here, 'y')).toEqual(['b']);
    expect(await here.count('things', { kind: 'x' })).toBe(2);
    await other.close();
    await here.close();
  });
});
