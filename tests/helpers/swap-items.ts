/**
 * The collection the follow-swaps test reads while swap-child.ts rebuilds it again and again: the
 * same 300 items (100 'new') in every generation, so a whole read always sees exactly these.
 */
export const ITEM_INDEXES = { items: [{ fields: ['state'], sort: { seq: -1 as const } }] };

export const ITEMS = Array.from({ length: 300 }, (_, i) => ({
  collection: 'items',
  id: `i${i}`,
  doc: { _id: `i${i}`, state: i % 3 === 0 ? 'new' : 'old', seq: i + 1 },
}));
