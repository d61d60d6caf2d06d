import Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '#events/index';
import { projections } from '#server/core/registry';
import { plainCollectionsOf } from '#server/readstore/index';
import { openSqliteReadStore } from '#server/readstore/sqlite';
import { docRows } from '../helpers/doc-tables';

/**
 * Issue 25, item 1: only the documents of read models that declare personal data are sealed at
 * rest; the others (positions, vacancies...) are stored as JSON text, which costs a rebuild nothing.
 */
const fileIn = () => join(mkdtempSync(join(tmpdir(), 'hc-targeted-')), 'read.sqlite');
const OPEN = 'Должность-Открытая';
const HIDDEN = 'Скрытнова';
const position = (pos: number) => ({ _id: 'p1', title: OPEN, _pos: pos });
const candidate = (name: string, pos: number) => ({ _id: 'q1', lastname: name, _pos: pos });

/** How each stored document is kept: 'text' (plain JSON) or 'sealed' (a blob). */
function storedForms(file: string): Record<string, 'text' | 'sealed'> {
  const db = new Database(file, { readonly: true });
  try {
    const rows = docRows(db);
    return Object.fromEntries(
      rows.map((r) => [
        `${r.collection.split('\u0000')[0]}/${r.id}`,
        typeof r.doc === 'string' ? 'text' : 'sealed',
      ]),
    );
  } finally {
    db.close();
  }
}

describe('targeted sealing of the embedded read store', () => {
  it('seals the documents of personal collections and stores the others as JSON text', async () => {
    const file = fileIn();
    const store = openSqliteReadStore(file, {}, { key: randomBytes(32), plain: ['positions'] });
    await store.commit('positions', [{ collection: 'positions', id: 'p1', doc: position(1) }], 1);
    await store.commit(
      'questionnaires',
      [{ collection: 'questionnaires', id: 'q1', doc: candidate(HIDDEN, 2) }],
      2,
    );
    await store.shred?.();
    expect(storedForms(file)).toEqual({ 'positions/p1': 'text', 'questionnaires/q1': 'sealed' });
    const bytes = readFileSync(file);
    expect(bytes.includes(Buffer.from(OPEN))).toBe(true);
    expect(bytes.includes(Buffer.from(HIDDEN))).toBe(false);
    expect(await store.get('positions', 'p1')).toMatchObject({ title: OPEN });
    expect(await store.get('questionnaires', 'q1')).toMatchObject({ lastname: HIDDEN });
    await store.close();
  });

  it('keeps the same forms in a rebuild built aside and after its swap', async () => {
    const file = fileIn();
    const store = openSqliteReadStore(file, {}, { key: randomBytes(32), plain: ['positions'] });
    const positions = await store.beginRebuild!('positions', ['positions']);
    const people = await store.beginRebuild!('questionnaires', ['questionnaires']);
    await positions.store.commitRebuild!(
      'positions',
      [{ collection: 'positions', id: 'p1', doc: position(1) }],
      1,
    );
    await people.store.commitRebuild!(
      'questionnaires',
      [{ collection: 'questionnaires', id: 'q1', doc: candidate(HIDDEN, 2) }],
      2,
    );
    expect(storedForms(file)).toEqual({ 'positions/p1': 'text', 'questionnaires/q1': 'sealed' });
    await positions.finish();
    await people.finish();
    expect(storedForms(file)).toEqual({ 'positions/p1': 'text', 'questionnaires/q1': 'sealed' });
    expect(await store.get('questionnaires', 'q1')).toMatchObject({ lastname: HIDDEN });
    await store.shred?.();
    expect(readFileSync(file).includes(Buffer.from(HIDDEN))).toBe(false);
    await store.close();
  });

  it('reads the sealed documents an earlier version stored in a collection now plain, and writes them plain', async () => {
    const file = fileIn();
    const key = randomBytes(32);
    const before = openSqliteReadStore(file, {}, { key }); // an earlier version: every document sealed
    await before.commit('positions', [{ collection: 'positions', id: 'p1', doc: position(1) }], 1);
    await before.close();
    expect(storedForms(file)).toEqual({ 'positions/p1': 'sealed' });
    const after = openSqliteReadStore(file, {}, { key, plain: ['positions'] });
    expect(await after.get('positions', 'p1')).toMatchObject({ title: OPEN });
    expect(await after.getCheckpoint('positions')).toBe(1);
    await after.commit('positions', [{ collection: 'positions', id: 'p1', doc: position(2) }], 2);
    expect(storedForms(file)).toEqual({ 'positions/p1': 'text' });
    await after.close();
  });

  it('an erased value leaves nothing in the file, the plain documents beside it untouched', async () => {
    const file = fileIn();
    const store = openSqliteReadStore(file, {}, { key: randomBytes(32), plain: ['positions'] });
    await store.commit('positions', [{ collection: 'positions', id: 'p1', doc: position(1) }], 1);
    await store.commit(
      'questionnaires',
      [{ collection: 'questionnaires', id: 'q1', doc: candidate(HIDDEN, 2) }],
      2,
    );
    await store.commit(
      'questionnaires',
      [{ collection: 'questionnaires', id: 'q1', doc: candidate('удалено', 3) }],
      3,
    );
    await store.shred?.();
    const bytes = readFileSync(file);
    expect(bytes.includes(Buffer.from(HIDDEN))).toBe(false);
    expect(bytes.includes(Buffer.from('удалено'))).toBe(false); // sealed too
    expect(bytes.includes(Buffer.from(OPEN))).toBe(true);
    await store.close();
  });

  it('the registry: collections of projections declaring personal data are sealed, the others plain', () => {
    const plain = plainCollectionsOf(projections());
    expect(plain).toEqual(expect.arrayContaining(['positions', 'vacancies', 'dictionaryEntries']));
    for (const personal of [
      'questionnaires',
      'questionnairesLight',
      'questionnaireLightLinks',
      'approvals',
      'candidateChecks',
      'meetings',
      'blacklist',
      'users',
      'revokedTokens',
    ]) {
      expect(plain).not.toContain(personal);
    }
    for (const projection of projections()) {
      for (const collection of projection.collections)
        expect(plain.includes(collection)).toBe(projection.personal !== true);
    }
    // A collection no projection declares plain is sealed (the safe default).
    expect(plainCollectionsOf([{ collections: ['a'], personal: true }, { collections: ['a'] }])).toEqual([]);
  });
});
