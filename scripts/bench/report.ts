export type Status = 'PASS' | 'MISS' | '';

export interface Row {
  test: string;
  metric: string;
  value: string;
  target: string;
  status: Status;
}

export const judge = (ok: boolean): Status => (ok ? 'PASS' : 'MISS');

export function row(test: string, metric: string, value: string, target = '', status: Status = ''): Row {
  return { test, metric, value, target, status };
}

/** A plain-text table that reads well in a terminal and pastes into a ticket unchanged. */
export function renderTable(rows: Row[]): string {
  type Cells = Record<keyof Row, string>;
  const header: Cells = { test: '#', metric: 'metric', value: 'value', target: 'target', status: 'result' };
  const all: Cells[] = [header, ...rows];
  const keys = ['test', 'metric', 'value', 'target', 'status'] as const;
  const width = Object.fromEntries(keys.map((k) => [k, Math.max(...all.map((r) => r[k].length))])) as Record<
    (typeof keys)[number],
    number
  >;
  const line = (r: Cells) =>
    `| ${r.test.padEnd(width.test)} | ${r.metric.padEnd(width.metric)} | ${r.value.padStart(width.value)} | ${r.target.padEnd(width.target)} | ${r.status.padEnd(width.status)} |`;
  const rule = `|${keys.map((k) => '-'.repeat(width[k] + 2)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
