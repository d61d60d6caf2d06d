import type { HistoryEntry, HistoryGroup } from '../../../../../events/history/api';

/**
 * Consecutive entries (newest first) of one action form one group; the pages a long action was
 * split across are joined again here, so the timeline shows it once.
 */
export function groupEntries(entries: readonly HistoryEntry[]): HistoryGroup[] {
  const groups: HistoryGroup[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last && last.correlationId === entry.correlationId) last.entries.push(entry);
    else groups.push({ correlationId: entry.correlationId, entries: [entry] });
  }
  return groups;
}

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
