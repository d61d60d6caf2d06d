import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../helpers/server';
import { questionnaireIdOf, settledChecks, waitFor } from './helpers';

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
