import { stopChild } from './cleanup';
import { postJson, procCpuSeconds, sleep, startServerProcess } from './server-process';
import { percentile, procStatusBytes } from './stats';
import { absoluteNow, WatcherGroup } from './watchers';

export interface RealtimeOptions {
  dataDir: string;
  sockets: number;
  commands: number;
  /** Commands sent first in each phase and not measured (JIT warm-up of both processes). */
  warmup: number;
  /** Commands measured with a single watching socket before the others connect. */
  baselineCommands: number;
  log: (line: string) => void;
  /** The large room: this many sockets connect and join, then `manyCommands` commands. */
  manySockets: number;
  manyCommands: number;
  /** Worker threads the watching sockets are spread over. */
  threads: number;
  /** Run the server under --cpu-prof, writing its profile here when it stops. */
  profileDir?: string;
}

export interface RealtimeResult {
  sockets: number;
  commands: number;
  deliveries: number;
  missing: number;
  deliveryP50: number;
  deliveryP99: number;
  deliveryMax: number;
  /** Per command: the first and the last of the sockets to receive it. */
  firstSocketP50: number;
  lastSocketP50: number;
  lastSocketP99: number;
  httpP50: number;
  httpP99: number;
  baselineCommands: number;
  baselineDeliveryP50: number;
  baselineDeliveryP99: number;
  baselineHttpP50: number;
  baselineHttpP99: number;
  baselineServerCpuMsPerCommand: number;
  serverCpuMsPerCommand: number;
  clientCpuUsPerDelivery: number;
  /** Server CPU seconds while `sockets` sockets connected and joined list:positions. */
  connectCpuSeconds: number;
  many: {
    sockets: number;
    commands: number;
    connectCpuSeconds: number;
    deliveryP50: number;
    deliveryP99: number;
    httpP50: number;
    httpP99: number;
    missing: number;
  } | null;
  serverVmHwm: number;
  serverVmRss: number;
  serverStartSeconds: number;
}

interface CommandRun {
  deliveries: number[];
  firsts: number[];
  lasts: number[];
  http: number[];
  missing: number;
  /** CPU time per measured command of the server process, and of this (client) process per delivery. */
  serverCpuMsPerCommand: number;
  clientCpuUsPerDelivery: number;
}

/**
 * Sends `warmup + commands` save-positions one after another; each creates a position, and the
 * arrival of its 'change' on every socket of `watchers` is timed against the moment the request
 * was sent. The next command starts once every socket has its change (or after 5 s).
 */
async function runCommands(
  url: string,
  token: string,
  serverPid: number,
  watchers: WatcherGroup,
  commands: number,
  warmup: number,
  label: string,
): Promise<CommandRun> {
  const run: CommandRun = {
    deliveries: [],
    firsts: [],
    lasts: [],
    http: [],
    missing: 0,
    serverCpuMsPerCommand: NaN,
    clientCpuUsPerDelivery: NaN,
  };
  let serverCpuBefore = NaN;
  let clientCpuBefore = process.cpuUsage();
  for (let k = 0; k < warmup + commands; k++) {
    if (k === warmup) {
      serverCpuBefore = procCpuSeconds(serverPid);
      clientCpuBefore = process.cpuUsage();
    }
    const t0 = absoluteNow();
    const res = await postJson(
      `${url}/api/v1/save-positions`,
      {
        positions: [
          {
            title: `Бенчмарк ${label} №${k}`,
            use_to_search_candidate: true,
            show_on_vacancies_feed: k % 2 === 0,
          },
        ],
      },
      token,
    );
    const httpMs = absoluteNow() - t0;
    const id = (res.body as { list?: { id?: string }[] }).list?.[0]?.id;
    if (res.status !== 200 || !id)
      throw new Error(`save-positions failed: ${res.status} ${JSON.stringify(res.body)}`);
    const got = await watchers.arrivals(id);
    if (k < warmup) continue;
    run.http.push(httpMs);
    run.missing += Math.max(0, watchers.count - got.length);
    const latencies = got.map((at) => at - t0);
    run.deliveries.push(...latencies);
    if (latencies.length > 0) {
      run.firsts.push(Math.min(...latencies));
      run.lasts.push(Math.max(...latencies));
    }
  }
  // process.cpuUsage() covers every thread of the process, the watcher threads included.
  const client = process.cpuUsage(clientCpuBefore);
  run.clientCpuUsPerDelivery = (client.user + client.system) / run.deliveries.length;
  run.serverCpuMsPerCommand = ((procCpuSeconds(serverPid) - serverCpuBefore) * 1000) / commands;
  return run;
}

/**
 * Waits (at most `maxSeconds`) until the server spends under 4% of a core for a second: the demo's
 * checks run just after a fresh start, and their work would otherwise be counted as the first
 * commands' CPU and delay. Returns the seconds waited.
 */
