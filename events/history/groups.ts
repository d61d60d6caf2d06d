import type { HistoryEntry, HistoryGroup } from './api';

/**
 * Consecutive entries (newest first) of one action (one correlation id) form one group. The server
 * groups each page; the console groups again the pages it joined, so an action split across two
 * pages shows once.
 */
export function groupByAction(entries: readonly HistoryEntry[]): HistoryGroup[] {
  const groups: HistoryGroup[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last && last.correlationId === entry.correlationId) last.entries.push(entry);
    else groups.push({ correlationId: entry.correlationId, entries: [entry] });
  }
  return groups;
}
