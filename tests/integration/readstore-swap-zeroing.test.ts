import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteReadStore } from '#server/readstore/sqlite';

/**
 * A rebuild's swap drops the old generation. Documents of collections that may hold personal data
 * leave no readable remains in the file (152-FZ), while its index tables are dropped without
 * zeroing their pages (issue 25 item 5). Deleting rows of the shared docs table unzeroed would not
 * do: moved cells of other collections' documents would leave copies behind (this test found it).
 */
const dir = mkdtempSync(join(tmpdir(), 'readstore-zeroing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const INDEXES = {
  people: [{ fields: ['state'], sort: { seq: -1 as const } }],
  log: [{ fields: ['state'], sort: { seq: -1 as const } }],
};
const docs = (collection: string, text: string, from: number) =>
  Array.from({ length: 200 }, (_, i) => ({
    collection,
    id: `${collection}-${i}`,
    doc: { _id: `${collection}-${i}`, state: i % 2 ? 'a' : 'b', seq: from + i, text: `${text}-${i}` },
  }));

/** The file's bytes once the WAL is in it (what a copy of the data directory would hold). */
function fileText(file: string): string {
  const db = new Database(file);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return readFileSync(file).toString('utf8');
}

describe("a rebuild's swap of the embedded read store", () => {
  it('leaves nothing of the personal old generation, and keeps zeroing what is deleted later', async () => {
    const file = join(dir, 'swap.sqlite');
    const store = openSqliteReadStore(file, INDEXES, { plain: ['log'] });
    await store.commit('p', [...docs('people', 'Паспорт-старый', 1), ...docs('log', 'Журнал', 1)], 1);

    const aside = await store.beginRebuild!('p', ['people', 'log']);
    await aside.store.commitRebuild!(
      'p',
      [...docs('people', 'Паспорт-новый', 1000), ...docs('log', 'Журнал', 1000)],
      2,
    );
    await aside.finish();
    expect(await store.count('people', { state: 'a' })).toBe(100);
    expect((await store.get('people', 'people-7'))?.text).toBe('Паспорт-новый-7');
    expect(await store.count('log', {})).toBe(200);
    expect(fileText(file)).not.toContain('Паспорт-старый');

    // After the swap, deleting a personal document still zeroes it.
    await store.commit('p', [{ collection: 'people', id: 'people-7', doc: null }], 3);
    expect(await store.get('people', 'people-7')).toBeNull();
    expect(fileText(file)).not.toContain('Паспорт-новый-7"');
    expect(fileText(file)).toContain('Паспорт-новый-8"');
    await store.close();
  });
});
