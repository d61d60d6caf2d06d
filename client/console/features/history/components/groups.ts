import type { HistoryEntry } from '#events/history/api';

/** Groups of one action, across the joined pages (events/history/groups.ts). */
export { groupByAction as groupEntries } from '#events/history/groups';

/** The entries of pages newest first, each position once (a live head refetch overlaps the list). */
export function mergeNewestFirst(
  head: readonly HistoryEntry[],
  rest: readonly HistoryEntry[],
): HistoryEntry[] {
  const seen = new Set<number>();
  const out: HistoryEntry[] = [];
  for (const entry of [...head, ...rest]) {
    if (seen.has(entry.position)) continue;
    seen.add(entry.position);
    out.push(entry);
  }
  return out.sort((a, b) => b.position - a.position);
}
