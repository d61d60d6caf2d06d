import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { loadConfig } from '#server/core/config';
import { seedDemo } from '#server/demo/seed';
import { startServer } from '#server/main';
import { removeDir } from './cleanup';
import type { BenchContext, SectionResult } from './config';
import { judge, row } from './report';
import { fmtInt, fmtMs, percentile } from './stats';

const CONSOLES_FULL = 200;
const CONSOLES_QUICK = 50;
const P99_MS = 100;
const STORE = '10412';
/** A 1x1 PNG: the signature's image (its bytes are checked to be PNG). */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

interface Employee {
  id: string;
  sign: string | null;
  leftOn: string | null;
}

/**
 * Test 14 (issue 27): the store's DKMO watched by N consoles (the store's room, as /protected/dkmo
 * watches it); each unsigned member of the demo's concluded DKMO (Авиапарк) signs in turn, and the
 * time from sending the signature to each console's 'change' is measured (sign → every console).
 */
export async function dkmoSection(ctx: BenchContext): Promise<SectionResult> {
  const consoles = ctx.scale.listCalls >= 500 ? CONSOLES_FULL : CONSOLES_QUICK;
  ctx.log(`14. a DKMO signature reaching ${consoles} consoles`);
  const dataDir = mkdtempSync(join(ctx.diskBase, 'bench-dkmo-'));
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', QUIET: '1' });
  const server = await startServer(config, { seed: seedDemo });
  const sockets: Socket[] = [];
  const api = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  try {
    const token = String((await api('POST', '/login', { login: 'admin', password: 'demo' })).body.token);
    const dkmo = (await api('GET', `/dkmo?storeId=${STORE}`, undefined, token)).body.dkmo as {
      employees: Employee[];
    };
    const unsigned = dkmo.employees.filter((e) => e.sign === null && e.leftOn === null).map((e) => e.id);
    let sentAt = 0;
    const reached: number[] = [];
    for (let n = 0; n < consoles; n++) {
      const socket = io(server.url, {
        path: '/socket.io',
        auth: { token },
        transports: ['websocket'],
        forceNew: true,
      });
      await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
      await new Promise((resolve) => socket.emit('watch', { room: `store:${STORE}` }, resolve));
      socket.on('change', (m: { collection: string; id: string }) => {
        if (m.collection === 'dkmo' && m.id === STORE && sentAt > 0) reached.push(performance.now() - sentAt);
      });
      sockets.push(socket);
    }
    let signatures = 0;
    for (const id of unsigned) {
      const expected = reached.length + consoles;
      sentAt = performance.now();
      const res = await api('POST', `/dkmo/sign?storeId=${STORE}`, { id, sign: PNG }, token);
      if (res.status !== 200) throw new Error(`sign ${res.status}: ${JSON.stringify(res.body)}`);
      signatures++;
      for (let i = 0; i < 500 && reached.length < expected; i++) await new Promise((r) => setTimeout(r, 2));
      sentAt = 0;
      await new Promise((r) => setTimeout(r, 50));
    }
    const p99 = percentile(reached, 99);
    return {
      rows: [
        row(
          '14',
          `a DKMO signature reaching ${fmtInt(consoles)} consoles p50 / p99 (${signatures} signatures, ${reached.length} deliveries)`,
          `${fmtMs(percentile(reached, 50))} / ${fmtMs(p99)}`,
          `p99 < ${P99_MS} ms`,
          judge(signatures > 0 && reached.length === signatures * consoles && p99 < P99_MS),
        ),
      ],
      notes: [
        `14. ${fmtInt(consoles)} Socket.IO consoles (admin) watch the room store:${STORE}; each unsigned member of the demo's ` +
          'concluded DKMO signs by POST /dkmo/sign in turn; time from sending to each console receiving the change (in-process server).',
      ],
    };
  } finally {
    for (const socket of sockets) socket.close();
    await server.close();
    removeDir(dataDir);
  }
}
