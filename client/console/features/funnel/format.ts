import type { FunnelBreakdownRow, FunnelStage } from '#events/funnel/api';

/** A share 0..1 as Russian percent ('42,5 %'); '—' without data. */
export function formatPercent(share: number | null | undefined): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return '—';
  const percent = Math.round(share * 1000) / 10;
  return `${percent.toLocaleString('ru-RU', { maximumFractionDigits: 1 })} %`;
}

/** Days with one decimal ('2,5 дн.'); '—' without data. */
export function formatDays(days: number | null | undefined): string {
  if (days === null || days === undefined || !Number.isFinite(days)) return '—';
  const rounded = Math.round(days * 10) / 10;
  return `${rounded.toLocaleString('ru-RU', { maximumFractionDigits: 1 })} дн.`;
}

/** A count with thin grouping ('12 345'). */
export const formatCount = (n: number): string => n.toLocaleString('ru-RU');

/** The share of `part` in `whole` (0..1), null when `whole` is 0. */
export const shareOf = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** A Monday 'YYYY-MM-DD' as the week's short label ('02.06'). */
export function weekLabel(week: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(week);
  return m ? `${m[3]}.${m[2]}` : week;
}

/** The columns a breakdown table sorts by: the title, a stage's reached count, refusals, conversion. */
export type BreakdownSortKey = 'title' | 'refused' | 'conversion' | `stage:${FunnelStage}`;
export interface BreakdownSort {
  key: BreakdownSortKey;
  direction: 'ascending' | 'descending';
}

function sortValue(row: FunnelBreakdownRow, key: BreakdownSortKey): string | number | null {
  if (key === 'title') return row.title;
  if (key === 'refused') return row.refused;
  if (key === 'conversion') return row.conversion;
  return row.reached[key.slice('stage:'.length) as FunnelStage] ?? 0;
}

/** Compares two rows by one column; rows without a value (no conversion) go last either way. */
export function compareRows(a: FunnelBreakdownRow, b: FunnelBreakdownRow, sort: BreakdownSort): number {
  const x = sortValue(a, sort.key);
  const y = sortValue(b, sort.key);
  if (x === null || y === null) return x === y ? a.title.localeCompare(b.title, 'ru') : x === null ? 1 : -1;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const order =
    typeof x === 'string' || typeof y === 'string' ? String(x).localeCompare(String(y), 'ru') : x - y;
  return order !== 0 ? sign * order : a.title.localeCompare(b.title, 'ru');
}

/** Rows sorted by one column (a new array). */
export const sortRows = (rows: readonly FunnelBreakdownRow[], sort: BreakdownSort): FunnelBreakdownRow[] =>
  [...rows].sort((a, b) => compareRows(a, b, sort));

/**
 * The place breakdown as a tree in table order: regions sorted, under each its units sorted,
 * under each unit its stores sorted (a row whose parent is not in the list stays at the top level).
 */
export function sortPlaceTree(
  rows: readonly FunnelBreakdownRow[],
  sort: BreakdownSort,
): FunnelBreakdownRow[] {
  const keys = new Set(rows.map((row) => `${row.level ?? ''}:${row.key}`));
  const parentLevel = { region: null, unit: 'region', store: 'unit' } as const;
  const childrenOf = new Map<string, FunnelBreakdownRow[]>();
  const roots: FunnelBreakdownRow[] = [];
  for (const row of rows) {
    const level = parentLevel[row.level ?? 'region'];
    const parent = level && row.parentKey ? `${level}:${row.parentKey}` : null;
    if (parent && keys.has(parent)) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
    else roots.push(row);
  }
  const out: FunnelBreakdownRow[] = [];
  const walk = (list: FunnelBreakdownRow[]) => {
    for (const row of sortRows(list, sort)) {
      out.push(row);
      walk(childrenOf.get(`${row.level ?? ''}:${row.key}`) ?? []);
    }
  };
  walk(roots);
  return out;
}
