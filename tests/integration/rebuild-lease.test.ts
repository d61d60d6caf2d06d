import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PROJECTIONS_LEASE } from '#server/cluster/node';
import { startTestServer } from '../helpers/server';

/** Issue 16, item 4: `npm run rebuild` takes the projections lease and refuses while a server holds it. */
const rebuild = (dataDir: string) =>
  promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', join(process.cwd(), 'scripts/rebuild.ts'), 'positions'],
    {
      env: { ...process.env, DATA_DIR: dataDir, QUIET: '1' },
    },
  ).then(
    (run) => ({ code: 0, ...run }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );

describe('npm run rebuild and a running server', () => {
  it('refuses while a server holds the lease, runs once it is stopped, and gives the lease back', async () => {
    const server = await startTestServer();
    const { dataDir } = server;
    let stopped = false;
    try {
      const lease = await server.services.read.cluster.leaseHolder(PROJECTIONS_LEASE, Date.now());
      expect(lease?.holder).toBe(server.services.runner.id);
      const refused = await rebuild(dataDir);
      expect(refused.code).toBe(3);
      expect(refused.stderr).toContain('A running server holds the projections lease');
      // The server still holds it and still projects.
      expect((await server.services.read.cluster.leaseHolder(PROJECTIONS_LEASE, Date.now()))?.holder).toBe(
        server.services.runner.id,
      );
      await server.close();
      stopped = true;
      const done = await rebuild(dataDir);
      expect(done.code).toBe(0);
      expect(done.stdout).toMatch(/positions: \d+ events, [1-9]\d* documents/);
      // Given back: the next server takes it at once.
      const next = await startTestServer({}, dataDir);
      try {
        expect(next.services.runner.role).toBe('leader');
        expect(
          (await next.post('/list-positions', {}, (await next.login('admin')).token)).body.list.length,
        ).toBeGreaterThan(0);
      } finally {
        await next.stop();
      }
    } finally {
      if (!stopped) await server.stop();
    }
  }, 60_000);
});
