import { removeDir, stopChild, tempDir } from './cleanup';
import type { BenchContext, SectionResult } from './config';
import { judge, row } from './report';
import { postJson, procCpuSeconds, startServerProcess } from './server-process';
import { fmtMs, percentile } from './stats';

/** Issue 30's target: metrics and structured logs together cost under 5% on the command p50 and the list p99. */
const MAX_COST = 0.05;
const LIST_BODY = {
  type: 'new',
  offset: 0,
  limit: 50,
  where: { position: '@all', city: '@all', store: '@all' },
};

interface Side {
  name: 'on' | 'off';
  url: string;
  token: string;
  pid: number;
  commands: number[];
  lists: number[];
  /** Server CPU seconds spent in the counted blocks, and the calls they held. */
  cpu: number;
  calls: number;
}

/** Production-like logging for the 'on' side: JSON request lines at info, written to a file. */
const ON_ENV = (dir: string) => ({
  METRICS: 'on',
  LOG_LEVEL: 'info',
  LOG_FORMAT: 'json',
  LOG_FILE: `${dir}/server.log`,
});
const OFF_ENV = { METRICS: 'off', LOG_LEVEL: 'silent' };

async function timed(call: () => Promise<{ status: number; body: unknown }>): Promise<number> {
  const t0 = performance.now();
  const res = await call();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`call failed: ${res.status} ${JSON.stringify(res.body)}`);
  return ms;
}

/** One block of calls on one side: commands (a dictionary entry added) and list pages. */
async function block(side: Side, calls: number, seq: { n: number }, count: boolean): Promise<void> {
  const cpu0 = procCpuSeconds(side.pid);
  for (let i = 0; i < calls; i++) {
    const title = `Колледж ${side.name} ${++seq.n}`;
    const command = await timed(() =>
      postJson(`${side.url}/api/v1/dictionaries/institutions/add`, { title }, side.token),
    );
    const list = await timed(() =>
      postJson(`${side.url}/api/v1/get-questionnaire-light-list`, LIST_BODY, side.token),
    );
    if (!count) continue;
    side.commands.push(command);
    side.lists.push(list);
  }
  if (!count) return;
  side.cpu += procCpuSeconds(side.pid) - cpu0;
  side.calls += calls * 2;
}

/**
 * Test 21 (issue 30): the cost of metrics and structured logs. Two demo servers run at once, one
 * with both on (JSON request lines at info into a file, Prometheus metrics, scraped between blocks)
 * and one with both off (METRICS=off, LOG_LEVEL=silent); blocks of calls alternate between them, so
 * the load of the machine falls on both alike. Two processes differ by a few percent by themselves
 * (heap layout, JIT, the order they started in), which is as much as the cost measured: so the run
 * has phases, and each phase starts both servers afresh with their roles swapped (process A is 'on'
 * in even phases and 'off' in odd ones); the samples of all phases are pooled per role. Besides the
 * latencies, the servers' own CPU per call (from /proc) is reported: it moves far less with the
 * machine's load. The demo's small list makes the fixed per-request cost weigh more than on a large
 * data set: the figure is an upper bound.
 */
export async function observabilitySection(ctx: BenchContext): Promise<SectionResult> {
  const phases = ctx.scale.listCalls >= 500 ? 4 : 2;
  const rounds = ctx.scale.listCalls >= 500 ? 8 : 4;
  const perBlock = 40;
  const pooled: Record<'on' | 'off', Side> = {
    on: { name: 'on', url: '', token: '', pid: 0, commands: [], lists: [], cpu: 0, calls: 0 },
    off: { name: 'off', url: '', token: '', pid: 0, commands: [], lists: [], cpu: 0, calls: 0 },
  };
  const seq = { n: 0 };
  for (let phase = 0; phase < phases; phase++) {
    // Process A is 'on' in even phases: each role runs in both processes equally often.
    const roles = phase % 2 === 0 ? (['on', 'off'] as const) : (['off', 'on'] as const);
    const dirs = roles.map((role) => tempDir(`obs-${role}`));
    const servers = await Promise.all(
      roles.map((role, i) =>
        startServerProcess(dirs[i]!, [], {
          env: { ...(role === 'on' ? ON_ENV(dirs[i]!) : OFF_ENV), DEMO_HISTORY: 'off' },
          startSeconds: 180,
        }),
      ),
    );
    try {
      const sides: Side[] = [];
      for (const [i, role] of roles.entries()) {
        const url = servers[i]!.url;
        const login = await postJson(`${url}/api/v1/login`, { login: 'admin', password: 'demo' });
        const token = (login.body as { token?: string }).token ?? '';
        sides.push({
          ...pooled[role],
          url,
          token,
          pid: servers[i]!.child.pid ?? 0,
          commands: [],
          lists: [],
          cpu: 0,
          calls: 0,
        });
      }
      // Warm-up, not counted.
      for (const side of sides) await block(side, 20, seq, false);
      for (let r = 0; r < rounds; r++) {
        const order = r % 2 === 0 ? sides : [...sides].reverse();
        for (const side of order) await block(side, perBlock, seq, true);
        // Prometheus scrapes the 'on' side meanwhile (its collection runs on the same event loop).
        const on = sides.find((side) => side.name === 'on')!;
        await fetch(`${on.url}/metrics`).then((res) => res.text());
      }
      for (const side of sides) {
        const into = pooled[side.name];
        into.commands.push(...side.commands);
        into.lists.push(...side.lists);
        into.cpu += side.cpu;
        into.calls += side.calls;
      }
      ctx.log(`   phase ${phase + 1}/${phases} done (process A ${roles[0]})`);
    } finally {
      await Promise.all(servers.map((s) => stopChild(s.child)));
      dirs.forEach(removeDir);
    }
  }
  const { on, off } = pooled;
  const commandCost = percentile(on.commands, 50) / percentile(off.commands, 50) - 1;
  const listCost = percentile(on.lists, 99) / percentile(off.lists, 99) - 1;
  const cpuOn = on.cpu / on.calls;
  const cpuOff = off.cpu / off.calls;
  const cpuCost = cpuOn / cpuOff - 1;
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  return {
    rows: [
      row(
        '21',
        `command p50, metrics+logs on / off (${on.commands.length} calls each)`,
        `${fmtMs(percentile(on.commands, 50))} / ${fmtMs(percentile(off.commands, 50))} (${pct(commandCost)})`,
        `< ${pct(MAX_COST)}`,
        judge(commandCost < MAX_COST),
      ),
      row(
        '21',
        `list p99, metrics+logs on / off (${on.lists.length} calls each)`,
        `${fmtMs(percentile(on.lists, 99))} / ${fmtMs(percentile(off.lists, 99))} (${pct(listCost)})`,
        `< ${pct(MAX_COST)}`,
        judge(listCost < MAX_COST),
      ),
      row(
        '21',
        `server CPU per call, on / off (${on.calls} calls each)`,
        `${fmtMs(cpuOn * 1000)} / ${fmtMs(cpuOff * 1000)} (${pct(cpuCost)})`,
        `< ${pct(MAX_COST)}`,
        judge(cpuCost < MAX_COST),
      ),
    ],
    notes: [
      `21: ${phases} phases, each with two fresh demo servers whose on/off roles swap between phases; ${rounds} rounds of ${perBlock} command + list pairs per phase alternating between them; 'on' writes JSON request lines at info to a file and is scraped each round. Samples pooled per role.`,
    ],
  };
}
