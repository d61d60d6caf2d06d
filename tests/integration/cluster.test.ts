import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import { connect, trackPresence, waitForEvent, watch, type ChangeMessage } from '../helpers/socket';
import { PRESENCE_NODE_TTL_MS } from '#server/realtime/cluster-presence';
import type { Socket } from 'socket.io-client';
import { TEMPLATE_MESSAGES } from '#events/vacancies/templates';
import { LEASE_TTL_MS } from '#server/cluster/node';
import { bootProduct } from '../helpers/boot-product';
import { freePort } from '../helpers/ports';

const TEMPLATE = {
  responsibility: '<p>Обязанности</p>',
  standards: '<p>Требования</p>',
  conditions: '<p>Условия</p>',
  experience: 'нет опыта',
  schedule: 'полный день',
  occupation: 'полная',
  hhProfessionalRoles: ['97'],
};

/**
 * Issue 16, item 5: two API nodes (two server processes) on one DATA_DIR. One holds the projections
 * lease, the other follows the change feed; a command on either reaches consoles on both; killing
 * the lease holder hands the projections over within seconds, with nothing lost or applied twice.
 */

const children: ChildProcess[] = [];
const boot = (dataDir: string, port: number) =>
  bootProduct({ dataDir, port, probe: '/api/v1/health', env: { CHECKS_SANDBOX_DELAY_MS: '0' }, children });
const sockets: Socket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.disconnect();
  for (const child of children) {
    child.kill('SIGCONT');
    child.kill('SIGKILL');
  }
});

interface Health {
  ok: boolean;
  role: string;
  position: number;
}
const health = async (port: number): Promise<Health> =>
  (await (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).json()) as Health;

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
    const b = await boot(dataDir, portB);
    expect((await health(portA)).role).toBe('leader');
    expect((await health(portB)).role).toBe('follower');

    // A director's console on node B watches questionnaire 1; HR comments on node A.
    const director = await connect(`http://127.0.0.1:${portB}`, await tokenOf(portB, 'director'));
    sockets.push(director);
    const room = QUESTIONNAIRES.docRoom('1');
    const seenOnB = trackPresence(director, room);
    expect((await watch(director, room)).ok).toBe(true);
    const hrA = await tokenOf(portA, 'hr');
    // Presence across nodes: HR opens the same card on A; each sees the other.
    const hrSocket = await connect(`http://127.0.0.1:${portA}`, hrA);
    sockets.push(hrSocket);
    const seenOnA = trackPresence(hrSocket, room);
    expect((await watch(hrSocket, room)).ok).toBe(true);
    const names = (viewers: { role: string }[]) => viewers.map((v) => v.role).sort();
    expect(names(await seenOnB.until((v) => v.length === 2, 3000))).toEqual(['HR', 'StoreDirector']);
    expect(names(await seenOnA.until((v) => v.length === 2, 3000))).toEqual(['HR', 'StoreDirector']);
    const hrB = await tokenOf(portB, 'hr');
    const fromA = waitForEvent<ChangeMessage>(
      director,
      'change',
      (m) => m.id === '1' && JSON.stringify(m.doc).includes('С узла A'),
      5000,
    );
    expect((await call(portA, '/questionnaire/1/comment', { text: 'С узла A' }, hrA)).status).toBe(200);
    await fromA;

    // A command on the follower waits for the lease holder's projections and reads its own write.
    const onB = await call(portB, '/questionnaire/1/comment', { text: 'С узла B' }, hrB);
    expect(onB.status).toBe(200);
    expect(JSON.stringify(onB.body)).toContain('С узла B');

    // One base template per position holds across nodes: the same create sent to A and B at once.
    const adminA = await tokenOf(portA, 'admin');
    for (let round = 1; round <= 3; round++) {
      const saved = await call(
        portA,
        '/save-positions',
        {
          positions: [
            { title: `Кластер ${round}`, use_to_search_candidate: true, show_on_vacancies_feed: true },
          ],
        },
        adminA,
      );
      const template = { positionId: saved.body.list[0].id as string, ...TEMPLATE };
      const [onA, onB] = await Promise.all([
        call(portA, '/vacancies/templates/base', template, hrA),
        call(portB, '/vacancies/templates/base', template, hrB),
      ]);
      expect([onA.status, onB.status].sort()).toEqual([201, 422]);
      expect([onA, onB].find((r) => r.status === 422)!.body.message).toBe(
        TEMPLATE_MESSAGES.baseTemplateExists,
      );
    }
    const listed = await fetch(`http://127.0.0.1:${portB}/api/v1/vacancies/templates/base`, {
      headers: { authorization: `Bearer ${hrB}` },
    });
    const templates = ((await listed.json()) as { list: { position: { title: string } }[] }).list;
    for (let round = 1; round <= 3; round++) {
      expect(templates.filter((t) => t.position.title === `Кластер ${round}`)).toHaveLength(1);
    }

    // The lease holder freezes (its process stopped, not gone): B takes over once the lease expires.
    const lastOnA = await call(portA, '/questionnaire/1/comment', { text: 'Последнее на A' }, hrA);
    expect(lastOnA.status).toBe(200);
    a.kill('SIGSTOP');
    let started = Date.now();
    await until(
      () => health(portB),
      (h) => h.role === 'leader',
      15_000,
    );
    const frozenMs = Date.now() - started;
    expect(frozenMs).toBeLessThan(LEASE_TTL_MS + 3000);
    // HR's console on the frozen node is gone from the director's list once A's heartbeat runs out.
    expect(names(await seenOnB.until((v) => v.length === 1, PRESENCE_NODE_TTL_MS + 3000))).toEqual([
      'StoreDirector',
    ]);

    // B now writes read models itself; its console sees its own command live.
    const fromB = waitForEvent<ChangeMessage>(
      director,
      'change',
      (m) => m.id === '1' && JSON.stringify(m.doc).includes('Пока A стоит'),
      5000,
    );
    expect((await call(portB, '/questionnaire/1/comment', { text: 'Пока A стоит' }, hrB)).status).toBe(200);
    await fromB;

    // A wakes up, finds its lease gone and follows B; a command on A reads its own write.
    a.kill('SIGCONT');
    await until(
      () => health(portA),
      (h) => h.role === 'follower',
      10_000,
    );
    const again = await call(portA, '/questionnaire/1/comment', { text: 'Снова на A' }, hrA);
    expect(again.status).toBe(200);
    expect(JSON.stringify(again.body)).toContain('Снова на A');

    // B dies without a word: A, on the same machine, sees its process gone and takes over at once.
    b.kill('SIGKILL');
    started = Date.now();
    await until(
      () => health(portA),
      (h) => h.role === 'leader',
      15_000,
    );
    const killedMs = Date.now() - started;
    expect(killedMs).toBeLessThan(LEASE_TTL_MS);
    expect((await call(portA, '/questionnaire/1/comment', { text: 'После передачи' }, hrA)).status).toBe(200);

    // Nothing lost, nothing applied twice, through both hand-overs.
    const texts = await commentsOf(portA, '1', hrA);
    for (const text of [
      'С узла A',
      'С узла B',
      'Последнее на A',
      'Пока A стоит',
      'Снова на A',
      'После передачи',
    ]) {
      expect(texts.filter((t) => t === text)).toHaveLength(1);
    }
    console.log(
      `[cluster test] hand-over: ${frozenMs} ms after the holder froze (lease ${LEASE_TTL_MS} ms), ${killedMs} ms after it was killed`,
    );
  }, 240_000); // two starts of up to BOOT_WAIT_MS each, then the test
});
