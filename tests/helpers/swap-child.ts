import { openSqliteReadStore } from '#server/readstore/sqlite';

/**
 * Rebuilds collection `items` aside and swaps it in, again and again, until killed: each generation
 * holds the same 300 items (100 'new'), so a reader following the file must always see exactly
 * that. Prints 'swap' after each swap.
 */
const file = process.argv[2];
if (!file) throw new Error('usage: swap-child.ts <sqlite file>');
const INDEXES = { items: [{ fields: ['state'], sort: { seq: -1 as const } }] };
const store = openSqliteReadStore(file, INDEXES);
const docs = Array.from({ length: 300 }, (_, i) => ({
  collection: 'items',
  id: `i${i}`,
  doc: { _id: `i${i}`, state: i % 3 === 0 ? 'new' : 'old', seq: i + 1 },
}));
for (let round = 1; ; round++) {
  const aside = await store.beginRebuild!('items-projection', ['items']);
  await aside.store.commitRebuild!('items-projection', docs, round);
  await aside.finish();
  process.stdout.write('swap\n');
}
