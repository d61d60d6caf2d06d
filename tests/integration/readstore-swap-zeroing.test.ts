import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteReadStore } from '#server/readstore/sqlite';
import { sealedCodec } from '#server/readstore/doc-codec';
import { generationKey } from '#server/readstore/sqlite-generation-keys';
import { docTables, generationSalts } from '../helpers/doc-tables';

/**
 * A rebuild's swap drops the old generation. Documents of collections that may hold personal data
 * leave no readable remains in the file (152-FZ), while its index tables, and the documents'
 * tables of collections declared plain, are dropped without zeroing their pages (issue 25 item 5).
 * Each collection has its own documents' table: no other collection's cell moves and leaves a copy
 * behind, as deleting rows of a table they shared unzeroed did (this test found it).
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

  it("shreds a sealed store's old generation with its key: no key left in the file opens it", async () => {
    const file = join(dir, 'shred.sqlite');
    const key = randomBytes(32);
    const store = openSqliteReadStore(file, INDEXES, { key, plain: ['log'] });
    const first = await store.beginRebuild!('p', ['people', 'log']);
    await first.store.commitRebuild!(
      'p',
      [...docs('people', 'Паспорт-старый', 1), ...docs('log', 'Журнал', 1)],
      1,
    );
    await first.finish();
    // The generation's sealed rows, as someone holding the file and the master key would read them.
    const before = new Database(file, { readonly: true });
    const [table, physical] = [...docTables(before)].find(([, c]) => c.startsWith('people'))!;
    const salt = generationSalts(before).get(physical)!;
    expect(generationSalts(before).size).toBe(1); // the plain log's generation needs no key
    const rows = before.prepare<[], { id: string; doc: Buffer }>(`SELECT id, doc FROM ${table}`).all();
    before.close();
    expect(rows).toHaveLength(200);
    const own = sealedCodec(key, [], (c) => (c === physical ? generationKey(key, salt) : undefined));
    expect(own.text(physical, rows[7]!.id, rows[7]!.doc)).toContain('Паспорт-старый');

    const second = await store.beginRebuild!('p', ['people', 'log']);
    await second.store.commitRebuild!(
      'p',
      [...docs('people', 'Паспорт-новый', 1000), ...docs('log', 'Журнал', 1000)],
      2,
    );
    await second.finish();
    expect((await store.get('people', 'people-7'))?.text).toBe('Паспорт-новый-7');
    const after = new Database(file, { readonly: true });
    const left = generationSalts(after);
    // The swap truncated the WAL it owed: no truncation is left for the next open.
    expect(after.prepare("SELECT 1 FROM meta WHERE name = 'wal-truncate-owed'").get()).toBeUndefined();
    after.close();
    expect(left.has(physical)).toBe(false);
    expect(left.size).toBe(1); // the new generation's
    // Nor is the old key's salt anywhere in the file or its WAL (which held the page it was on).
    for (const suffix of ['', '-wal']) {
      if (existsSync(file + suffix)) expect(readFileSync(file + suffix).includes(salt)).toBe(false);
    }
    // Neither the read store's key nor any generation's key left in the file opens the old rows.
    const keys = [key, ...[...left.values()].map((s) => generationKey(key, s))];
    for (const row of rows) {
      for (const k of keys) expect(() => sealedCodec(k).text(physical, row.id, row.doc)).toThrow();
    }
    await store.close();
  });

  it('truncates at open a WAL whose truncation a swap owed when its process stopped', async () => {
    const file = join(dir, 'owed.sqlite');
    const key = randomBytes(32);
    const store = openSqliteReadStore(file, INDEXES, { key });
    const aside = await store.beginRebuild!('p', ['people']);
    await aside.store.commitRebuild!('p', docs('people', 'Паспорт', 1), 1);
    await aside.finish(); // the first swap shreds no key: the WAL keeps the page with the salt
    // Another connection keeps the WAL from being checkpointed away when the store closes; the mark
    // stands for a swap whose process stopped between its commit and the truncation.
    const other = new Database(file);
    const [, physical] = [...docTables(other)].find(([, c]) => c.startsWith('people'))!;
    const salt = generationSalts(other).get(physical)!;
    other.prepare("INSERT INTO meta (name, value) VALUES ('wal-truncate-owed', 1)").run();
    await store.close();
    expect(readFileSync(`${file}-wal`).includes(salt)).toBe(true);

    const reopened = openSqliteReadStore(file, INDEXES, { key });
    expect(readFileSync(`${file}-wal`).includes(salt)).toBe(false);
    expect(other.prepare("SELECT 1 FROM meta WHERE name = 'wal-truncate-owed'").get()).toBeUndefined();
    expect((await reopened.get('people', 'people-7'))?.text).toBe('Паспорт-7');
    other.close();
    await reopened.close();
  });
});
