import { describe, expect, it } from 'vitest';
import { applyPush, placeRow, type PushRules } from '#client/console/live/listPush';

interface Doc {
  _id: string;
  title: string;
  status: 'new' | 'done';
  revision: number;
}
interface Row {
  id: string;
  title: string;
  revision: number;
}

const row = (id: string, title: string, revision = 1): Row => ({ id, title, revision });
const toView = (doc: Doc, id: string): Row => ({ id, title: doc.title, revision: doc.revision });
const patched: PushRules<Doc, Row> = { toView, belongs: (doc) => doc.status === 'new' };
const push = (id: string, doc: Omit<Doc, '_id'> | null) => ({ id, doc: doc && { _id: id, ...doc } });

describe('applyPush: what one pushed change does to a live list', () => {
  const rows = [row('1', 'b'), row('2', 'c')];

  it('a newcomer that belongs goes on top, is counted and highlighted', () => {
    const out = applyPush(rows, push('3', { title: 'a', status: 'new', revision: 1 }), patched);
    expect(out.rows.map((r) => r.id)).toEqual(['3', '1', '2']);
    expect(out).toMatchObject({ totalDelta: 1, highlight: '3' });
  });

  it('with an order the newcomer is placed by it; with a limit the page keeps its size', () => {
    const byTitle = (a: Row, b: Row) => a.title.localeCompare(b.title);
    const sorted = applyPush(rows, push('3', { title: 'bb', status: 'new', revision: 1 }), {
      ...patched,
      order: byTitle,
    });
    expect(sorted.rows.map((r) => r.id)).toEqual(['1', '3', '2']);
    const page = applyPush(rows, push('3', { title: 'a', status: 'new', revision: 1 }), {
      ...patched,
      limit: 2,
    });
    expect(page.rows.map((r) => r.id)).toEqual(['3', '1']);
  });

  it('on a later page a newcomer is only counted', () => {
    const out = applyPush(rows, push('3', { title: 'a', status: 'new', revision: 1 }), {
      ...patched,
      showNewcomers: false,
    });
    expect(out.rows).toBe(rows);
    expect(out).toMatchObject({ totalDelta: 1, highlight: '3' });
  });

  it('a held row is patched in place and highlighted; an older revision never replaces it', () => {
    const out = applyPush(rows, push('2', { title: 'c2', status: 'new', revision: 2 }), patched);
    expect(out.rows[1]).toEqual(row('2', 'c2', 2));
    expect(out).toMatchObject({ totalDelta: 0, highlight: '2' });
    const stale = applyPush(out.rows, push('2', { title: 'old', status: 'new', revision: 1 }), patched);
    expect(stale.rows[1]?.title).toBe('c2');
  });

  it('a row that no longer belongs, or was deleted, leaves the list and the total', () => {
    const moved = applyPush(rows, push('1', { title: 'b', status: 'done', revision: 2 }), patched);
    expect(moved.rows.map((r) => r.id)).toEqual(['2']);
    expect(moved).toMatchObject({ totalDelta: -1, highlight: null });
    expect(applyPush(rows, push('2', null), patched).rows.map((r) => r.id)).toEqual(['1']);
  });

  it('a change elsewhere leaves the list alone', () => {
    const out = applyPush(rows, push('9', { title: 'z', status: 'done', revision: 1 }), patched);
    expect(out).toEqual({ rows, totalDelta: 0, highlight: null });
  });

  it('without toView (joined views) the rows stay as they are and the changed one is highlighted', () => {
    const out = applyPush<Doc, Row>(rows, push('2', { title: 'x', status: 'new', revision: 5 }), {});
    expect(out).toEqual({ rows, totalDelta: 0, highlight: '2' });
  });
});

describe('placeRow', () => {
  it('keeps the newer of two versions of a row', () => {
    expect(placeRow([row('1', 'new', 3)], row('1', 'old', 2))).toEqual([row('1', 'new', 3)]);
    expect(placeRow([row('1', 'old', 2)], row('1', 'new', 3))).toEqual([row('1', 'new', 3)]);
  });
});
