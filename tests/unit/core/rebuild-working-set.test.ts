import { describe, expect, it } from 'vitest';
import type { Doc, ReadStore } from '#projections/core/read-store';
import { WorkingSet } from '#projections/core/rebuild-working-set';

/** A read store that only answers getMany, and records what it was asked. */
function recordingStore(stored: Record<string, Record<string, Doc>>) {
  const asked: { collection: string; ids: string[] }[] = [];
  const read = {
    async getMany(collection: string, ids: string[]) {
      asked.push({ collection, ids });
      const found = new Map<string, Doc>();
      for (const id of ids) {
        const doc = stored[collection]?.[id];
        if (doc) found.set(id, doc);
      }
      return found;
    },
  } as unknown as ReadStore;
  return { read, asked };
}

const doc = (id: string, extra: Record<string, unknown> = {}): Doc => ({ _id: id, ...extra });

describe('rebuild working set', () => {
  it('given event documents, when they are set, then they are committed and counted but not held', () => {
    const working = new WorkingSet(['log', 'days'], ['log']);
    working.set('log', '1', doc('1'));
    working.set('log', '2', doc('2'));
    working.set('days', 'd1', doc('d1'));

    expect(working.get('log', '1')).toBeNull();
    expect(working.get('days', 'd1')).toEqual(doc('d1'));
    expect(working.size).toBe(1);
    expect(working.takeChanges().map(({ collection, id }) => `${collection}/${id}`)).toEqual([
      'log/1',
      'log/2',
      'days/d1',
    ]);
    expect(working.takeChanges()).toEqual([]);
    expect(working.documents()).toBe(3);
  });

  it('given a forgotten working set, when a page touches event documents, then none is looked up', async () => {
    const working = new WorkingSet(['log', 'days'], ['log']);
    working.set('log', '1', doc('1'));
    working.set('days', 'd1', doc('d1', { n: 1 }));
    working.takeChanges();
    working.forget();
    const { read, asked } = recordingStore({ days: { d1: doc('d1', { n: 1 }) } });

    await working.load(
      [
        [
          { collection: 'log', id: '2' },
          { collection: 'days', id: 'd1' },
        ],
      ],
      read,
    );

    expect(asked).toEqual([{ collection: 'days', ids: ['d1'] }]);
    expect(working.get('days', 'd1')).toEqual(doc('d1', { n: 1 }));
    // The days are no longer all in memory: the count is the store's to give.
    expect(working.documents()).toBeNull();
  });

  it('given no event documents, when forgotten, then every touched document is looked up', async () => {
    const working = new WorkingSet(['log'], []);
    working.set('log', '1', doc('1'));
    working.forget();
    const { read, asked } = recordingStore({ log: { '1': doc('1') } });

    await working.load([[{ collection: 'log', id: '1' }]], read);

    expect(asked).toEqual([{ collection: 'log', ids: ['1'] }]);
    expect(working.get('log', '1')).toEqual(doc('1'));
  });

  it('ignores event documents named outside its collections', () => {
    const working = new WorkingSet(['days'], ['log']);
    working.set('days', 'd1', doc('d1'));
    expect(working.get('days', 'd1')).toEqual(doc('d1'));
    expect(working.documents()).toBe(1);
  });
});
