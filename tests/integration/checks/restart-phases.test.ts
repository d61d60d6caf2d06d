import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../helpers/server';
import { randomUUID } from 'node:crypto';
import { CHECK_KINDS } from '#events/checks/events';
import '#events/index';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import { FAST_CHECKS, questionnaireIdOf, settledChecks, waitFor } from './helpers';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * Issue 24, item 4: every check process ends, whatever happened to the server meanwhile. Тормозов's
 * services never answer (sandbox trigger 'timeout'). A restart while they are awaited, followed by a
 * garbage collection, used to leave the runs 'Проверка выполняется' for ever (the timeout signal was
 * collected); now each run ends as a timeout within its limit after the restart.
 */
describe('a check whose service never answers, across a restart', () => {
  it('ends as a timeout within its limit after the restart, even after a garbage collection', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hc-checks-phases-'));
    dirs.push(dataDir);
    let server = await startTestServer(
      { CHECKS_SANDBOX_DELAY_MS: '50', CHECKS_TIMEOUT_MS: '600000' },
      dataDir,
    );
    const id = await questionnaireIdOf(server, 'Тормозов');
    const hr = (await server.login('hr')).token;
    const inFlight = await waitFor(async () => {
      const res = await server.post(`/candidateChecks/${id}`, {}, hr);
      return res.body.entity.running && res.body.entity.checks.fssp?.status === 'running'
        ? res.body.entity
        : null;
    });
    expect(inFlight.running).toBe(true);
    await server.stop();

    const limitMs = 1500;
    server = await startTestServer(
      { CHECKS_SANDBOX_DELAY_MS: '50', CHECKS_TIMEOUT_MS: String(limitMs), CHECKS_POLL_MS: '30' },
      dataDir,
    );
    try {
      const restartedAt = Date.now();
      // Collections while the resumed runs wait: they must not lose their deadline.
      for (let i = 0; i < 5; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        gc();
      }
      const token = (await server.login('hr')).token;
      const done = await settledChecks(server, id, token, limitMs + 5_000);
      expect(Date.now() - restartedAt).toBeLessThan(limitMs + 5_000);
      for (const check of ['fssp', 'selfEmployment', 'criminalRecord'] as const)
        expect(done.checks[check].status, check).not.toBe('running');
      const events = await server.services.events.readStream(`checks-${id}`);
      const timeouts = events.filter(
        (e) => e.type === 'CheckFailed' && (e.data as { reason: string }).reason === 'timeout',
      );
      expect(timeouts.length).toBeGreaterThanOrEqual(3);
    } finally {
      await server.stop();
    }
  }, 60_000);
});

/**
 * The first phase: the checks were requested, and the server died before any worker started (the
 * request is in the log, nothing else). At the next start the process picks the requests up and
 * every run ends with exactly one result.
 */
describe('checks requested just before the server died', () => {
  it('are run at the next start, each to exactly one end', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hc-checks-phases-'));
    dirs.push(dataDir);
    let server = await startTestServer({}, dataDir);
    const id = await questionnaireIdOf(server, 'Жданова'); // never checked
    const IStoreId = '10412';
    await server.stop();

    // The requests as the API records them, written while no server runs.
    const store = openSqliteEventStore(join(dataDir, 'events.sqlite'));
    const requestedAt = new Date().toISOString();
    const runIds = CHECK_KINDS.map((check) => `phase-${check}`);
    await store.append(
      `checks-${id}`,
      CHECK_KINDS.map((check, i) => ({
        id: randomUUID(),
        type: 'CheckRequested',
        data: { questionnaireId: id, IStoreId, check, runId: runIds[i]!, source: 'sandbox', requestedAt },
        meta: {
          actor: { userId: '1002', role: 'HR', name: 'Кадрова Елена' },
          occurredAt: requestedAt,
          correlationId: 'phase-test',
          causationId: 'phase-test',
          schemaVersion: 1,
        },
      })),
      'no_stream',
    );
    await store.close();

    server = await startTestServer(FAST_CHECKS, dataDir);
    try {
      const token = (await server.login('hr')).token;
      const done = await settledChecks(server, id, token, 15_000);
      for (const check of CHECK_KINDS) expect(done.checks[check]?.status, check).not.toBe('running');
      const events = await server.services.events.readStream(`checks-${id}`);
      for (const runId of runIds) {
        const ends = events.filter(
          (e) =>
            (e.type === 'CheckCompleted' || e.type === 'CheckFailed') &&
            (e.data as { runId: string }).runId === runId,
        );
        expect(ends, runId).toHaveLength(1);
      }
    } finally {
      await server.stop();
    }
  }, 60_000);
});
