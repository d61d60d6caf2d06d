import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_POSITIONS, DEMO_STORES } from '#server/demo/reference';
import { runWorker } from './child';
import { removeDir, stopChild, tempDir } from './cleanup';
import { REBUILD_NODE_ARGS, TARGETS, type BenchContext, type SectionResult } from './config';
import { copyStoreFile } from './dataset';
import type { GenerateResult, LightRebuildResult } from './light-worker';
import { profileNotes } from './profile';
import { judge, row } from './report';
import { postJson, procCpuSeconds, startServerProcess } from './server-process';
import { fmtInt, fmtMB, fmtMs, fmtRate, fmtSeconds, percentile, procSchedMs, procStatusBytes } from './stats';

const LIST_FUNCTIONS =
  /^(listQuestionnaires|findPage|findPlan|countPlan|mergePage|findInMemory|countInMemory|findPageInMemory|compileFilter|questionnaireEntity|structuredClone|load|buildIndexes|parseInput|requireArea|verifyAccess|errorMiddleware) /;

/** The console's page size (client/console/api/questionnaireLight.ts LIGHT_PAGE_SIZE). */
const PAGE = 5;
const ALL = '@all';
const WARMUP = 20;

type Kind = 'type only' | 'position' | 'city' | 'store' | 'position + city' | 'position + store';
const KINDS: Kind[] = ['type only', 'position', 'city', 'store', 'position + city', 'position + store'];

interface ListBody {
  type: 'new' | 'accepted' | 'rejected';
  offset: number;
  limit: number;
  where: { position: string; city: string; store: string };
}

/**
 * The i-th call of a deterministic mix: every status, every filter shape the console offers an
 * admin (position; city or store), offsets 0..50 in pages of 5, filter values spread over the
 * demo's positions, cities and stores.
 */
function query(i: number): { kind: Kind; body: ListBody } {
  const types = ['new', 'accepted', 'rejected'] as const;
  const kind = KINDS[i % KINDS.length]!;
  const positions = DEMO_POSITIONS.slice(0, 8).map((_, k) => String(k + 1));
  const store = DEMO_STORES[(i * 7) % DEMO_STORES.length]!;
  const where = { position: ALL, city: ALL, store: ALL };
  if (kind.includes('position')) where.position = positions[(i * 5) % positions.length]!;
  if (kind.includes('city')) where.city = store.param.cityId;
  if (kind.includes('store')) {
    where.city = store.param.cityId;
    where.store = store.IStoreId;
  }
  return {
    kind,
    body: {
      type: types[Math.floor(i / KINDS.length) % types.length]!,
      offset: ((i * 3) % 11) * PAGE,
      limit: PAGE,
      where,
    },
  };
}

function removeStore(dir: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(join(dir, `events.sqlite${suffix}`), { force: true });
}

/**
 * Test 7: POST /api/v1/get-questionnaire-light-list against the real server over a data set of
 * `lightQuestionnaires` light questionnaires: the demo data seeded by a first server start, the
 * questionnaires appended as events, the read model rebuilt, then sequential list calls as admin.
 */
