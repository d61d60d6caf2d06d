import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { HIRES } from '#events/employment/collections';
import type { HireDoc } from '#events/employment/events';
import { hiresIn } from '#projections/employment/queries';
import { loadConfig } from '#server/core/config';
import { handleCommand } from '#server/core/command-handler';
import { seedDemo } from '#server/demo/seed';
import { hireDecider } from '#server/features/employment/decider';
import { oneSSandboxOf } from '#server/adapters/onec/index';
import { useHireSettings } from '#server/features/employment/ports';
import { startServer } from '#server/main';
import { removeDir } from './cleanup';
import type { BenchContext, SectionResult } from './config';
import { judge, row } from './report';
import { fmtInt, fmtMs, percentile } from './stats';

const HIRES_FULL = 1000;
const HIRES_QUICK = 200;
const API_P99_MS = 50;
const DELIVERY_P99_MS = 100;

const form = (n: number) => ({
  registrationDate: '01.12.2026',
  isTermContract: '0' as const,
  contractExpirationDate: null,
  parttimerHours: null,
  payrollApplication: true,
  experienceDocument: [],
  experienceOriginals: true,
  salaryProject: {
    id: 'sber',
    ui: {
      salaryProjectName: 'Сбербанк',
      bic_cbrf: '044525225',
      account: `40817810${String(n).padStart(12, '0')}`,
      name: '',
    },
  },
  survey: { trafficSource: '1' },
});

/**
 * Test 12 (issue 26): N hires recorded at once and delivered by the outbox worker through the 1C
 * port (the OData adapter and the built-in sandbox), none lost or duplicated; the API's p99
 * meanwhile; and how fast a send reaches another console watching the hires.
 */
