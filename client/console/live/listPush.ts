import { notOlder } from './timing';
import type { LiveChange } from './useRoom';

export interface PushRules<D, V> {
  /** A pushed document as the list shows it; without it (joined views) the row is only highlighted. */
  toView?: (doc: D, id: string) => V;
  /** Does a pushed document belong to the list? Default: yes. */
  belongs?: (doc: D) => boolean;
  /** Keeps the rows sorted; without it a newcomer goes on top. */
  order?: (a: V, b: V) => number;
  /** Newcomers are counted but not shown (a later page); default true. */
  showNewcomers?: boolean;
  /** At most this many rows. */
  limit?: number;
}

export interface PushOutcome<V> {
  rows: V[];
  /** How the total changes (+1 newcomer, -1 gone). */
  totalDelta: number;
  /** The row to highlight, if any. */
  highlight: string | null;
}

/** Puts a view in place: replaces a held row unless it is newer, else adds it (sorted or on top). */
export function placeRow<V extends { id: string }>(rows: V[], view: V, order?: (a: V, b: V) => number): V[] {
  const index = rows.findIndex((row) => row.id === view.id);
  if (index >= 0) return notOlder(view, rows[index]) ? rows.with(index, view) : rows;
  return order ? [...rows, view].sort(order) : [view, ...rows];
}

/** What one pushed change does to the rows shown (the list is fetched again after it anyway). */
export function applyPush<D, V extends { id: string }>(
  rows: V[],
  change: LiveChange<D>,
  rules: PushRules<D, V>,
): PushOutcome<V> {
  const { toView, belongs, order, limit, showNewcomers = true } = rules;
  const index = rows.findIndex((row) => row.id === change.id);
  const doc = change.doc;
  const inList = doc !== null && (belongs?.(doc) ?? true);
  if (!toView) return { rows, totalDelta: 0, highlight: inList || index >= 0 ? change.id : null };
  if (doc !== null && inList) {
    const view = toView(doc, change.id);
    const placed = index >= 0 || showNewcomers ? placeRow(rows, view, order) : rows;
    return {
      rows: limit ? placed.slice(0, limit) : placed,
      totalDelta: index >= 0 ? 0 : 1,
      highlight: view.id,
    };
  }
  if (index >= 0)
    return { rows: rows.filter((row) => row.id !== change.id), totalDelta: -1, highlight: null };
  return { rows, totalDelta: 0, highlight: null };
}
