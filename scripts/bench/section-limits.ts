import { RateLimiterMemory } from 'rate-limiter-flexible';
import { createLoginLimiter, type LoginLimiter, type LoginLimits } from '#server/auth/limiter';
import { openLimitStore } from '#server/limits/store';
import { removeDir, tempDir } from './cleanup';
import type { BenchContext, SectionResult } from './config';
import { judge, row } from './report';
import { fmtMs, percentile } from './stats';

/** Issue 30: the shared limit store may add at most this much to a login (p50). */
const ADDED_P50_MS = 1;
const LIMITS: LoginLimits = {
  perLogin: 5,
  perAddress: 30,
  windowSeconds: 300,
  baseDelayMs: 500,
  maxDelayMs: 8000,
};

/** The login limiter as it was before issue 30: two RateLimiterMemory per node (the baseline). */
function memoryLimiter(): LoginLimiter {
  const byAddress = new RateLimiterMemory({ keyPrefix: 'addr', points: LIMITS.perAddress, duration: 300 });
  const failures = new RateLimiterMemory({ keyPrefix: 'login-addr', points: 1e15, duration: 300 });
  const keyOf = (login: string, address: string) => `${login}|${address}`;
  return {
    async check(login, address) {
      await byAddress.consume(address);
      return (await failures.get(keyOf(login, address)))?.consumedPoints ?? 0;
    },
    failed: async (login, address) => void (await failures.consume(keyOf(login, address))),
    succeeded: async (login, address) => void (await failures.delete(keyOf(login, address))),
  };
}

/** One login's limiter work: the check, then a wrong password (every third) or a success. */
async function timeLogins(limiter: LoginLimiter, count: number, from: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = from; i < from + count; i++) {
    const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    const t0 = performance.now();
    await limiter.check('hr', address);
    if (i % 3 === 0) await limiter.failed('hr', address);
    else await limiter.succeeded('hr', address);
    times.push(performance.now() - t0);
  }
  return times;
}

/**
 * Test 19 (issue 30, item 4): what the shared limit store adds to a login, against the per-node
 * memory limiter it replaces, interleaved in rounds in one process. The shared store is
 * limits.sqlite on disk opened by two handles (two nodes), the logins alternating between them;
 * bcrypt's ~250 ms per login is left out (the same before and after).
 */
export async function limitsSection(ctx: BenchContext): Promise<SectionResult> {
  const { log, scale } = ctx;
  log('20. shared limit store: added cost per login (memory vs limits.sqlite, interleaved)');
  const dir = tempDir('limits', ctx.diskBase);
  const open = () => openLimitStore({ dataDir: dir, secret: 'bench', timeoutMs: 2000 });
  const [one, two] = [await open(), await open()];
  try {
    const nodes = [createLoginLimiter(one, LIMITS), createLoginLimiter(two, LIMITS)];
    const before: number[] = [];
    const after: number[] = [];
    const perRound = Math.max(200, Math.round(scale.listCalls / 2));
    let next = 0;
    await timeLogins(memoryLimiter(), 200, 1e6); // warm-up
    await timeLogins(nodes[0]!, 200, 2e6);
    for (let round = 0; round < 10; round++) {
      before.push(...(await timeLogins(memoryLimiter(), perRound, next)));
      after.push(...(await timeLogins(nodes[round % 2]!, perRound, next)));
      next += perRound;
    }
    const [b50, a50] = [percentile(before, 50), percentile(after, 50)];
    const [b99, a99] = [percentile(before, 99), percentile(after, 99)];
    return {
      rows: [
        row(
          '20',
          `login limiter p50 / p99, per-node memory (before, ${before.length})`,
          `${fmtMs(b50)} / ${fmtMs(b99)}`,
        ),
        row(
          '20',
          `login limiter p50 / p99, shared limits.sqlite (after, ${after.length})`,
          `${fmtMs(a50)} / ${fmtMs(a99)}`,
        ),
        row(
          '20',
          'added to a login by the shared store p50 / p99',
          `${fmtMs(a50 - b50)} / ${fmtMs(a99 - b99)}`,
          `p50 < ${ADDED_P50_MS} ms`,
          judge(a50 - b50 < ADDED_P50_MS),
        ),
      ],
      notes: [
        `Test 19: ${((100 * after.filter((t) => t - b50 >= ADDED_P50_MS).length) / after.length).toFixed(1)}% ` +
          `of logins had ${ADDED_P50_MS} ms or more added; the p99 follows the machine's load (other processes, fsync).`,
      ],
    };
  } finally {
    await one.close();
    await two.close();
    removeDir(dir);
  }
}