export async function hiresSection(ctx: BenchContext): Promise<SectionResult> {
  const count = ctx.scale.listCalls >= 500 ? HIRES_FULL : HIRES_QUICK;
  ctx.log(`12. ${fmtInt(count)} hires through the outbox worker and 1C`);
  const dataDir = mkdtempSync(join(ctx.diskBase, 'bench-hires-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    QUIET: '1',
    CHECKS_SANDBOX_DELAY_MS: '0',
    ONEC_SANDBOX_DELAY_MS: '0',
  });
  const server = await startServer(config, { seed: seedDemo });
  const s = server.services;
  // The built-in 1C sandbox behind the OData HTTP adapter, as on every demo (posting at once).
  const sandbox = oneSSandboxOf(s.onec);
  if (!sandbox) throw new Error('bench 12 needs the built-in 1C sandbox (ONEC_URL unset)');
  const hireIds: string[] = [];
  useHireSettings(s, { pollMs: 200, reconcileMs: 600_000, backoffMs: [1000] });
  const api = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { token?: string; id?: string | number } };
  };
  try {
    const token = (await api('POST', '/login', { login: 'admin', password: 'demo' })).body.token ?? '';
    const ids: string[] = [];
    for (let n = 0; n < count; n++) {
      const walkIn = {
        IStoreId: '10412',
        positionId: '3',
        lastname: 'Нагрузочный',
        firstname: 'Тест',
        dateBirth: '1995-05-05',
        phone: `7990${String(1_000_000 + n).padStart(7, '0')}`,
      };
      ids.push(String((await api('POST', '/questionnaire/walk-in', walkIn, token)).body.id));
    }
    const watcher = io(server.url, {
      path: '/socket.io',
      auth: { token },
      transports: ['websocket'],
      forceNew: true,
    });
    await new Promise<void>((resolve) => watcher.on('connect', () => resolve()));
    await new Promise((resolve) => watcher.emit('watch', { room: HIRES.listRoom }, resolve));
    const sentAt = new Map<string, number>();
    const reached: number[] = [];
    watcher.on('change', (m: { collection: string; id: string; doc: HireDoc | null }) => {
      const t0 = sentAt.get(m.id);
      if (m.collection === HIRES.name && t0 !== undefined && m.doc?.status === 'queued') {
        reached.push(performance.now() - t0);
        sentAt.delete(m.id);
      }
    });
    // The sends (the employ rule is measured with the route's tests; here the outbox and the worker).
    const apiTimes: number[] = [];
    let calls = 0;
    const started = performance.now();
    const sends = (async () => {
      for (const [n, id] of ids.entries()) {
        sentAt.set(id, performance.now());
        const ctxOf = {
          now: s.clock(),
          newId: s.newId,
          actor: { userId: '1002', role: 'HR', name: 'Бенч' },
          correlationId: `bench-${n}`,
        };
        const hireId = s.newId();
        hireIds.push(hireId);
        const command = {
          type: 'RequestHire' as const,
          ...{ hireId, questionnaireId: id, form: form(n) },
          ...{ requestedBy: { userId: '1002', name: 'Бенч' }, IStoreId: '10412', positionTitle: 'Кассир' },
        };
        await handleCommand(s.bus, hireDecider, id, command, ctxOf);
        // One console's sends follow each other as a person's do: the next once this one was seen
        // (or after 1 s), while the worker delivers the earlier ones to 1C meanwhile.
        for (let i = 0; i < 500 && sentAt.has(id); i++) await new Promise((r) => setTimeout(r, 2));
        sentAt.delete(id);
      }
    })();
    let delivered = 0;
    while (delivered < count && performance.now() - started < 600_000) {
      const id = ids[calls % ids.length]!;
      const t0 = performance.now();
      const res =
        calls % 2 === 0
          ? await api('GET', `/hires/${id}`, undefined, token)
          : await api('POST', `/get-questionnaire/${id}`, {}, token);
      if (res.status >= 500) throw new Error(`API ${res.status}`);
      apiTimes.push(performance.now() - t0);
      calls++;
      if (calls % 50 === 0) {
        const mine = new Set(ids);
        delivered = (await hiresIn(s.read, ['documentsReady'])).filter((h) => mine.has(h.id)).length;
      }
    }
    await sends;
    const seconds = (performance.now() - started) / 1000;
    watcher.close();
    const perHire = hireIds.map((hireId) => sandbox.countByHireId(`hire:${hireId}`));
    const duplicated = perHire.filter((n) => n > 1).length;
    const documents = perHire.reduce((a, b) => a + b, 0);
    const lost = count - delivered;
    const apiP99 = percentile(apiTimes, 99);
    const reachP99 = percentile(reached, 99);
    return {
      rows: [
        row(
          '12',
          `${fmtInt(count)} hires delivered to 1C (lost / duplicated)`,
          `${fmtInt(delivered)} (${lost} / ${duplicated}) in ${seconds.toFixed(1)} s`,
          'none lost or duplicated',
          judge(lost === 0 && duplicated === 0 && documents === count),
        ),
        row(
          '12',
          `API p50 / p99 meanwhile (${apiTimes.length} calls: hire, card)`,
          `${fmtMs(percentile(apiTimes, 50))} / ${fmtMs(apiP99)}`,
          `p99 < ${API_P99_MS} ms`,
          judge(apiP99 < API_P99_MS),
        ),
        row(
          '12',
          `a send reaching another watching console p50 / p99 (${reached.length})`,
          `${fmtMs(percentile(reached, 50))} / ${fmtMs(reachP99)}`,
          `p99 < ${DELIVERY_P99_MS} ms`,
          judge(reachP99 < DELIVERY_P99_MS),
        ),
      ],
      notes: [
        `12. ${fmtInt(count)} walk-ins of store 10412; each hire recorded by the hire's command (HireRequested, the outbox) ` +
          'one after another (each once the watching console saw the previous one) while admin reads hire documents and cards; the worker delivers them over the OData ' +
          'HTTP adapter to the built-in 1C sandbox (posting at once) and follows the documents; documents counted in the sandbox by hire id.',
      ],
    };
  } finally {
    await server.close();
    removeDir(dataDir);
  }
}
