import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { EXTERNAL_CHECKS } from '#events/checks/events';
import { DEMO_STORES } from '#server/demo/reference';
import { removeDir, stopChild, tempDir } from './cleanup';
import { TARGETS, type BenchContext, type SectionResult } from './config';
import { copyStoreFile } from './dataset';
import { appendQuestionnaires } from './questionnaire-data';
import { judge, row } from './report';
import { postJson, startServerProcess } from './server-process';
import { fmtInt, fmtMs, percentile } from './stats';

const FIRST = 5001;
/** Questionnaires appended; checks start on them until this many runs are in flight. */
const QUESTIONNAIRES = 600;
/** Runs of the outside services (FSSP, self-employment, criminal record) in flight. */
const IN_FLIGHT = 1000;
/** The sandbox services answer after this long: every run stays in flight while calls are timed. */
const SANDBOX_DELAY_MS = 60_000;

interface ChecksBlock {
  checks: Record<string, { status: string } | undefined>;
}

/**
 * Test 10 (issue 15): other API calls (lists and cards) while 1,000 checks run on the sandbox
 * services (FSSP, self-employment and criminal record polling in the background), so the checks
 * are shown to run off the request path.
 */
export async function checksSection(ctx: BenchContext): Promise<SectionResult> {
  const { scale, log } = ctx;
  log(`10. API calls with ${fmtInt(IN_FLIGHT)} checks in flight (sandbox services)`);
  const dataDir = tempDir('checks-data');
  const seeded = await startServerProcess(dataDir, []);
  await stopChild(seeded.child);
  const genDir = tempDir('checks-gen', ctx.memBase ?? ctx.diskBase);
  const genFile = copyStoreFile(join(dataDir, 'events.sqlite'), genDir, 'events.sqlite');
  await appendQuestionnaires(genFile, FIRST, QUESTIONNAIRES);
  for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, `events.sqlite${suffix}`), { force: true });
  copyStoreFile(genFile, dataDir, 'events.sqlite');
  removeDir(genDir);
  const server = await startServerProcess(dataDir, [], {
    env: {
      CHECKS_SANDBOX_DELAY_MS: String(SANDBOX_DELAY_MS),
      CHECKS_TIMEOUT_MS: String(5 * SANDBOX_DELAY_MS),
    },
  });
  try {
    const login = await postJson(`${server.url}/api/v1/login`, { login: 'admin', password: 'demo' });
    const token = (login.body as { token?: string }).token;
    if (!token) throw new Error(`login failed: ${login.status}`);
    const post = (path: string, body: unknown) => postJson(`${server.url}/api/v1${path}`, body, token);
    // The outside services' runs: the product's own checks (blacklist, store vacancy) end at once.
    const running = (block: ChecksBlock) =>
      EXTERNAL_CHECKS.filter((kind) => block.checks[kind]?.status === 'running').length;

    let inFlight = 0;
    const started: string[] = [];
    for (let n = FIRST; n < FIRST + QUESTIONNAIRES && inFlight < IN_FLIGHT; n++) {
      const res = await post(`/candidateChecks/${n}/start`, {});
      if (res.status !== 200) continue; // a state where checks do not start
      started.push(String(n));
      inFlight += running((res.body as { entity: ChecksBlock }).entity);
    }
    if (inFlight < IN_FLIGHT) throw new Error(`only ${inFlight} checks in flight`);
    log(`   ${fmtInt(inFlight)} checks in flight on ${started.length} questionnaires`);

    const times: number[] = [];
    for (let i = 0; i < scale.listCalls; i++) {
      const store = DEMO_STORES[i % DEMO_STORES.length]!;
      const t0 = performance.now();
      const res =
        i % 2 === 0
          ? await post('/get-questionnaire', { type: 'new', limit: 5, where: { storeId: store.IStoreId } })
          : await post(`/get-questionnaire/${started[i % started.length]}`, {});
      if (res.status !== 200) throw new Error(`call ${i}: ${res.status}`);
      times.push(performance.now() - t0);
    }
    // Still in flight at the end: the calls were timed against the whole load.
    let after = 0;
    for (const id of started) {
      const res = await post(`/candidateChecks/${id}`, {});
      after += running((res.body as { entity: ChecksBlock }).entity);
    }
    const p99 = percentile(times, 99);
    return {
      rows: [
        row(
          '10',
          `list and card p50 / p99 with ${fmtInt(inFlight)} checks in flight (${times.length} calls)`,
          `${fmtMs(percentile(times, 50))} / ${fmtMs(p99)}`,
          `p99 < ${TARGETS.checksInFlightP99Ms} ms`,
          judge(p99 < TARGETS.checksInFlightP99Ms && after >= IN_FLIGHT),
        ),
        row('10', '  checks still in flight after the calls', fmtInt(after)),
      ],
      notes: [
        `10. data set: the demo data plus ${QUESTIONNAIRES} employment questionnaires; checks started through ` +
          `/candidateChecks/{id}/start until ${fmtInt(IN_FLIGHT)} runs were in flight (the sandbox services ` +
          `answer after ${SANDBOX_DELAY_MS / 1000} s, FSSP polled meanwhile); then list and card calls as admin.`,
      ],
    };
  } finally {
    await stopChild(server.child);
    removeDir(dataDir);
  }
}
