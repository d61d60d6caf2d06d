import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { BY_SEQ_DESC } from '#projections/core/seq';
import type { ReadStore } from '#projections/core/read-store';
import { openSqliteReadStore } from '#server/readstore/sqlite';

/**
 * The next numeric id (createWithNextId: the highest seq, one row) is asked for by every create.
 * It must not count the collection nor prepare its SQL again each time: with 200 sockets watching,
 * those two cost about 0.7 ms of the command's path before its change goes out (bench section 4).
 */

const dir = mkdtempSync(join(tmpdir(), 'readstore-next-id-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let store: ReadStore | null = null;
afterEach(async () => {
  vi.restoreAllMocks();
  await store?.close();
  store = null;
});

describe('the highest seq of an embedded collection', () => {
  it('is one prepared query, not a count of the collection and two prepares per call', async () => {
    store = openSqliteReadStore(join(dir, 'positions.sqlite'), { positions: [BY_SEQ_DESC] });
    const changes = Array.from({ length: 300 }, (_, i) => ({
      collection: 'positions',
      id: String(i + 1),
      doc: { _id: String(i + 1), seq: i + 1, title: `Должность ${i + 1}` },
    }));
    await store.commit('positions', changes, 300);
    const top = () => store!.find('positions', {}, { sort: { seq: -1 }, limit: 1 });
    expect((await top())[0]?.seq).toBe(300);

    const prepared: string[] = [];
    const prepare = Database.prototype.prepare;
    vi.spyOn(Database.prototype, 'prepare').mockImplementation(function (
      this: Database.Database,
      sql: string,
    ) {
      prepared.push(sql);
      return prepare.call(this, sql);
    });
    for (let i = 0; i < 5; i++) expect((await top())[0]?.seq).toBe(300);
    expect(prepared).toEqual([]);

    // Still the right answer after more creates, and pages past the end are still empty.
    await store.commit(
      'positions',
      [{ collection: 'positions', id: '301', doc: { _id: '301', seq: 301 } }],
      301,
    );
    expect((await top())[0]?.seq).toBe(301);
    expect(await store.find('positions', {}, { sort: { seq: -1 }, skip: 301, limit: 1 })).toEqual([]);
    expect(
      (await store.find('positions', {}, { sort: { seq: -1 }, skip: 300, limit: 5 })).map((d) => d.seq),
    ).toEqual([1]);
  });
});
