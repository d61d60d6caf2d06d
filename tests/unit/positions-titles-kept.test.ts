import { describe, expect, it } from 'vitest';
import { POSITIONS } from '#events/positions/collections';
import type { ReadStore } from '#projections/core/read-store';
import { positionTitles } from '#projections/positions/queries';
import { openSqliteReadStore } from '#server/readstore/sqlite';

/** Issue 25, item 3: a save's title check reads only the positions changed since it last read them. */
const put = (read: ReadStore, id: string, title: string, position: number) =>
  read.commit(
    POSITIONS.name,
    [{ collection: POSITIONS.name, id, doc: { _id: id, _pos: position, id, title } }],
    position,
  );

/** The store, with the documents its finds answered. */
function counted(read: ReadStore): { read: ReadStore; found: () => number } {
  let found = 0;
  const wrapped: ReadStore = {
    ...read,
    find: async (...args) => {
      const docs = await read.find(...args);
      found += docs.length;
      return docs;
    },
  };
  return { read: wrapped, found: () => found };
}

const sorted = (titles: { id: string; title: string }[]) =>
  [...titles].sort((a, b) => a.id.localeCompare(b.id));

describe('positionTitles', () => {
  it('given titles read, when nothing moved the checkpoint, then nothing is read again', async () => {
    const { read, found } = counted(openSqliteReadStore(':memory:'));
    await put(read, '1', 'Кассир', 10);
    await put(read, '2', 'Пекарь', 11);
    expect(sorted((await positionTitles(read)).all())).toEqual([
      { id: '1', title: 'Кассир' },
      { id: '2', title: 'Пекарь' },
    ]);
    expect((await positionTitles(read)).all()).toHaveLength(2);
    expect(found()).toBe(2);
  });

  it('given titles read, when positions are renamed and added, then only those are read', async () => {
    const { read, found } = counted(openSqliteReadStore(':memory:'));
    for (let i = 1; i <= 20; i++) await put(read, String(i), `Должность ${i}`, i);
    await positionTitles(read);
    expect(found()).toBe(20);
    await put(read, '3', 'Старший кассир', 21);
    await put(read, '21', 'Пекарь', 22);
    const titles = (await positionTitles(read)).all();
    expect(found()).toBe(22);
    expect(titles).toHaveLength(21);
    expect(titles).toContainEqual({ id: '3', title: 'Старший кассир' });
    expect(titles).toContainEqual({ id: '21', title: 'Пекарь' });
    expect(titles).not.toContainEqual({ id: '3', title: 'Должность 3' });
  });

  it('given titles read, when the projection is reset and refilled, then everything is read again', async () => {
    const { read, found } = counted(openSqliteReadStore(':memory:'));
    await put(read, '1', 'Кассир', 10);
    await put(read, '2', 'Пекарь', 11);
    await positionTitles(read);
    await read.reset(POSITIONS.name, [POSITIONS.name]);
    expect((await positionTitles(read)).all()).toEqual([]);
    await put(read, '1', 'Грузчик', 5);
    expect((await positionTitles(read)).all()).toEqual([{ id: '1', title: 'Грузчик' }]);
    expect(found()).toBe(3);
  });

  it('keeps titles per read store: another store at the same checkpoint reads its own', async () => {
    const a = openSqliteReadStore(':memory:');
    const b = openSqliteReadStore(':memory:');
    await put(a, '1', 'Кассир', 10);
    await put(b, '1', 'Пекарь', 10);
    expect((await positionTitles(a)).all()).toEqual([{ id: '1', title: 'Кассир' }]);
    expect((await positionTitles(b)).all()).toEqual([{ id: '1', title: 'Пекарь' }]);
  });

  it('given titles kept, when positions are renamed, then sameAs names the positions of that title only, by its key', async () => {
    const read = openSqliteReadStore(':memory:');
    await put(read, '1', 'Кассир', 10);
    await put(read, '2', 'Пекарь', 11);
    await put(read, '3', '  КАССИР ', 12);
    const before = await positionTitles(read);
    expect(sorted(before.sameAs('кассир'))).toEqual([
      { id: '1', title: 'Кассир' },
      { id: '3', title: '  КАССИР ' },
    ]);
    expect(before.sameAs('Грузчик')).toEqual([]);
    await put(read, '1', 'Приёмщик', 13);
    const after = await positionTitles(read);
    expect(after.sameAs('Кассир')).toEqual([{ id: '3', title: '  КАССИР ' }]);
    expect(after.sameAs('приемщик')).toEqual([{ id: '1', title: 'Приёмщик' }]);
  });
});
