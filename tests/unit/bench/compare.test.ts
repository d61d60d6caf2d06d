import { describe, expect, it } from 'vitest';
import {
  betterOf,
  compareRounds,
  figuresOf,
  isWorse,
  looseKey,
  parseQuantity,
  partName,
  renderComparison,
  rowsFromOutput,
  rowsFromTable,
  ROWS_PREFIX,
} from '#scripts/bench/compare';
import { childArgs, compareRef } from '#scripts/bench/compare-run';
import { renderTable, row, type Row } from '#scripts/bench/report';

const run = (p50: string, p99: string, cpu: string, sockets = 200): Row[] => [
  row('4', `command -> 'change' p50 (${sockets} sockets x 300 commands)`, p50),
  row('4', `command -> 'change' p99`, p99, '<= 20 ms', 'PASS'),
  row('4', '  max / deliveries / missing', `30.00 ms / 60,000 / 0`),
  row('4', '  server CPU per command: 1 socket / all sockets', cpu),
  row('3', 'rebuild throughput', '95,000 events/s', '>= 100,000 events/s', 'MISS'),
];

describe('bench --compare: reading a run', () => {
  it('reads the rows back from the printed table, as a ref without --json prints them', () => {
    const rows = run('10.00 ms', '18.00 ms', '1.20 ms / 3.40 ms');
    const stdout = `Bench (quick): Node v22\n\n${renderTable(rows)}\n\nnotes\n\n3 PASS, 1 MISS`;
    expect(rowsFromTable(stdout)).toEqual(rows.map((r) => ({ ...r, metric: r.metric.trim() })));
    expect(rowsFromOutput(stdout)).toHaveLength(rows.length);
  });

  it('prefers the BENCH_ROWS line when the run printed one', () => {
    const rows = run('10.00 ms', '18.00 ms', '1.20 ms / 3.40 ms');
    const stdout = `${renderTable([row('9', 'other', '1 ms')])}\n\n${ROWS_PREFIX}${JSON.stringify(rows)}\n`;
    expect(rowsFromOutput(stdout)).toEqual(rows);
  });

  it('parses quantities with units and thousands separators, and skips n/a', () => {
    expect(parseQuantity('12.34 ms')).toEqual({ value: 12.34, unit: 'ms' });
    expect(parseQuantity('1,234,567 events/s')).toEqual({ value: 1234567, unit: 'events/s' });
    expect(parseQuantity('0')).toEqual({ value: 0, unit: '' });
    expect(parseQuantity('n/a')).toBeNull();
  });

  it('knows which way a figure improves', () => {
    expect(betterOf('ms', 'p50')).toBe('lower');
    expect(betterOf('MB', 'peak RSS')).toBe('lower');
    expect(betterOf('events/s', 'throughput')).toBe('higher');
    expect(betterOf('', 'missing')).toBe('lower');
    expect(betterOf('', 'deliveries')).toBe('');
  });

  it('splits a compound value into one figure per part, named after the metric part', () => {
    const figures = figuresOf(run('10.00 ms', '18.00 ms', '1.20 ms / 3.40 ms'));
    const cpu = figures.filter((f) => f.label.startsWith('server CPU'));
    expect(cpu.map((f) => [f.label, f.value, f.unit, f.better])).toEqual([
      ['server CPU per command: 1 socket / all sockets [1 socket]', 1.2, 'ms', 'lower'],
      ['server CPU per command: 1 socket / all sockets [all sockets]', 3.4, 'ms', 'lower'],
    ]);
    const max = figures.filter((f) => f.label.startsWith('max'));
    expect(max.map((f) => [f.value, f.better])).toEqual([
      [30, 'lower'],
      [60000, ''],
      [0, 'lower'],
    ]);
  });

  it('names the parts of a compound metric shortly, also when the metric has more separators', () => {
    const p50p99 = [`baseline`, `1 socket x 20: 'change' p50`, 'p99'];
    expect([0, 1].map((i) => partName(p50p99, 2, i))).toEqual([`'change' p50`, 'p99']);
    const long = [`command -> 'change' p50`, 'p99 (100 sockets x 20 commands)'];
    expect([0, 1].map((i) => partName(long, 2, i))).toEqual(['p50', 'p99']);
    expect(partName(['one part'], 2, 1)).toBe('#2');
  });

  it('keeps a metric printed twice in one run apart', () => {
    const figures = figuresOf([row('1', 'p50', '1 ms'), row('1', 'p50', '2 ms')]);
    expect(new Set(figures.map((f) => f.key)).size).toBe(2);
  });
});

