import { openSqliteReadStore } from '#server/readstore/sqlite';
import { ITEMS, ITEM_INDEXES } from './swap-items';

/**
 * Rebuilds collection `items` aside and swaps it in, again and again, until killed: each generation
 * holds the same ITEMS, so a reader following the file must always see exactly those. Prints 'swap'
 * after each swap.
 */
const file = process.argv[2];
if (!file) throw new Error('usage: swap-child.ts <sqlite file>');
const store = openSqliteReadStore(file, ITEM_INDEXES);
for (let round = 1; ; round++) {
  const aside = await store.beginRebuild!('items-projection', ['items']);
  await aside.store.commitRebuild!('items-projection', ITEMS, round);
  await aside.finish();
  process.stdout.write('swap\n');
}
