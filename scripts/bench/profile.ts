import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fmtInt } from './stats';

interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: CpuProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  totalMs: number;
  /** Time with the function itself on top of the stack. */
  self: { name: string; ms: number }[];
  /** Time with the function anywhere on the stack (counted once per sample). */
  inclusive: { name: string; ms: number }[];
}

function nameOf(node: CpuProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url
    ? url
        .replace(/^file:\/\//, '')
        .split('/')
        .slice(-2)
        .join('/')
    : '';
  return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}` : ''}`;
}

function busyMs(profile: CpuProfile): number {
  const idle = new Set(
    profile.nodes.filter((n) => ['(idle)', '(program)'].includes(n.callFrame.functionName)).map((n) => n.id),
  );
  let ms = 0;
  profile.samples.forEach((id, i) => {
    if (!idle.has(id)) ms += (profile.timeDeltas[i] ?? 0) / 1000;
  });
  return ms;
}

/**
 * Sums self and inclusive time per function in the busiest .cpuprofile of `dir` (the tsx loader
 * thread writes a profile of its own, which is mostly idle).
 */
export function summarizeCpuProfile(dir: string, inclusiveOf: RegExp, top = 20): ProfileSummary | null {
  const profiles = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as CpuProfile);
  const profile = profiles.sort((a, b) => busyMs(b) - busyMs(a))[0];
  if (!profile) return null;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const perNode = new Map<number, number>();
  let totalMs = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    perNode.set(id, (perNode.get(id) ?? 0) + ms);
    totalMs += ms;
  });

  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [id, ms] of perNode) {
    const node = byId.get(id)!;
    self.set(nameOf(node), (self.get(nameOf(node)) ?? 0) + ms);
    const onStack = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const name = nameOf(byId.get(cur)!);
      if (inclusiveOf.test(name)) onStack.add(name);
    }
    for (const name of onStack) inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
  }
  const sorted = (m: Map<string, number>) =>
    [...m].map(([name, ms]) => ({ name, ms })).sort((a, b) => b.ms - a.ms);
  return { totalMs, self: sorted(self).slice(0, top), inclusive: sorted(inclusive) };
}

const pctOf = (ms: number, total: number) => `${((ms / total) * 100).toFixed(1).padStart(5)}%`;

/** The profile of `dir` as lines for the report: inclusive time of `functions`, then top self time. */
export function profileNotes(dir: string, title: string, functions: RegExp): string {
  const summary = summarizeCpuProfile(dir, functions);
  if (!summary) return `${title}: no .cpuprofile written`;
  const line = (f: { name: string; ms: number }) =>
    `     ${fmtInt(f.ms).padStart(7)} ms  ${pctOf(f.ms, summary.totalMs)}  ${f.name}`;
  return [
    `${title} (${fmtInt(summary.totalMs)} ms sampled):`,
    '   inclusive time (function anywhere on the stack):',
    ...summary.inclusive.map(line),
    '   self time, top functions (native SQLite time shows as the JS function that called it):',
    ...summary.self.map(line),
  ].join('\n');
}
