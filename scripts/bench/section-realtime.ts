import { removeDir, tempDir } from './cleanup';
import { TARGETS, type BenchContext, type SectionResult } from './config';
import { profileNotes } from './profile';
import { benchRealtime } from './realtime';
import { judge, row } from './report';
import { fmtInt, fmtMs } from './stats';

const SERVER_FUNCTIONS =
  /^(savePositions|nextCode|handleCommand|append|readStream|validateBatch|waitFor|apply|projectBatch|commit|publish|emit|verifyAccess|parseInput|find|getMany|findInMemory) /;

/** Test 4: HTTP command to Socket.IO delivery against the real server in a child process. */
export async function realtimeSection(ctx: BenchContext): Promise<SectionResult & { serverVmHwm: number }> {
  const { scale, log } = ctx;
  log(`4. server, 1 socket then ${scale.sockets} sockets`);
  const dir = tempDir('server');
  const profileDir = ctx.profile ? tempDir('server-cpuprof') : undefined;
  const r = await benchRealtime({
    dataDir: dir,
    sockets: scale.sockets,
    manySockets: scale.manySockets,
    manyCommands: scale.manyCommands,
    threads: scale.socketThreads,
    commands: scale.commands,
    baselineCommands: scale.baselineCommands,
    warmup: scale.warmup,
    log: (l) => log(`   ${l}`),
    profileDir,
  });
  removeDir(dir);
  const notes = [
    `4. server: scripts/start.ts in a child process (started in ${r.serverStartSeconds.toFixed(1)} s); ${r.sockets} Socket.IO ` +
      `clients (websocket, one admin token) in ${scale.socketThreads} worker threads of the bench process (one event loop for all would time the client, not the server); times run from just before fetch() to each socket's 'change' handler. ` +
      `The demo's checks answer at once (CHECKS_SANDBOX_DELAY_MS=0) and the commands start once the server has been quiet for a second.`,
  ];
  if (profileDir) {
    const title =
      '4. CPU profile of the server process over its whole life (test 4 figures were taken under the profiler)';
    notes.push(profileNotes(profileDir, title, SERVER_FUNCTIONS));
    removeDir(profileDir);
  }
  const rows = [
    row('4', `command -> 'change' p50 (${r.sockets} sockets x ${r.commands} commands)`, fmtMs(r.deliveryP50)),
    row(
      '4',
      `command -> 'change' p99`,
      fmtMs(r.deliveryP99),
      `<= ${TARGETS.deliveryP99Ms} ms`,
      judge(r.deliveryP99 <= TARGETS.deliveryP99Ms && r.missing === 0),
    ),
    row(
      '4',
      '  max / deliveries / missing',
      `${fmtMs(r.deliveryMax)} / ${fmtInt(r.deliveries)} / ${r.missing}`,
    ),
    row(
      '4',
      '  per command: first socket p50, last socket p50 / p99',
      `${fmtMs(r.firstSocketP50)}, ${fmtMs(r.lastSocketP50)} / ${fmtMs(r.lastSocketP99)}`,
    ),
    row('4', 'HTTP save-positions response p50 / p99', `${fmtMs(r.httpP50)} / ${fmtMs(r.httpP99)}`),
    row(
      '4',
      `  baseline, 1 socket x ${r.baselineCommands}: 'change' p50 / p99`,
      `${fmtMs(r.baselineDeliveryP50)} / ${fmtMs(r.baselineDeliveryP99)}`,
    ),
    row(
      '4',
      '  baseline, 1 socket: HTTP response p50 / p99',
      `${fmtMs(r.baselineHttpP50)} / ${fmtMs(r.baselineHttpP99)}`,
    ),
    row(
      '4',
      '  server CPU per command: 1 socket / all sockets',
      `${fmtMs(r.baselineServerCpuMsPerCommand)} / ${fmtMs(r.serverCpuMsPerCommand)}`,
    ),
    row('4', '  bench (client) CPU per delivered change', fmtMs(r.clientCpuUsPerDelivery / 1000)),
    row(
      '4',
      `  ${r.sockets} sockets connecting and joining one room: server CPU`,
      `${r.connectCpuSeconds.toFixed(2)} s`,
    ),
  ];
  if (r.many) {
    const m = r.many;
    rows.push(
      row(
        '4b',
        `${m.sockets} sockets connecting and joining one room: server CPU`,
        `${m.connectCpuSeconds.toFixed(2)} s`,
        `<= ${TARGETS.manyConnectCpuSeconds} s`,
        judge(m.connectCpuSeconds <= TARGETS.manyConnectCpuSeconds),
      ),
      row(
        '4b',
        `command -> 'change' p50 / p99 (${m.sockets} sockets x ${m.commands} commands)`,
        `${fmtMs(m.deliveryP50)} / ${fmtMs(m.deliveryP99)}`,
        `p99 <= ${TARGETS.manyDeliveryP99Ms} ms`,
        judge(m.deliveryP99 <= TARGETS.manyDeliveryP99Ms && m.missing === 0),
      ),
      row(
        '4b',
        `HTTP save-positions response p50 / p99 with ${m.sockets} watchers`,
        `${fmtMs(m.httpP50)} / ${fmtMs(m.httpP99)}`,
        `p50 <= ${TARGETS.manyHttpP50Ms} ms`,
        judge(m.httpP50 <= TARGETS.manyHttpP50Ms),
      ),
    );
  }
  return { rows, notes, serverVmHwm: r.serverVmHwm };
}
