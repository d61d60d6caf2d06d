import { removeDir, stopChild, tempDir } from './cleanup';
import type { BenchContext, SectionResult } from './config';
import { judge, row } from './report';
import { postJson, startServerProcess } from './server-process';
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
  commands: number[];
  lists: number[];
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
async function block(side: Side, calls: number, seq: { n: number }): Promise<void> {
  for (let i = 0; i < calls; i++) {
    const title = `Колледж ${side.name} ${++seq.n}`;
    side.commands.push(
      await timed(() => postJson(`${side.url}/api/v1/dictionaries/institutions/add`, { title }, side.token)),
    );
    side.lists.push(
      await timed(() => postJson(`${side.url}/api/v1/get-questionnaire-light-list`, LIST_BODY, side.token)),
    );
  }
}

/**
 * Test 21 (issue 30): the cost of metrics and structured logs. Two demo servers run at once, one
 * with both on (JSON request lines at info into a file, Prometheus metrics, scraped between blocks)
 * and one with both off (METRICS=off, LOG_LEVEL=silent); blocks of calls alternate between them, so
 * the load of the machine falls on both alike. The demo's small list makes the fixed per-request
 * cost weigh more than on a large data set: the figure is an upper bound.
 */
export async function observabilitySection(ctx: BenchContext): Promise<SectionResult> {
  const rounds = 16;
  const perBlock = 40;
  const dirs = { on: tempDir('obs-on'), off: tempDir('obs-off') };
  const servers = await Promise.all([
    startServerProcess(dirs.on, [], { env: ON_ENV(dirs.on), startSeconds: 180 }),
    startServerProcess(dirs.off, [], { env: OFF_ENV, startSeconds: 180 }),
  ]);
  try {
    const sides: Side[] = [];
    for (const [i, name] of (['on', 'off'] as const).entries()) {
      const url = servers[i]!.url;
      const login = await postJson(`${url}/api/v1/login`, { login: 'admin', password: 'demo' });
      const token = (login.body as { token?: string }).token ?? '';
      sides.push({ name, url, token, commands: [], lists: [] });
    }
    const seq = { n: 0 };
    // Warm-up, not counted.
    for (const side of sides) await block(side, 20, seq);
    for (const side of sides) side.commands.length = side.lists.length = 0;
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) await block(side, perBlock, seq);
      // Prometheus scrapes the 'on' side meanwhile (its collection runs on the same event loop).
      await fetch(`${sides[0]!.url}/metrics`).then((res) => res.text());
      ctx.log(`   round ${r + 1}/${rounds} done`);
    }
    const [on, off] = sides as [Side, Side];
    const commandCost = percentile(on.commands, 50) / percentile(off.commands, 50) - 1;
    const listCost = percentile(on.lists, 99) / percentile(off.lists, 99) - 1;
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
      ],
      notes: [
        `21: two demo servers at once, ${rounds} rounds of ${perBlock} command + list pairs alternating between them; 'on' writes JSON request lines at info to a file and is scraped each round.`,
      ],
    };
  } finally {
    await Promise.all(servers.map((s) => stopChild(s.child)));
    removeDir(dirs.on);
    removeDir(dirs.off);
  }
}