async function untilQuiet(pid: number, maxSeconds = 30): Promise<number> {
  const started = performance.now();
  let before = procCpuSeconds(pid);
  let quiet = 0;
  while ((performance.now() - started) / 1000 < maxSeconds && quiet < 2) {
    await sleep(500);
    const now = procCpuSeconds(pid);
    quiet = now - before < 0.02 ? quiet + 1 : 0;
    before = now;
  }
  return (performance.now() - started) / 1000;
}

/**
 * Command → delivery against the real server process: first with one watching socket (the cost of
 * the command pipeline itself), then with `sockets` authenticated sockets watching list:positions.
 */
export async function benchRealtime(options: RealtimeOptions): Promise<RealtimeResult> {
  const {
    child,
    url,
    seconds: serverStartSeconds,
  } = await startServerProcess(
    options.dataDir,
    options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [],
    // The demo's checks (a fresh data dir) answer at once and time out within a second, so they are
    // over before the measured commands instead of running among them for 30 s.
    { env: { CHECKS_SANDBOX_DELAY_MS: '0', CHECKS_TIMEOUT_MS: '1000' } },
  );
  let watchers: WatcherGroup | null = null;
  try {
    options.log(`server pid ${child.pid} at ${url} (started in ${serverStartSeconds.toFixed(1)} s)`);
    const quiet = await untilQuiet(child.pid!);
    options.log(`server quiet after ${quiet.toFixed(1)} s more (the demo's checks run just after a start)`);
    const login = await postJson(`${url}/api/v1/login`, { login: 'admin', password: 'demo' });
    const token = (login.body as { token?: string }).token;
    if (login.status !== 200 || !token)
      throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
    const runId = Date.now().toString(36);

    watchers = await WatcherGroup.open(url, token, 1, 1);
    options.log(`1 socket: ${options.baselineCommands} commands (+${options.warmup} warm-up)`);
    const baseline = await runCommands(
      url,
      token,
      child.pid!,
      watchers,
      options.baselineCommands,
      options.warmup,
      `${runId}-1`,
    );
    await watchers.close();

    const connectCpuBefore = procCpuSeconds(child.pid!);
    watchers = await WatcherGroup.open(url, token, options.sockets, options.threads);
    await sleep(1000); // let the presence fan-out of the joins settle
    const connectCpuSeconds = procCpuSeconds(child.pid!) - connectCpuBefore;
    options.log(
      `${watchers.count} sockets in ${options.threads} threads: ${options.commands} commands (+${options.warmup} warm-up)`,
    );
    const run = await runCommands(
      url,
      token,
      child.pid!,
      watchers,
      options.commands,
      options.warmup,
      `${runId}-n`,
    );

    const sockets = watchers.count;
    await watchers.close();
    watchers = null;
    let many: RealtimeResult['many'] = null;
    if (options.manySockets > 0) {
      await sleep(500);
      const before = procCpuSeconds(child.pid!);
      watchers = await WatcherGroup.open(url, token, options.manySockets, options.threads);
      await sleep(1000);
      const manyConnectCpu = procCpuSeconds(child.pid!) - before;
      options.log(
        `${watchers.count} sockets joined one room (server CPU ${manyConnectCpu.toFixed(2)} s): ${options.manyCommands} commands`,
      );
      const big = await runCommands(
        url,
        token,
        child.pid!,
        watchers,
        options.manyCommands,
        options.warmup,
        `${runId}-m`,
      );
      many = {
        sockets: watchers.count,
        commands: options.manyCommands,
        connectCpuSeconds: manyConnectCpu,
        deliveryP50: percentile(big.deliveries, 50),
        deliveryP99: percentile(big.deliveries, 99),
        httpP50: percentile(big.http, 50),
        httpP99: percentile(big.http, 99),
        missing: big.missing,
      };
    }

    return {
      connectCpuSeconds,
      many,
      sockets,
      commands: options.commands,
      deliveries: run.deliveries.length,
      missing: run.missing,
      deliveryP50: percentile(run.deliveries, 50),
      deliveryP99: percentile(run.deliveries, 99),
      deliveryMax: percentile(run.deliveries, 100),
      firstSocketP50: percentile(run.firsts, 50),
      lastSocketP50: percentile(run.lasts, 50),
      lastSocketP99: percentile(run.lasts, 99),
      httpP50: percentile(run.http, 50),
      httpP99: percentile(run.http, 99),
      baselineCommands: options.baselineCommands,
      baselineDeliveryP50: percentile(baseline.deliveries, 50),
      baselineDeliveryP99: percentile(baseline.deliveries, 99),
      baselineHttpP50: percentile(baseline.http, 50),
      baselineHttpP99: percentile(baseline.http, 99),
      baselineServerCpuMsPerCommand: baseline.serverCpuMsPerCommand,
      serverCpuMsPerCommand: run.serverCpuMsPerCommand,
      clientCpuUsPerDelivery: run.clientCpuUsPerDelivery,
      serverVmHwm: procStatusBytes(child.pid!, 'VmHWM'),
      serverVmRss: procStatusBytes(child.pid!, 'VmRSS'),
      serverStartSeconds,
    };
  } finally {
    await watchers?.close();
    await stopChild(child);
  }
}
