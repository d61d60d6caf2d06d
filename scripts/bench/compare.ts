import type { Row, Status } from './report';

/**
 * The pure half of `npm run bench -- --compare <ref>`: the rows of one bench run (parsed from its
 * JSON line or, for a ref older than that line, from its printed table) become numeric figures,
 * and the figures of both sides over the rounds become ratios (new/old) with their range and a flag.
 */

/** A figure worse than its old value by more than this share is flagged. */
export const WORSE_BY = 0.1;

export type Better = 'higher' | 'lower' | '';

export interface Figure {
  /** Identifies the figure across runs: test, metric and the part of a compound value. */
  key: string;
  test: string;
  label: string;
  value: number;
  unit: string;
  better: Better;
}

/** The line a bench run given --json prints after its table: `BENCH_ROWS [...]`. */
export const ROWS_PREFIX = 'BENCH_ROWS ';

/** Rows from a bench run's stdout: its BENCH_ROWS line, else its printed table (older refs). */
export function rowsFromOutput(stdout: string): Row[] {
  const line = stdout.split('\n').find((l) => l.startsWith(ROWS_PREFIX));
  if (line) return JSON.parse(line.slice(ROWS_PREFIX.length)) as Row[];
  return rowsFromTable(stdout);
}

/** Parses the table renderTable prints (the first line whose cells are '#' and 'metric' starts it). */
export function rowsFromTable(text: string): Row[] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^\|\s*#\s*\|\s*metric\s*\|/.test(l));
  if (start < 0) return [];
  const rows: Row[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.slice(1, -1).split(' | ');
    if (cells.length !== 5) continue;
    const [test, metric, value, target, status] = cells.map((c) => c.trim()) as [
      string,
      string,
      string,
      string,
      string,
    ];
    rows.push({ test, metric, value, target, status: status as Status });
  }
  return rows;
}

const PART_SEPARATOR = /\s+\/\s+|,\s+/;
const LOWER_UNITS = new Set(['ms', 's', 'µs', 'us', 'ns', 'B', 'KB', 'kB', 'MB', 'GB']);

/** Which way a figure improves, from its unit and its name. */
export function betterOf(unit: string, label: string): Better {
  if (unit.endsWith('/s')) return 'higher';
  if (LOWER_UNITS.has(unit)) return 'lower';
  if (/\b(missing|lost|errors?|failed|commits)\b/i.test(label)) return 'lower';
  return '';
}

/** `12.3 ms` → 12.3 'ms', `1,234 events/s` → 1234 'events/s'; null for `n/a` and text. */
export function parseQuantity(text: string): { value: number; unit: string } | null {
  const m = /^(-?[\d,]*\.?\d+)\s*([^\s(]*)/.exec(text.trim());
  if (!m) return null;
  const value = Number(m[1]!.replace(/,/g, ''));
  return Number.isFinite(value) ? { value, unit: m[2]! } : null;
}

/**
 * The short name of part i of n of a compound metric: its metric part (the last n parts, when the
 * metric has more separators than the value), without sizes in parentheses and what comes before a
 * colon, down to its percentile (or last word) when still long: 'command -> 'change' p50' → 'p50'.
 */
export function partName(names: readonly string[], n: number, i: number): string {
  if (names.length < n) return `#${i + 1}`;
  const name = names[names.length - n + i]!.replace(/\([^)]*\)/g, '')
    .split(/:\s+/)
    .pop()!
    .trim();
  if (name.length <= 20) return name;
  return /\b(?:p\d+|max|min|mean)\b.*$/.exec(name)?.[0] ?? name.split(/\s+/).pop()!;
}

/**
 * The numeric figures of a run's rows. A compound value (`1.2 ms / 3.4 ms` under `p50 / p99`) gives
 * one figure per part, named after the metric's part when the metric has as many parts.
 */
export function figuresOf(rows: readonly Row[]): Figure[] {
  const figures: Figure[] = [];
  const seen = new Map<string, number>();
  for (const r of rows) {
    const metric = r.metric.trim();
    const base = `${r.test}|${metric}`;
    const n = seen.get(base) ?? 0; // a metric printed twice in one run keeps its occurrence apart
    seen.set(base, n + 1);
    const values = r.value.split(PART_SEPARATOR);
    const names = metric.split(PART_SEPARATOR);
    values.forEach((part, i) => {
      const q = parseQuantity(part);
      if (!q) return;
      const name = values.length === 1 ? '' : partName(names, values.length, i);
      const label = name ? `${metric} [${name}]` : metric;
      figures.push({
        key: `${base}${n > 0 ? `#${n + 1}` : ''}|${i}`,
        test: r.test,
        label,
        value: q.value,
        unit: q.unit,
        better: betterOf(q.unit, name || metric),
      });
    });
  }
  return figures;
}