describe('bench --compare: ratios, ranges and flags', () => {
  it('pairs each round, gives the median ratio new/old with its min..max', () => {
    const rounds = [
      {
        newRows: run('12.00 ms', '18.00 ms', '1 ms / 3 ms'),
        oldRows: run('10.00 ms', '20.00 ms', '1 ms / 3 ms'),
      },
      {
        newRows: run('11.00 ms', '18.00 ms', '1 ms / 3 ms'),
        oldRows: run('10.00 ms', '20.00 ms', '1 ms / 3 ms'),
      },
      {
        newRows: run('13.00 ms', '18.00 ms', '1 ms / 3 ms'),
        oldRows: run('10.00 ms', '20.00 ms', '1 ms / 3 ms'),
      },
    ];
    const { comparisons, onlyNew, onlyOld } = compareRounds(rounds);
    expect(onlyNew).toEqual([]);
    expect(onlyOld).toEqual([]);
    const p50 = comparisons.find((c) => c.label.includes('p50 ('))!;
    expect(p50.rounds).toBe(3);
    expect(p50.oldValue).toBe(10);
    expect(p50.newValue).toBe(12);
    expect(p50.ratio).toBeCloseTo(1.2);
    expect(p50.min).toBeCloseTo(1.1);
    expect(p50.max).toBeCloseTo(1.3);
    expect(p50.worse).toBe(true);
    const p99 = comparisons.find((c) => c.label === `command -> 'change' p99`)!;
    expect(p99.ratio).toBeCloseTo(0.9);
    expect(p99.worse).toBe(false);
    const rebuild = comparisons.find((c) => c.label === 'rebuild throughput')!;
    expect(rebuild.ratio).toBe(1);
    expect(rebuild.better).toBe('higher');
  });

  it('flags only a figure worse by more than 10% in its own direction', () => {
    expect(isWorse(1.1, 'lower')).toBe(false);
    expect(isWorse(1.11, 'lower')).toBe(true);
    expect(isWorse(0.5, 'lower')).toBe(false);
    expect(isWorse(0.89, 'higher')).toBe(true);
    expect(isWorse(0.9, 'higher')).toBe(false);
    expect(isWorse(3, '')).toBe(false);
  });

  it('flags a throughput that fell, and a count that rose from zero', () => {
    const old = [row('3', 'rebuild throughput', '200,000 events/s'), row('4', 'missing', '0')];
    const now = [row('3', 'rebuild throughput', '95,000 events/s'), row('4', 'missing', '3')];
    const { comparisons } = compareRounds([{ newRows: now, oldRows: old }]);
    expect(comparisons.map((c) => [c.label, c.worse])).toEqual([
      ['rebuild throughput', true],
      ['missing', true],
    ]);
    expect(comparisons[1]!.ratio).toBe(Infinity);
  });

  it('matches rows whose sizes differ, and lists the ones only one side has', () => {
    const now = [...run('10 ms', '20 ms', '1 ms / 3 ms', 50), row('4', 'a new figure', '1 ms')];
    const old = [...run('10 ms', '20 ms', '1 ms / 3 ms', 200), row('4', 'a removed figure', '1 ms')];
    const { comparisons, onlyNew, onlyOld } = compareRounds([{ newRows: now, oldRows: old }]);
    expect(comparisons.some((c) => c.label.startsWith(`command -> 'change' p50 (50 sockets`))).toBe(true);
    expect(onlyNew).toEqual(['a new figure']);
    expect(onlyOld).toEqual(['a removed figure']);
    expect(looseKey('4|p50 (50 sockets x 300 commands)|0')).toBe(
      looseKey('4|p50 (200 sockets x 30 commands)|0'),
    );
  });

  it('prints old, new, ratio, range, direction and the flag', () => {
    const { comparisons } = compareRounds([
      { newRows: [row('4', 'p50', '12.00 ms')], oldRows: [row('4', 'p50', '10.00 ms')] },
    ]);
    const text = renderComparison(comparisons, '53b6575', 'abc1234');
    expect(text).toContain('old (53b6575)');
    expect(text).toMatch(
      /\| 4 \| p50 +\| +10 ms \| +12 ms \| +1\.200 \| 1\.200\.\.1\.200 \| lower +\| WORSE >10% \|/,
    );
  });
});

describe('bench --compare: arguments', () => {
  it('takes the ref in either form and passes the rest on to both runs, with --json', () => {
    expect(compareRef(['--compare', 'main', '--only=4'])).toBe('main');
    expect(compareRef(['--compare=53b6575'])).toBe('53b6575');
    expect(compareRef(['--only=4'])).toBeNull();
    expect(childArgs(['--compare', 'main', '--rounds=5', '--only=4', '--quick'])).toEqual([
      '--only=4',
      '--quick',
      '--json',
    ]);
  });
});
