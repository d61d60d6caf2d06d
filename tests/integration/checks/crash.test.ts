import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import '#events/index';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import { startTestServer } from '../../helpers/server';
import { questionnaireIdOf, settledChecks, waitFor } from './helpers';
import { freePort } from '../../helpers/ports';
import { bootProduct } from '../../helpers/boot-product';

/** The product on DATA_DIR, its sandbox checks taking delayMs each. */
const boot = (dataDir: string, port: number, delayMs: string) =>
  bootProduct({ dataDir, port, env: { CHECKS_SANDBOX_DELAY_MS: delayMs, CHECKS_POLL_MS: '100' } });

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'hc-checks-crash-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The steps recorded for one run of a questionnaire's checks, by event type. */
async function stepsOf(dataDir: string, questionnaireId: string) {
  const store = openSqliteEventStore(join(dataDir, 'events.sqlite'));
  try {
    const events = await store.readStream(`checks-${questionnaireId}`);
    return events.map((e) => ({
      type: e.type,
      ...(e.data as { runId: string; check: string; fsspStatus?: string }),
    }));
  } finally {
    await store.close();
  }
}

describe('a check in flight when the server stops', () => {
  it('is resumed after the restart, asks about the same FSSP task, and records one result', async () => {
    const dataDir = freshDir();
    const slow = { CHECKS_SANDBOX_DELAY_MS: '4000', CHECKS_TIMEOUT_MS: '60000', CHECKS_POLL_MS: '100' };
    let server = await startTestServer(slow, dataDir);
    const hr = (await server.login('hr')).token;
    const id = await questionnaireIdOf(server, 'Жданова');
    const started = await server.post(`/sendToFsspRecordCheck/${id}`, {}, hr);
    expect(started.status).toBe(200);
    const runId = started.body.entity.checks.fssp.runId as string;
    // The bailiffs gave a task; the answer is not there yet: stop now.
    await waitFor(
      async () => (await server.post(`/checkFsspRecord/${id}`, {}, hr)).body.status === 'WaitToResFssp',
    );
    await server.stop();

    server = await startTestServer({ ...slow, CHECKS_SANDBOX_DELAY_MS: '50' }, dataDir);
    try {
      const token = (await server.login('hr')).token;
      const checks = await settledChecks(server, id, token, 15_000);
      expect(checks.checks.fssp).toMatchObject({ runId, status: 'passed', fsspStatus: 'CheckedSuccess' });
    } finally {
      await server.stop();
    }
    const steps = (await stepsOf(dataDir, id)).filter((s) => s.runId === runId);
    expect(steps.filter((s) => s.type === 'CheckCompleted')).toHaveLength(1);
    expect(steps.filter((s) => s.type === 'CheckFailed')).toHaveLength(0);
    expect(steps.filter((s) => s.fsspStatus === 'SendedToFssp')).toHaveLength(1);
    expect(steps.filter((s) => s.fsspStatus === 'WaitToResFssp')).toHaveLength(1);
  }, 40_000);
});

describe('the server killed (SIGKILL) while the demo checks run', () => {
  it('finishes every run after the restart, each with exactly one result', async () => {
    const dataDir = freshDir();
    const port = await freePort();
    const first = await boot(dataDir, port, '5000');
    // The demo checks were requested at the first start and are waiting for the sandboxes.
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const second = await boot(dataDir, port, '50');
    try {
      const login = await fetch(`http://127.0.0.1:${port}/api/v1/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'admin', password: 'demo' }),
      });
      const { token } = (await login.json()) as { token: string };
      const block = async (id: string) => {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/candidateChecks/${id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: '{}',
        });
        return ((await res.json()) as { entity: { running: boolean; revision: number } }).entity;
      };
      // Белова (31) … Кривых (41): the runs the kill interrupted.
      for (const id of ['31', '33', '38']) await waitFor(async () => !(await block(id)).running, 20_000);
    } finally {
      second.kill('SIGTERM');
      await new Promise((r) => second.once('exit', r));
    }
    for (const id of ['31', '33', '38']) {
      const steps = await stepsOf(dataDir, id);
      const runs = new Set(steps.filter((s) => s.type === 'CheckRequested').map((s) => s.runId));
      expect(runs.size).toBe(5);
      for (const run of runs) {
        const ends = steps.filter(
          (s) => s.runId === run && (s.type === 'CheckCompleted' || s.type === 'CheckFailed'),
        );
        expect(ends, `run ${run} of ${id}`).toHaveLength(1);
      }
    }
  }, 220_000); // two starts of up to BOOT_WAIT_MS each, then the test
});
