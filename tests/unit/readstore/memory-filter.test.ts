import { describe, expect, it } from 'vitest';
import { compileFilter } from '#server/readstore/memory-filter';
import type { Doc } from '#projections/core/read-store';

/** A stored document with these fields (any values, as a read model may hold). */
const doc = (fields: Record<string, unknown>) => ({ _id: 'd', ...fields }) as Doc;

/**
 * The matcher's fast path settles scalar values itself and leaves arrays to mingo, which it builds
 * only when the first array comes (issue 25, item 3): the answers stay mingo's either way.
 */
describe('compileFilter', () => {
  it('given scalar values, when a fast condition runs, then it answers like Mongo', () => {
    const matches = compileFilter({ _pos: { $gt: 10 }, title: 'Продавец' });
    expect(matches(doc({ _pos: 11, title: 'Продавец' }))).toBe(true);
    expect(matches(doc({ _pos: 10, title: 'Продавец' }))).toBe(false);
    expect(matches(doc({ _pos: '11', title: 'Продавец' }))).toBe(false);
    expect(matches(doc({ title: 'Продавец' }))).toBe(false);
  });

  it('given array values, when the same conditions meet them, then mingo answers (any element)', () => {
    const byTag = compileFilter({ tags: 'b' });
    expect(byTag(doc({ tags: ['a', 'b'] }))).toBe(true);
    expect(byTag(doc({ tags: ['a'] }))).toBe(false);
    const byRange = compileFilter({ n: { $gt: 2 } });
    expect(byRange(doc({ n: 1 }))).toBe(false);
    expect(byRange(doc({ n: [1, 3] }))).toBe(true);
    expect(byRange(doc({ n: [1, 2] }))).toBe(false);
    // Built once, then used for every later array and never for a scalar.
    expect(byRange(doc({ n: [5] }))).toBe(true);
    expect(byRange(doc({ n: 3 }))).toBe(true);
  });

  it('given a dotted path through an array, when matched, then mingo answers', () => {
    const matches = compileFilter({ 'items.kind': { $in: ['x'] } });
    expect(matches(doc({ items: [{ kind: 'y' }, { kind: 'x' }] }))).toBe(true);
    expect(matches(doc({ items: [{ kind: 'y' }] }))).toBe(false);
    expect(matches(doc({ items: { kind: 'x' } }))).toBe(true);
  });

  it('given an operator mingo does not know, when compiled, then it throws at once (not at the first array)', () => {
    expect(() => compileFilter({ n: { $bogus: 1 } })).toThrow();
    expect(() => compileFilter({ n: { $gt: 1, $bogus: 1 } })).toThrow();
  });
});