export async function lightListSection(ctx: BenchContext): Promise<SectionResult> {
  const { scale, log } = ctx;
  const count = scale.lightQuestionnaires;
  log(`7. light list API over ${fmtInt(count)} questionnaires`);
  const dataDir = tempDir('light-data');
  const seeded = await startServerProcess(dataDir, []);
  await stopChild(seeded.child);
  log(`   demo data seeded in ${dataDir} (${seeded.seconds.toFixed(1)} s)`);

  // Appends on tmpfs (no fsync per commit), then the file goes back to the disk data directory.
  const genDir = tempDir('light-gen', ctx.memBase ?? ctx.diskBase);
  const genFile = copyStoreFile(join(dataDir, 'events.sqlite'), genDir, 'events.sqlite');
  log(`   appending ${fmtInt(count)} questionnaires in ${genDir}`);
  const gen = (await runWorker<GenerateResult>('light-worker.ts', ['generate', genFile, String(count)]))
    .result;
  removeStore(dataDir);
  copyStoreFile(genFile, dataDir, 'events.sqlite');
  removeDir(genDir);
  log(`   rebuilding 'questionnairesLight' (${fmtInt(gen.events)} new events)`);
  const rebRun = await runWorker<LightRebuildResult>(
    'light-worker.ts',
    ['rebuild', join(dataDir, 'events.sqlite'), join(dataDir, 'read.sqlite')],
    REBUILD_NODE_ARGS,
  );
  const reb = rebRun.result;

  const profileDir = ctx.profile ? tempDir('light-cpuprof') : undefined;
  const server = await startServerProcess(
    dataDir,
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  const measured = await (async () => {
    try {
      log(`   server pid ${server.child.pid} at ${server.url} (started in ${server.seconds.toFixed(1)} s)`);
      const login = await postJson(`${server.url}/api/v1/login`, { login: 'admin', password: 'demo' });
      const token = (login.body as { token?: string }).token;
      if (login.status !== 200 || !token)
        throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
      const call = async (body: ListBody) => {
        const t0 = performance.now();
        const res = await postJson(`${server.url}/api/v1/get-questionnaire-light-list`, body, token);
        const ms = performance.now() - t0;
        if (res.status !== 200) throw new Error(`list failed: ${res.status} ${JSON.stringify(res.body)}`);
        return { ms, body: res.body as { list: unknown[]; total: number } };
      };
      // The store loads the collection in the background from the server's start: the first call
      // waits for the rest of that load (timed apart); a call to another route, sent with it, does not.
      const firstBefore = procSchedMs(server.child.pid!);
      const probeStart = performance.now();
      const [first, probeMs] = await Promise.all([
        call({ ...query(0).body, type: 'new', offset: 0 }),
        postJson(`${server.url}/api/v1/list-roles`, {}).then(() => performance.now() - probeStart),
      ]);
      const firstAfter = procSchedMs(server.child.pid!);
      const totals = { new: 0, accepted: 0, rejected: 0 };
      for (const type of ['new', 'accepted', 'rejected'] as const) {
        totals[type] = (await call({ ...query(0).body, type, offset: 0 })).body.total;
      }
      for (let i = 0; i < WARMUP; i++) await call(query(scale.listCalls + i).body);
      log(`   ${scale.listCalls} sequential list calls (+${WARMUP} warm-up)`);
      const latencies: number[] = [];
      const serverCpu: number[] = [];
      const serverWait: number[] = [];
      const byKind = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
      let emptyPages = 0;
      const cpuBefore = procCpuSeconds(server.child.pid!);
      for (let i = 0; i < scale.listCalls; i++) {
        const { kind, body } = query(i);
        const before = procSchedMs(server.child.pid!);
        const r = await call(body);
        const after = procSchedMs(server.child.pid!);
        latencies.push(r.ms);
        serverCpu.push(after.cpuMs - before.cpuMs);
        serverWait.push(after.waitMs - before.waitMs);
        byKind.get(kind)!.push(r.ms);
        if (r.body.list.length === 0) emptyPages++;
      }
      return {
        latencies,
        serverCpu,
        serverWait,
        firstCpuMs: firstAfter.cpuMs - firstBefore.cpuMs,
        firstWaitMs: firstAfter.waitMs - firstBefore.waitMs,
        byKind,
        emptyPages,
        totals,
        firstCallMs: first.ms,
        probeMs,
        serverCpuMsPerCall: ((procCpuSeconds(server.child.pid!) - cpuBefore) * 1000) / scale.listCalls,
        serverVmHwm: procStatusBytes(server.child.pid!, 'VmHWM'),
        serverVmRss: procStatusBytes(server.child.pid!, 'VmRSS'),
      };
    } finally {
      await stopChild(server.child);
    }
  })();
  const { latencies, serverCpu, serverWait, byKind, emptyPages, totals, firstCallMs } = measured;
  const { firstCpuMs, firstWaitMs, probeMs, serverCpuMsPerCall, serverVmHwm, serverVmRss } = measured;
  const n = fmtInt(count); // every figure names the data set's size

  const p99 = percentile(latencies, 99);
  const rows = [
    row(
      '7',
      `generate ${fmtInt(count)} questionnaires (${fmtInt(gen.events)} events, ${fmtInt(gen.appends)} appends)`,
      fmtSeconds(gen.seconds),
    ),
    row(
      '7',
      `  rebuild 'questionnairesLight' (${fmtInt(reb.events)} events -> ${fmtInt(reb.documents)} docs)`,
      `${fmtSeconds(reb.seconds)} (${fmtRate(reb.events / reb.seconds)})`,
      `>= ${fmtRate(TARGETS.rebuildEventsPerSecond)}`,
      judge(reb.events / reb.seconds >= TARGETS.rebuildEventsPerSecond),
    ),
    row(
      '7',
      `  rebuild process peak RSS (sampled every 50 ms, with the other projections' catch-up), ${n} questionnaires`,
      fmtMB(rebRun.peakRssSampled),
      `< ${fmtMB(TARGETS.rebuildPeakRss)}`,
      judge(rebRun.peakRssSampled < TARGETS.rebuildPeakRss),
    ),
    row(
      '7',
      `list call p50 (${latencies.length} calls, pages of ${PAGE}, offsets 0..50), ${n} questionnaires`,
      fmtMs(percentile(latencies, 50)),
    ),
    row(
      '7',
      `filtered list page p99, ${n} questionnaires`,
      fmtMs(p99),
      `< ${TARGETS.lightListP99Ms} ms`,
      judge(p99 < TARGETS.lightListP99Ms),
    ),
    row('7', '  list call max', fmtMs(percentile(latencies, 100))),
    ...KINDS.map((k) => {
      const v = byKind.get(k)!;
      return row(
        '7',
        `  filter ${k}: p50 / p99`,
        `${fmtMs(percentile(v, 50))} / ${fmtMs(percentile(v, 99))}`,
      );
    }),
    row(
      '7',
      '  server main thread per call: on CPU p50 / p99',
      `${fmtMs(percentile(serverCpu, 50))} / ${fmtMs(percentile(serverCpu, 99))}`,
    ),
    row(
      '7',
      '  server main thread per call: waiting for a CPU p50 / p99',
      `${fmtMs(percentile(serverWait, 50))} / ${fmtMs(percentile(serverWait, 99))}`,
    ),
    row(
      '7',
      `first list call right after start, ${n} questionnaires: wall / CPU / wait`,
      `${fmtMs(firstCallMs)} / ${fmtMs(firstCpuMs)} / ${fmtMs(firstWaitMs)}`,
      `< ${TARGETS.firstListCallMs} ms`,
      judge(firstCallMs < TARGETS.firstListCallMs),
    ),
    row('7', '  /list-roles sent with the first call', fmtMs(probeMs)),
    row(
      '7',
      `server RSS after the calls (VmRSS), ${n} questionnaires`,
      fmtMB(serverVmRss),
      `< ${fmtMB(TARGETS.serverRss)}`,
      judge(serverVmRss < TARGETS.serverRss),
    ),
    row(
      '7',
      '  server CPU per call, all threads / server peak RSS',
      `${fmtMs(serverCpuMsPerCall)} / ${fmtMB(serverVmHwm)}`,
    ),
  ];
  const notes = [
    `7. data set: the demo data (seeded by a first server start) plus ${fmtInt(count)} light questionnaires ` +
      `(ids ${fmtInt(gen.firstId)}..; new ${fmtInt(gen.byType.new)}, accepted ${fmtInt(gen.byType.accepted)}, ` +
      `rejected ${fmtInt(gen.byType.rejected)}; ${DEMO_STORES.length} stores in 5 cities, 8 positions) appended as ` +
      `QuestionnaireLightSubmitted/Accepted/Declined events through EventStore.append on ${ctx.memBase ? 'tmpfs' : 'disk'}, ` +
      `copied to the disk data directory, 'questionnairesLight' rebuilt with rebuildProjection and the other ` +
      `projections caught up (${fmtSeconds(reb.catchUpSeconds)}). Read model totals seen by the API: new ${fmtInt(totals.new)}, ` +
      `accepted ${fmtInt(totals.accepted)}, rejected ${fmtInt(totals.rejected)}.\n` +
      `   Calls: admin token, one at a time, times from before fetch() to the parsed JSON; ${fmtInt(emptyPages)} of ` +
      `${latencies.length} pages came back empty (offset past a small filtered result).`,
  ];
  if (profileDir) {
    notes.push(
      profileNotes(
        profileDir,
        '7. CPU profile of the server process over its whole life (start, warm-up and the measured calls)',
        LIST_FUNCTIONS,
      ),
    );
    removeDir(profileDir);
  } else if (!(p99 < TARGETS.lightListP99Ms)) {
    notes.push('7. list p99 above target: run with --profile --only=7 for a CPU profile of the server.');
  }
  if (existsSync(dataDir)) removeDir(dataDir);
  return { rows, notes };
}
