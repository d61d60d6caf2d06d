import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteReadStore } from '#server/readstore/sqlite';
import { DocTables, docTableName } from '#server/readstore/sqlite-doc-tables';
import { docTables } from '../helpers/doc-tables';

/**
 * The embedded read store keeps each physical collection's documents in a table of its own
 * (layout 5): a rebuild's swap drops the old generation's table whole, and every connection on the
 * file follows the tables the others create and drop.
 */
const dir = mkdtempSync(join(tmpdir(), 'readstore-doc-tables-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const INDEXES = { people: [{ fields: ['state'], sort: { seq: -1 as const } }] };
const person = (id: string, state: string, seq: number) => ({
  collection: 'people',
  id,
  doc: { _id: id, state, seq, _pos: seq },
});

/** The tables of the file as sqlite_master lists them. */
function sqliteTables(file: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    return db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((row) => row.name);
  } finally {
    db.close();
  }
}

function registry(file: string): Map<string, string> {
  const db = new Database(file, { readonly: true });
  try {
    return docTables(db);
  } finally {
    db.close();
  }
}

describe('documents table per collection (embedded read store)', () => {
  it('gives each collection its table from its first write, and a swap drops the old generation whole', async () => {
    const file = join(dir, 'swap.sqlite');
    const store = openSqliteReadStore(file, INDEXES);
    expect(registry(file).size).toBe(0);
    expect(await store.get('people', 'p1')).toBeNull(); // no table yet: nothing, no error
    expect(await store.count('people', { state: 'a' })).toBe(0);
    await store.commit('p', [person('p1', 'a', 1), { collection: 'notes', id: 'n1', doc: { _id: 'n1' } }], 1);
    expect([...registry(file).values()].sort()).toEqual(['notes', 'people']);
    const live = docTableName('people');
    expect(sqliteTables(file)).toContain(live);

    const aside = await store.beginRebuild!('p', ['people']);
    await aside.store.commitRebuild!('p', [person('p2', 'a', 5), person('p3', 'b', 6)], 6);
    expect(await store.count('people', {})).toBe(1); // the live collection answers meanwhile
    await aside.finish();

    const tables = registry(file);
    const people = [...tables].filter(([, collection]) => collection.startsWith('people'));
    expect(people).toHaveLength(1);
    expect(people[0]![1]).not.toBe('people'); // the generation the rebuild built
    expect(sqliteTables(file)).not.toContain(live); // dropped, not emptied row by row
    expect(sqliteTables(file)).toContain(people[0]![0]);
    expect((await store.find('people', { state: 'a' })).map((doc) => doc._id)).toEqual(['p2']);
    expect(await store.get('notes', 'n1')).toMatchObject({ _id: 'n1' });
    await store.close();
  });

  it('forgets a table created in a write that rolled back, and creates it again on the next', () => {
    const db = new Database(join(dir, 'rollback.sqlite'));
    db.exec('CREATE TABLE checkpoints (name TEXT PRIMARY KEY)');
    const tables = new DocTables(db);
    const failing = tables.writing(() => {
      tables.ensure('c').put.run('1', '{"_id":"1"}', 1);
      throw new Error('the batch fails after its first write');
    });
    expect(failing).toThrow('the batch fails after its first write');
    expect(tables.of('c')).toBeUndefined();
    expect(tables.list()).toEqual([]);
    tables.writing(() => tables.ensure('c').put.run('1', '{"_id":"1"}', 1))();
    expect(tables.of('c')?.get.get('1')).toEqual({ doc: '{"_id":"1"}' });
    db.close();
  });

  it("follows the tables another connection creates and a rebuild's swap drops", async () => {
    const file = join(dir, 'follow.sqlite');
    // Sealed: the follower opens the generation the writer builds with the salt it finds in the file.
    const key = randomBytes(32);
    const writer = openSqliteReadStore(file, INDEXES, { key });
    const follower = openSqliteReadStore(file, INDEXES, { key });
    expect(await follower.get('people', 'p1')).toBeNull(); // before the collection has a table
    await writer.commit('p', [person('p1', 'a', 1)], 1);
    expect(await follower.get('people', 'p1')).toMatchObject({ state: 'a' });
    expect(await follower.count('people', { state: 'a' })).toBe(1);

    const aside = await writer.beginRebuild!('p', ['people']);
    await aside.store.commitRebuild!('p', [person('p1', 'b', 2)], 2);
    await aside.finish();
    // The follower's statements on the dropped table are never run again: it reads the new one.
    expect(await follower.get('people', 'p1')).toMatchObject({ state: 'b' });
    expect(await follower.find('people', { state: 'b' })).toHaveLength(1);
    expect(await follower.count('people', {})).toBe(1);
    await follower.close();
    await writer.close();
  });
});
