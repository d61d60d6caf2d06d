import { io, type Socket } from 'socket.io-client';
import { stopChild } from './cleanup';
import { postJson, sleep, startServerProcess } from './server-process';
import { percentile } from './stats';

/**
 * Test 19's live figure (issue 29): a light questionnaire declined, then restored, by its reviewer
 * over HTTP moves a count of the funnel; the time until the funnel's 'change' (its store's
 * `funnelChanges` document) reaches a console socket watching the funnel's room `list:funnelChanges`.
 * Against the real server (scripts/start.ts, demo data) in a child process, like test 4.
 */
export interface FunnelLiveResult {
  rounds: number;
  p50: number;
  p99: number;
  max: number;
  missing: number;
}

interface Change {
  collection?: string;
  id?: string;
}

function watchingSocket(url: string, token: string, room: string): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('funnel socket connect/watch timed out')), 20_000);
    socket.once('connect_error', (err) => (clearTimeout(timer), reject(err)));
    socket.once('connect', () => {
      socket
        .timeout(20_000)
        .emitWithAck('watch', { room })
        .then((ack: { ok?: boolean; message?: string }) => {
          clearTimeout(timer);
          if (ack?.ok) resolve(socket);
          else reject(new Error(`watch ${room} refused: ${ack?.message ?? JSON.stringify(ack)}`));
        }, reject);
    });
  });
}

async function token(url: string, login: string): Promise<string> {
  const res = await postJson(`${url}/api/v1/login`, { login, password: 'demo' });
  const value = (res.body as { token?: string }).token;
  if (res.status !== 200 || !value) throw new Error(`login ${login} failed: ${res.status}`);
  return value;
}

export async function benchFunnelLive(
  dataDir: string,
  rounds: number,
  log: (line: string) => void,
): Promise<FunnelLiveResult> {
  const { child, url, seconds } = await startServerProcess(dataDir, [], {
    env: { CHECKS_SANDBOX_DELAY_MS: '0', CHECKS_TIMEOUT_MS: '1000' },
  });
  let socket: Socket | null = null;
  try {
    log(`19. live: server at ${url} (started in ${seconds.toFixed(1)} s)`);
    await sleep(3000); // the demo's checks run just after a start
    const reviewer = await token(url, 'hr-al');
    socket = await watchingSocket(url, await token(url, 'admin'), 'list:funnelChanges');
    const list = await postJson(
      `${url}/api/v1/get-questionnaire-light-list`,
      { type: 'new', limit: 50 },
      reviewer,
    );
    const ids = ((list.body as { list?: { id: string }[] }).list ?? []).map((q) => q.id);
    if (ids.length === 0) throw new Error(`no new light questionnaire to move: ${JSON.stringify(list.body)}`);
    let waiting: ((at: number) => void) | null = null;
    socket.on('change', (msg: Change) => {
      const at = performance.now();
      if (msg?.collection === 'funnelChanges' && waiting) waiting(at);
    });
    const times: number[] = [];
    let missing = 0;
    for (let i = 0; i < rounds + 2; i++) {
      const id = ids[Math.floor(i / 2) % ids.length]!;
      const action = i % 2 === 0 ? 'decline' : 'restore';
      const arrived = new Promise<number | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), 5000);
        waiting = (at) => (clearTimeout(timer), (waiting = null), resolve(at));
      });
      const started = performance.now();
      const res = await postJson(
        `${url}/api/v1/${action}-questionnaire-light`,
        action === 'decline' ? { questionnaireId: id, comment: 'Нет опыта' } : { questionnaireId: id },
        reviewer,
      );
      if (res.status !== 200) throw new Error(`${action} ${id}: ${res.status} ${JSON.stringify(res.body)}`);
      const at = await arrived;
      if (i < 2) continue; // warm-up
      if (at === null) missing++;
      else times.push(at - started);
      await sleep(50);
    }
    return {
      rounds,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      max: Math.max(...times),
      missing,
    };
  } finally {
    socket?.disconnect();
    await stopChild(child);
  }
}
