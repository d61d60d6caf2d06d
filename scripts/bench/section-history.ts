import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import type { NewEvent } from '#events/core/envelope';
import type { HistoryPage } from '#events/history/api';
import { loadConfig } from '#server/core/config';
import { seedDemo } from '#server/demo/seed';
import { startServer } from '#server/main';
import { removeDir } from './cleanup';
import type { BenchContext, SectionResult } from './config';
import { judge, row } from './report';
import { fmtInt, fmtMs, percentile } from './stats';

const EVENTS = 10_000;
const P99_MS = 300;
const BATCH = 250;

/**
 * Test 16 (issue 28): a questionnaire with 10,000 events (every other one an edit of a sealed
 * personal field, so each read opens them) and its history's first page (50 entries, their sentences
 * and changed fields), then a page from the middle and a compare of the first and last events, p50/p99.
 */
export async function historySection(ctx: BenchContext): Promise<SectionResult> {
  const calls = ctx.scale.listCalls >= 500 ? 50 : 15;
  ctx.log(`16. the history of a record with ${fmtInt(EVENTS)} events (${calls} calls each)`);
  const dataDir = mkdtempSync(join(ctx.diskBase, 'bench-history-'));
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', QUIET: '1' });
  const server = await startServer(config, { seed: seedDemo });
  const s = server.services;
  const api = async (method: string, path: string, body?: unknown, token?: string) => {
    const call = () =>
      fetch(`${server.url}/api/v1${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    // A kept-alive connection the server closed while the data was appended: once more, on a new one.
    const res = await call().catch(call);
    return { status: res.status, body: (await res.json()) as unknown };
  };
  try {
    const login = await api('POST', '/login', { login: 'admin', password: 'demo' });
    const token = String((login.body as { token: string }).token);
    const walkIn = {
      IStoreId: '10412',
      positionId: '3',
      lastname: 'Длиннова',
      firstname: 'Анна',
      dateBirth: '1990-01-01',
      phone: '79991110000',
    };
    const created = await api('POST', '/questionnaire/walk-in', walkIn, token);
    const id = String((created.body as { id: string }).id);
    const stream = `questionnaire-${id}`;
    const have = (await s.events.readStream(stream)).length;
    const start = Date.parse('2026-01-01T06:00:00Z');
    for (let n = have; n < EVENTS; n += BATCH) {
      const batch: NewEvent[] = [];
      for (let i = n; i < Math.min(EVENTS, n + BATCH); i++) {
        const edit = i % 2 === 0;
        batch.push({
          id: s.newId(),
          type: edit ? 'QuestionnaireInfoEdited' : 'QuestionnaireCommented',
          data: edit
            ? { changes: { email: `dlinnova${i}@mail.ru` } }
            : { commentId: `c${i}`, text: `Звонок ${i}` },
          meta: {
            actor: { userId: '1002', role: 'HR', name: 'Кадрова Елена' },
            occurredAt: new Date(start + i * 60_000).toISOString(),
            // Two events per action, as an edit and its comment would come from one request.
            correlationId: `bench-history-${Math.floor(i / 2)}`,
            causationId: `bench-history-${Math.floor(i / 2)}`,
            schemaVersion: 1,
          },
        });
      }
      await s.events.append(stream, batch, 'any');
    }
    // The read models first take in the 10,000 appended events: the figures time a history's
    // reads, not the projections' catch-up running beside the first one.
    await s.bus.waitForProjections(await s.events.headPosition(), 120_000);
    const timed = async (path: string): Promise<number[]> => {
      const times: number[] = [];
      for (let i = 0; i < calls; i++) {
        const started = performance.now();
        const res = await api('GET', path, undefined, token);
        times.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
      }
      return times;
    };
    // The process warm (a small record's history first): the cold row measures the long stream's first read.
    await api('GET', '/history/questionnaire/1?limit=50', undefined, token);
    const t0 = performance.now();
    const first = (await api('GET', `/history/questionnaire/${id}?limit=50`, undefined, token))
      .body as HistoryPage;
    const cold = performance.now() - t0;
    const events = await s.events.readStream(stream);
    const middle = events[Math.floor(events.length / 2)]!.position;
    const results = [
      { name: 'first page (50 entries)', times: await timed(`/history/questionnaire/${id}?limit=50`) },
      {
        name: 'a page from the middle',
        times: await timed(`/history/questionnaire/${id}?limit=50&before=${middle}`),
      },
      {
        name: 'compare first ↔ last event',
        times: await timed(
          `/history/questionnaire/${id}/compare?from=${events[0]!.position}&to=${events.at(-1)!.position}`,
        ),
      },
    ];
    const coldRow = row(
      '16',
      `history of a ${fmtInt(first.total)}-event record: first open (cold: the whole stream read and folded)`,
      fmtMs(cold),
      `< ${P99_MS} ms`,
      judge(first.total >= EVENTS && cold < P99_MS),
    );
    return {
      rows: [
        coldRow,
        ...results.map(({ name, times }) => {
          const p99 = percentile(times, 99);
          return row(
            '16',
            `history of a ${fmtInt(first.total)}-event record: ${name} p50 / p99`,
            `${fmtMs(percentile(times, 50))} / ${fmtMs(p99)}`,
            `p99 < ${P99_MS} ms`,
            judge(first.total >= EVENTS && p99 < P99_MS),
          );
        }),
      ],
      notes: [
        `16. One walk-in questionnaire with ${fmtInt(EVENTS)} events appended (edits of its sealed e-mail and comments, ` +
          `two per action); GET /history/questionnaire/{id} as Admin over HTTP, ${calls} calls each, in-process server. ` +
          'The first open reads and folds the whole stream; later ones read only new events and fold from the nearest kept state.',
      ],
    };
  } finally {
    await server.close();
    removeDir(dataDir);
  }
}
