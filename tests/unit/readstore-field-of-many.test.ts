import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fieldOfMany, type Doc, type ReadStore } from '#projections/core/read-store';
import { decodeKey, encodeKey, type Scalar } from '#server/readstore/sql-keys';
import { openSqliteReadStore } from '#server/readstore/sqlite';
import { updateDocs } from '../helpers/doc-tables';

/**
 * fieldOfMany answers one field of many documents from a declared index's column (the activity
 * log's join asked for a questionnaire's store and opened the whole sealed questionnaire): the same
 * answer as the documents give, with the documents read only where the column cannot hold it.
 */
const dir = mkdtempSync(join(tmpdir(), 'readstore-field-of-many-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const INDEXES = { q: [{ fields: ['state', 'IStoreId'], sort: { seq: -1 as const } }] };
const SCALARS: Scalar[] = [
  '',
  '10412',
  'Авиапарк',
  'a\u0000b',
  '\uD83D\uDE00 emoji',
  '\uD800 lone',
  '\uE000\uFFFF top',
  0,
  -1,
  1.5,
  -1e-300,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  true,
  false,
  null,
];
/** What each document holds in `IStoreId` (undefined: no such field). */
const VALUES: unknown[] = [...SCALARS, undefined, ['10412'], { id: '1' }, Infinity, -Infinity];

const docsOf = (n: number): Doc[] =>
  Array.from({ length: n }, (_, i) => {
    const value = VALUES[i % VALUES.length];
    return {
      _id: `q${i}`,
      state: i % 2 ? 'a' : 'b',
      seq: i,
      ...(value === undefined ? {} : { IStoreId: value }),
    };
  });

/** What getMany's documents say: the field, null where missing. */
async function fromDocuments(read: ReadStore, ids: string[]): Promise<Map<string, unknown>> {
  const docs = await read.getMany('q', ids);
  return new Map([...docs].map(([id, doc]) => [id, doc.IStoreId ?? null] as const));
}

const sorted = (map: Map<string, unknown>) => [...map].sort(([a], [b]) => (a < b ? -1 : 1));

describe('fieldOfMany (embedded read store)', () => {
  it('decodes every index key to the value it encodes', () => {
    for (const value of SCALARS) expect(decodeKey(encodeKey(value))).toStrictEqual(value);
    expect(decodeKey(encodeKey(-0))).toBe(0);
    expect(decodeKey(encodeKey(undefined))).toBeNull();
  });

  it('gives what the documents give, through the index, a staging copy and without an index', async () => {
    const key = randomBytes(32);
    const ids = [...Array.from({ length: 1_200 }, (_, i) => `q${i}`), 'nobody'];
    for (const indexes of [INDEXES, {}]) {
      const read = openSqliteReadStore(join(dir, `same-${Object.keys(indexes).length}.sqlite`), indexes, {
        key,
      });
      await read.commit(
        'p',
        docsOf(1_200).map((doc) => ({ collection: 'q', id: String(doc._id), doc })),
        1,
      );
      const answer = await read.fieldOfMany!('q', ids, 'IStoreId');
      expect(answer.size).toBe(1_200); // 'nobody' left out
      expect(sorted(answer)).toStrictEqual(sorted(await fromDocuments(read, ids)));
      const aside = await read.beginRebuild!('p', ['q']);
      await aside.store.commitRebuild!(
        'p',
        docsOf(30).map((doc) => ({ collection: 'q', id: String(doc._id), doc })),
        2,
      );
      const staged = await fieldOfMany(aside.store, 'q', ids, 'IStoreId');
      expect(staged.size).toBe(30);
      expect(sorted(staged)).toStrictEqual(sorted(await fromDocuments(aside.store, ids)));
      await aside.finish();
      await read.close();
    }
  });

  it('reads no document whose value the index holds', async () => {
    const file = join(dir, 'no-documents.sqlite');
    const read = openSqliteReadStore(file, INDEXES);
    await read.commit(
      'p',
      docsOf(VALUES.length).map((doc) => ({ collection: 'q', id: String(doc._id), doc })),
      1,
    );
    await read.close();
    const raw = new Database(file);
    // The documents with a scalar store (q1, '10412') and no store (q16) can no longer be parsed.
    expect(updateDocs(raw, "doc = 'unreadable'", "id IN ('q1', 'q16')")).toBe(2);
    raw.close();
    const again = openSqliteReadStore(file, INDEXES);
    const answer = await again.fieldOfMany!('q', ['q1', 'q16', 'q17'], 'IStoreId');
    expect(answer).toStrictEqual(
      new Map<string, unknown>([
        ['q1', '10412'],
        ['q16', null],
        ['q17', ['10412']],
      ]),
    );
    await expect(again.getMany('q', ['q1'])).rejects.toThrow();
    await again.close();
  });
});
