import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { QUESTIONNAIRES } from '../../events/questionnaire/collections';
import { connect, waitForEvent, watch, type ChangeMessage } from '../helpers/socket';
import type { Socket } from 'socket.io-client';

/**
 * Issue 16, item 5: two API nodes (two server processes) on one DATA_DIR. One holds the projections
 * lease, the other follows the change feed; a command on either reaches consoles on both; killing
 * the lease holder hands the projections over within seconds, with nothing lost or applied twice.
 */
const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

const children: ChildProcess[] = [];
const sockets: Socket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.disconnect();
  for (const child of children) child.kill('SIGKILL');
});

interface Health {
  ok: boolean;
  role: string;
  position: number;
}
const health = async (port: number): Promise<Health> =>
  (await (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).json()) as Health;

async function boot(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      QUIET: '1',
      CHECKS_SANDBOX_DELAY_MS: '0',
    },
    stdio: 'ignore',
  });
  children.push(child);
  for (let i = 0; i < 300; i++) {
    try {
      if ((await health(port)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('node did not start');
}

async function call(port: number, path: string, body: unknown, token?: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

const tokenOf = async (port: number, login: string) =>
  (await call(port, '/login', { login, password: 'demo' })).body.token as string;

async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined && ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const commentsOf = async (port: number, id: string, token: string): Promise<string[]> => {
  const card = await call(port, `/get-questionnaire/${id}`, {}, token);
  return ((card.body.entity?.comments ?? []) as { text: string }[]).map((c) => c.text);
};

describe('two API nodes on one data directory', () => {
  it('share the work: lease, live pushes across nodes, hand-over on a kill', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hc-cluster-'));
    const [portA, portB] = [await freePort(), await freePort()];
    const a = await boot(dataDir, portA);
    await boot(dataDir, portB);
    expect((await health(portA)).role).toBe('leader');
    expect((await health(portB)).role).toBe('follower');

    // A director's console on node B watches questionnaire 1; HR comments on node A.
    const director = await connect(`http://127.0.0.1:${portB}`, await tokenOf(portB, 'director'));
    sockets.push(director);
    expect((await watch(director, QUESTIONNAIRES.docRoom('1'))).ok).toBe(true);
    const hrA = await tokenOf(portA, 'hr');
    const fromA = waitForEvent<ChangeMessage>(
      director,
      'change',
      (m) => m.id === '1' && JSON.stringify(m.doc).includes('С узла A'),
      5000,
    );
    expect((await call(portA, '/questionnaire/1/comment', { text: 'С узла A' }, hrA)).status).toBe(200);
    await fromA;

    // A command on the follower waits for the lease holder's projections and reads its own write.
    const hrB = await tokenOf(portB, 'hr');
    const onB = await call(portB, '/questionnaire/1/comment', { text: 'С узла B' }, hrB);
    expect(onB.status).toBe(200);
    expect(JSON.stringify(onB.body)).toContain('С узла B');

    // The lease holder dies without a word: B takes the projections over within seconds.
    const lastOnA = await call(portA, '/questionnaire/1/comment', { text: 'Последнее на A' }, hrA);
    expect(lastOnA.status).toBe(200);
    a.kill('SIGKILL');
    const started = Date.now();
    await until(
      () => health(portB),
      (h) => h.role === 'leader',
      15_000,
    );
    const handOverMs = Date.now() - started;
    expect(handOverMs).toBeLessThan(10_000);

    // B now writes read models itself: a new comment is seen, and no comment is lost or doubled.
    const fromB = waitForEvent<ChangeMessage>(
      director,
      'change',
      (m) => m.id === '1' && JSON.stringify(m.doc).includes('После передачи'),
      5000,
    );
    expect((await call(portB, '/questionnaire/1/comment', { text: 'После передачи' }, hrB)).status).toBe(200);
    await fromB;
    const texts = await commentsOf(portB, '1', hrB);
    for (const text of ['С узла A', 'С узла B', 'Последнее на A', 'После передачи']) {
      expect(texts.filter((t) => t === text)).toHaveLength(1);
    }
    console.log(`[cluster test] projections handed over ${handOverMs} ms after the lease holder was killed`);
  }, 90_000);
});
