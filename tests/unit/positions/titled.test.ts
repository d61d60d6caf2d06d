import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { ReadStore } from '#projections/core/read-store';
import { BY_SEQ_DESC } from '#projections/core/seq';
import { BY_TITLE_KEY } from '#projections/positions/projection';
import { positionsTitled } from '#projections/positions/queries';
import { positionTitleKey } from '#events/positions/titles';
import { openSqliteReadStore } from '#server/readstore/sqlite';

/**
 * A save checks its titles against the positions whose title has the same key (issue 25 item 3):
 * through the titleKey index, not by reading every position on each save.
 */
const dir = mkdtempSync(join(tmpdir(), 'positions-titled-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let store: ReadStore | null = null;
afterEach(async () => {
  await store?.close();
  store = null;
});

const position = (id: number, title: string, keyed = true) => ({
  collection: 'positions',
  id: String(id),
  doc: { _id: String(id), seq: id, title, ...(keyed ? { titleKey: positionTitleKey(title) } : {}) },
});

function open(file: string): ReadStore {
  return openSqliteReadStore(join(dir, file), { positions: [BY_SEQ_DESC, BY_TITLE_KEY] });
}

describe('the positions a save checks its titles against', () => {
  it('are those with the same key, looked up without reading the others', async () => {
    const file = 'keyed.sqlite';
    store = open(file);
    const rows = Array.from({ length: 200 }, (_, i) => position(i + 1, `Должность ${i + 1}`));
    await store.commit('positions', [...rows, position(201, ' Старший  КАССИР ')], 201);
    const key = positionTitleKey('старший кассир');
    expect(await positionsTitled(store, [key])).toEqual([{ id: '201', title: ' Старший  КАССИР ' }]);
    // A row no scan could read: the lookup still answers, so it never read the other positions.
    const raw = new Database(join(dir, file));
    raw.prepare("UPDATE docs SET doc = 'unreadable' WHERE collection = 'positions' AND id = '7'").run();
    raw.close();
    const two = await positionsTitled(store, [key, positionTitleKey('Должность 9')]);
    expect(two.map((p) => p.id).sort()).toEqual(['201', '9']);
    expect(await positionsTitled(store, [])).toEqual([]);
  });

  it('are every position while one was projected before positions kept their key', async () => {
    store = open('legacy.sqlite');
    await store.commit('positions', [position(1, 'Кассир', false), position(2, 'Продавец')], 2);
    const all = await positionsTitled(store, [positionTitleKey('КАССИР')]);
    expect(all.map((p) => p.title).sort()).toEqual(['Кассир', 'Продавец']);
  });
});
