import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import type { ReadStore } from '#projections/core/read-store';
import { garblePage, leafPages } from '../helpers/garble';
import { damageOf, openHealedSqliteReadStore, ReadStoreDamagedError } from '#server/readstore/sqlite-health';
import { updateDocs } from '../helpers/doc-tables';

const root = mkdtempSync(join(tmpdir(), 'hc-health-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The one document each case stores before it checks or damages the file. */
const commitOne = (read: ReadStore) =>
  read.commit('p', [{ collection: 'c', id: '1', doc: { _id: '1', a: 1, _pos: 1 } }], 1);

function freshDir(name: string): string {
  const dir = join(root, name);
  rmSync(dir, { recursive: true, force: true });
  return mkdtempSync(dir);
}

describe('read store health (SQLite)', () => {
  it('a missing file and a sound one are not damaged', async () => {
    const file = join(freshDir('sound'), 'read.sqlite');
    expect(damageOf(file)).toBeNull();
    const { read, movedTo } = openHealedSqliteReadStore(file, {}, () => {});
    expect(movedTo).toBeNull();
    await commitOne(read);
    await read.close();
    expect(damageOf(file)).toBeNull();
  });

  it('finds a stored document that is no longer JSON, which quick_check does not read', async () => {
    const file = join(freshDir('json'), 'read.sqlite');
    const { read } = openHealedSqliteReadStore(file, {}, () => {});
    await commitOne(read);
    await read.close();
    const db = new Database(file);
    updateDocs(db, 'doc = \'{"a": 1\'', "id = '1'");
    db.close();
    expect(damageOf(file)).toBe('a stored document is not JSON');
  });

  it('damage found while running answers 503, logs one line, and the next open moves the file aside', async () => {
    const dir = freshDir('runtime');
    const file = join(dir, 'read.sqlite');
    const lines: string[] = [];
    const { read } = openHealedSqliteReadStore(file, {}, (line) => lines.push(line));
    await commitOne(read);
    // Damaged behind the store's back, before the collection is read into memory.
    const db = new Database(file);
    updateDocs(db, "doc = 'garbage'", "id = '1'");
    db.close();
    const failure = await read.find('c').catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(ReadStoreDamagedError);
    expect(failure).toMatchObject({ status: 503 });
    await expect(read.get('c', '1')).rejects.toBeInstanceOf(ReadStoreDamagedError);
    expect(lines).toEqual([
      '[readstore] read store damaged while running: restart the server to rebuild read models from events',
    ]);
    await read.close();

    const reopened = openHealedSqliteReadStore(file, {}, (line) => lines.push(line));
    expect(reopened.movedTo).toMatch(/read\.sqlite\.broken-/);
    expect(lines[1]).toContain('damage found while running');
    expect(await reopened.read.find('c')).toEqual([]);
    expect(await reopened.read.getCheckpoint('p')).toBe(0);
    await reopened.read.close();
    expect(readdirSync(dir).filter((f) => f.includes('.broken-'))).toHaveLength(1);
    expect(existsSync(`${file}.damaged`)).toBe(false);
  });

  it("damage met in a rebuild's staging copy fails the same way", async () => {
    const dir = freshDir('staging');
    const file = join(dir, 'read.sqlite');
    const lines: string[] = [];
    const { read } = openHealedSqliteReadStore(file, {}, (line) => lines.push(line));
    await commitOne(read);
    const aside = await read.beginRebuild!('p', ['c']);
    await aside.store.commitRebuild!(
      'p',
      [{ collection: 'c', id: '2', doc: { _id: '2', a: 2, _pos: 2 } }],
      2,
    );
    expect(await aside.store.get('c', '2')).toMatchObject({ a: 2 });
    // The staging copy's document is damaged behind the store's back (the live one stays sound).
    const db = new Database(file);
    expect(updateDocs(db, "doc = 'garbage'", "id = '2'", (collection) => collection !== 'c')).toBe(1);
    db.close();
    await expect(aside.store.get('c', '2')).rejects.toBeInstanceOf(ReadStoreDamagedError);
    expect(existsSync(`${file}.damaged`)).toBe(true); // the next open (the rebuild's retry) moves it aside
    expect(lines).toEqual([
      '[readstore] read store damaged while running: restart the server to rebuild read models from events',
    ]);
    await read.close();
  });

  it('a rebuild of all checks only the mark at open, and damage it meets in the leases fails as damage', async () => {
    const file = join(freshDir('lease'), 'read.sqlite');
    const first = openHealedSqliteReadStore(file, {}, () => {});
    expect(await first.read.cluster.acquireLease('projections', 'a', 60_000, Date.now())).toBe(true);
    await first.read.close();
    garblePage(file, leafPages(file, 'leases')[0] ?? -1);
    expect(damageOf(file)).not.toBeNull(); // the whole-file check (every start) finds it
    expect(damageOf(file, 'mark')).toBeNull();
    const lines: string[] = [];
    const { read, movedTo } = openHealedSqliteReadStore(file, {}, (line) => lines.push(line), {}, 'mark');
    expect(movedTo).toBeNull();
    await expect(read.cluster.leaseHolder('projections', Date.now())).rejects.toBeInstanceOf(
      ReadStoreDamagedError,
    );
    expect(lines).toEqual([
      '[readstore] read store damaged while running: restart the server to rebuild read models from events',
    ]);
    await read.close();
    // Marked: the next open, whatever it checks, moves the file aside (npm run rebuild's retry).
    expect(damageOf(file, 'mark')).toBe('damage found while running');
    const reopened = openHealedSqliteReadStore(file, {}, () => {}, {}, 'mark');
    expect(reopened.movedTo).toMatch(/read\.sqlite\.broken-/);
    expect(await reopened.read.cluster.leaseHolder('projections', Date.now())).toBeNull();
    await reopened.read.close();
  });
});