/** A key with the sizes in it (`200 sockets x 300 commands`) taken out, to match runs of other sizes. */
export function looseKey(key: string): string {
  return key
    .replace(/\([^)]*\)/g, '')
    .replace(/\d[\d,.]*/g, 'N')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface Comparison {
  test: string;
  label: string;
  unit: string;
  better: Better;
  /** Medians over the rounds. */
  oldValue: number;
  newValue: number;
  /** Median of the per-round ratios new/old, and their min and max. */
  ratio: number;
  min: number;
  max: number;
  rounds: number;
  /** Worse than old by more than WORSE_BY at the median ratio. */
  worse: boolean;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function ratioOf(newValue: number, oldValue: number): number {
  if (oldValue === 0) return newValue === 0 ? 1 : Infinity;
  return newValue / oldValue;
}

export function isWorse(ratio: number, better: Better, by = WORSE_BY): boolean {
  if (better === 'lower') return ratio > 1 + by;
  if (better === 'higher') return ratio < 1 - by;
  return false;
}

/**
 * One comparison per figure the rounds share: round i's new run is paired with round i's old run
 * (run back to back, so they saw the same machine). Figures are matched by exact key, else by key
 * without sizes; a figure missing from a round leaves that round out of its ratio.
 */
export function compareRounds(rounds: readonly { newRows: readonly Row[]; oldRows: readonly Row[] }[]): {
  comparisons: Comparison[];
  onlyNew: string[];
  onlyOld: string[];
} {
  const byKey = new Map<string, { figure: Figure; pairs: [number, number][] }>();
  const order: string[] = [];
  const onlyNew = new Set<string>();
  const onlyOld = new Set<string>();
  for (const round of rounds) {
    const oldFigures = figuresOf(round.oldRows);
    const exact = new Map(oldFigures.map((f) => [f.key, f]));
    const loose = new Map<string, Figure | null>();
    for (const f of oldFigures) {
      const k = looseKey(f.key);
      loose.set(k, loose.has(k) ? null : f); // an ambiguous loose key matches nothing
    }
    const used = new Set<Figure>();
    for (const f of figuresOf(round.newRows)) {
      const old = exact.get(f.key) ?? loose.get(looseKey(f.key)) ?? undefined;
      if (!old || used.has(old)) {
        onlyNew.add(f.label);
        continue;
      }
      used.add(old);
      let entry = byKey.get(f.key);
      if (!entry) {
        entry = { figure: f, pairs: [] };
        byKey.set(f.key, entry);
        order.push(f.key);
      }
      entry.pairs.push([f.value, old.value]);
    }
    for (const f of oldFigures) if (!used.has(f)) onlyOld.add(f.label);
  }
  const comparisons = order.map((key) => {
    const { figure, pairs } = byKey.get(key)!;
    const ratios = pairs.map(([n, o]) => ratioOf(n, o));
    const ratio = median(ratios);
    return {
      test: figure.test,
      label: figure.label,
      unit: figure.unit,
      better: figure.better,
      oldValue: median(pairs.map((p) => p[1])),
      newValue: median(pairs.map((p) => p[0])),
      ratio,
      min: Math.min(...ratios),
      max: Math.max(...ratios),
      rounds: pairs.length,
      worse: isWorse(ratio, figure.better),
    };
  });
  return { comparisons, onlyNew: [...onlyNew], onlyOld: [...onlyOld] };
}

const fmtValue = (v: number, unit: string) => {
  const digits = Math.abs(v) >= 100 ? 0 : Math.abs(v) >= 1 ? 2 : 3;
  return `${v.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 })}${unit ? ` ${unit}` : ''}`;
};
const fmtRatio = (r: number) => (Number.isFinite(r) ? r.toFixed(3) : String(r));

/** A plain-text table of the comparisons, in the bench's table style. */
export function renderComparison(
  comparisons: readonly Comparison[],
  oldName: string,
  newName: string,
): string {
  const header = [
    '#',
    'figure',
    `old (${oldName})`,
    `new (${newName})`,
    'new/old',
    'range',
    'better',
    'flag',
  ];
  const lines = comparisons.map((c) => [
    c.test,
    c.label,
    fmtValue(c.oldValue, c.unit),
    fmtValue(c.newValue, c.unit),
    fmtRatio(c.ratio),
    `${fmtRatio(c.min)}..${fmtRatio(c.max)}`,
    c.better || '?',
    c.worse ? `WORSE >${Math.round(WORSE_BY * 100)}%` : '',
  ]);
  const all = [header, ...lines];
  const width = header.map((_, i) => Math.max(...all.map((l) => l[i]!.length)));
  const right = new Set([2, 3, 4, 5]);
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (right.has(i) ? c.padStart(width[i]!) : c.padEnd(width[i]!))).join(' | ')} |`;
  const rule = `|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(header), rule, ...lines.map(line)].join('\n');
}
