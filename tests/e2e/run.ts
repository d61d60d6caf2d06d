import { spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import createTestCafe from 'testcafe';
import { prefixLines } from '../../scripts/prefix-lines';
import { fixtureSeconds, parseShard, saveFixtureSeconds, shareOf } from './shards';

type TestCafe = Awaited<ReturnType<typeof createTestCafe>>;

/**
 * Browser tests: a real server (fresh data directory, demo data) in a child process, then TestCafe
 * in headless Debian Chromium. Exits with the number of failed tests. Run after `vite build`.
 *
 *   npx tsx tests/e2e/run.ts            all fixtures
 *   E2E_FILTER=login,menu npx tsx ...   only files whose names contain 'login' or 'menu'
 *   E2E_SHARD=1/2 npx tsx ...           the first of two shares of the files (its own server and browser)
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const REPORT = resolve(ROOT, process.env.E2E_REPORT ?? '.tmp/reports/e2e.json');
const SCREENSHOTS = join(ROOT, 'tests/e2e/screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** A busy machine (several engineers' runs at once) may need longer: E2E_SERVER_START_TIMEOUT_MS. */
const SERVER_START_TIMEOUT_MS = Number(process.env.E2E_SERVER_START_TIMEOUT_MS) || 60_000;

/** Things to undo on the way out, newest first; they must be synchronous (they also run on 'exit'). */
const cleanups: (() => void)[] = [];
function cleanup(): void {
  while (cleanups.length) {
    try {
      cleanups.pop()?.();
    } catch {
      /* best effort on the way out */
    }
  }
}
let activeTestCafe: TestCafe | null = null;
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the browser and the server`);
    // Close TestCafe (and its Chromium) briefly, then kill the server whatever happens.
    const closing = activeTestCafe ? activeTestCafe.close().catch(() => undefined) : Promise.resolve();
    void Promise.race([closing, sleep(5_000)]).finally(() => {
      cleanup();
      process.exit(130);
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** SIGTERM lets the server close its stores; SIGKILL if it has not exited within 5 s. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (!isRunning(child)) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(5_000)]);
  if (isRunning(child)) child.kill('SIGKILL');
}

/** Every bundle the built pages load is present (a build is not half-way through writing them). */
function buildComplete(dist: string): boolean {
  for (const page of ['console/index.html', 'public/index.html']) {
    const file = join(dist, page);
    if (!existsSync(file)) return false;
    const assets = readFileSync(file, 'utf8').match(/\/assets\/[^"']+/g) ?? [];
    if (!assets.every((asset) => existsSync(join(dist, asset)))) return false;
  }
  return true;
}

/**
 * A private copy of the built client for the server to serve (it serves `dist/` of its working
 * directory): a `vite build` started elsewhere during the run cannot pull pages from under the tests.
 */
async function snapshotBuild(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'hc-e2e-app-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  symlinkSync(join(ROOT, 'tsconfig.json'), join(dir, 'tsconfig.json'));
  for (let attempt = 0; attempt < 30; attempt++) {
    if (buildComplete(join(ROOT, 'dist'))) {
      rmSync(join(dir, 'dist'), { recursive: true, force: true });
      cpSync(join(ROOT, 'dist'), join(dir, 'dist'), { recursive: true });
      if (buildComplete(join(dir, 'dist'))) return dir;
    }
    await sleep(1_000);
  }
  throw new Error('dist/ is missing or incomplete: run `npx vite build` first');
}

/** The data and app directories of each server started, by port (a second node shares them). */
const servers = new Map<number, { dataDir: string; appDir: string }>();

/**
 * Starts `scripts/start.ts` with its own data directory (demo data is seeded on first start), or
 * on `dataDir` as a second API node of the same stores (issue 16: it follows the first one).
 */
async function startServer(
  port: number,
  shared?: { dataDir: string; appDir: string },
): Promise<ChildProcess> {
  const dataDir = shared?.dataDir ?? mkdtempSync(join(tmpdir(), 'hc-e2e-data-'));
  if (!shared) cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const appDir = shared?.appDir ?? (await snapshotBuild());
  servers.set(port, { dataDir, appDir });
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/start.ts')], {
    cwd: appDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      QUIET: '1',
      MODE: 'demo',
      NODE_ENV: 'test',
      LOGIN_LIMIT_PER_ADDRESS: '100000',
      LOGIN_LIMIT_PER_LOGIN: '100000',
      // Every browser test sends its SMS codes from 127.0.0.1: the suite as a whole passed the
      // per-address hourly limit of 20 once the status page and the form draft tests joined it.
      SMS_LIMIT_PER_ADDRESS: '100000',
      // The small demo the browser tests count on (tabs' totals, a card's events); the six months of
      // history `npm start` adds are the funnel's, checked by tests/integration/demo-history.test.ts.
      DEMO_HISTORY: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => {
    if (isRunning(child)) child.kill('SIGKILL');
  });
  prefixLines(child.stdout, process.stdout, '[server] ');
  prefixLines(child.stderr, process.stderr, '[server] ');

  const started = Date.now();
  while (Date.now() - started < SERVER_START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/config`);
      if (res.ok) return child;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  throw new Error(`server did not answer /api/v1/config within ${SERVER_START_TIMEOUT_MS / 1000} s`);
}

/**
 * Headless Debian Chromium in proxy mode (native automation hangs with Chromium 156). TestCafe gives
 * every browser start a fresh temporary --user-data-dir of its own (with popups allowed for its proxy,
 * which t.openWindow needs, and a free DevTools port); passing our own would lose both.
 */
function browser(): string {
  const flags = [
    'headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--no-default-browser-check',
    '--window-size=1366,900',
  ];
  return `chromium:${CHROMIUM}:${flags.join(' ')}`;
}

/** TestCafe's codes for a browser that did not start or connect (worth one more try on a busy CI box). */
const BROWSER_START_ERRORS = new Set(['E1002', 'E1003', 'E1004', 'E1038', 'E1063']);

/** The test files this run takes: those E2E_FILTER names, of them this E2E_SHARD's share. */
function testFiles(): string[] {
  const filter = process.env.E2E_FILTER?.split(',').map((name) => name.trim());
  const all = readdirSync(join(ROOT, 'tests/e2e'))
    .filter((file) => file.endsWith('.e2e.ts'))
    .filter((file) => !filter || filter.some((name) => file.includes(name)))
    .sort();
  const shard = parseShard(process.env.E2E_SHARD);
  const files = shard ? shareOf(all, shard.index, shard.count, fixtureSeconds()) : all;
  return files.map((file) => join(ROOT, 'tests/e2e', file));
}

const sources = testFiles();

async function runTests(): Promise<number> {
  // A stale report from an earlier run must not pass for this one's.
  rmSync(REPORT, { force: true });
  mkdirSync(dirname(REPORT), { recursive: true });
  mkdirSync(SCREENSHOTS, { recursive: true });

  for (let attempt = 1; ; attempt++) {
    const testcafe = await createTestCafe({ hostname: 'localhost', cache: true });
    activeTestCafe = testcafe;
    let started = false;
    try {
      const runner = testcafe
        .createRunner()
        .src(sources)
        .browsers(browser())
        .concurrency(1)
        // TestCafe type-checks tests with its own TypeScript (4.9): only Node's types, not every @types/*.
        .compilerOptions({
          typescript: { options: { types: ['node'], skipLibCheck: true, esModuleInterop: true } },
        })
        .reporter([
          { name: 'spec', output: process.stdout },
          { name: 'json', output: REPORT },
        ])
        .screenshots({
          path: SCREENSHOTS,
          takeOnFails: true,
          // One folder per run, so runs never mix (or delete) each other's screenshots.
          pathPattern: '${DATE}_${TIME}/${FIXTURE}/${TEST}-${FILE_INDEX}.png',
        });
      // The reporter starts only once the browser is connected: a failure before that is a browser start.
      // (Runner is an EventEmitter at runtime; its typings leave that out.)
      (runner as unknown as NodeJS.EventEmitter).once('done-bootstrapping', () => (started = true));
      return await runner.run({
        disableNativeAutomation: true,
        selectorTimeout: 10_000,
        assertionTimeout: 10_000,
        pageLoadTimeout: 30_000,
        browserInitTimeout: 90_000,
        testExecutionTimeout: 120_000,
        // Every page error fails its test, except Chrome's benign report that a ResizeObserver
        // callback changed a size again in the same frame (Fluent's popover positioning does that when
        // a list opens upwards); the ResizeObserver spec says no notification is lost by it.
        skipJsErrors: {
          message: /^ResizeObserver loop (completed with undelivered notifications|limit exceeded)\.?$/,
        },
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const code = (err as { code?: unknown } | null)?.code;
      if (attempt < 2 && !started && BROWSER_START_ERRORS.has(String(code))) {
        console.error(`Browser did not start (${message.split('\n')[0]}); retrying once.`);
        continue;
      }
      throw err;
    } finally {
      activeTestCafe = null;
      await testcafe.close();
    }
  }
}

async function main(): Promise<number> {
  const startedAt = Date.now();
  if (sources.length === 0) {
    // A share left with no file (a filter naming fewer files than there are shares) passes empty.
    mkdirSync(dirname(REPORT), { recursive: true });
    writeFileSync(REPORT, JSON.stringify({ total: 0, passed: 0, skipped: 0, fixtures: [] }));
    console.log('Browser tests: no test file in this share');
    return 0;
  }
  const port = await freePort();
  const server = await startServer(port);
  process.env.E2E_BASE_URL = `http://localhost:${port}`;
  process.env.E2E_ALT_URL = `http://127.0.0.1:${port}`;
  console.log(`Server ready at ${process.env.E2E_BASE_URL} (and ${process.env.E2E_ALT_URL})`);
  // A second API node on the same stores, for the cluster fixture (started after the demo seed).
  const nodeB = sources.some((file) => file.endsWith('cluster.e2e.ts')) ? await startSecondNode(port) : null;
  const failed = await runTests().finally(async () => {
    if (nodeB) await stopServer(nodeB);
    await stopServer(server);
  });
  printSlowest();
  console.log(`Browser tests: ${failed} failed, ${((Date.now() - startedAt) / 1000).toFixed(0)} s in all`);
  return failed;
}

interface ReportFixture {
  name: string;
  path: string;
  tests: { name: string; durationMs?: number }[];
}

/** The fixtures that took longest, from the JSON report (where CI's time goes). */
function printSlowest(count = 20): void {
  let fixtures: ReportFixture[];
  try {
    fixtures = (JSON.parse(readFileSync(REPORT, 'utf8')) as { fixtures: ReportFixture[] }).fixtures;
  } catch {
    return; // no report: the run failed before it, and says so itself
  }
  const rows = fixtures
    .map((f) => ({
      seconds: f.tests.reduce((sum, test) => sum + (test.durationMs ?? 0), 0) / 1000,
      file: f.path.split('/').pop() ?? f.path,
      name: f.name,
      tests: f.tests.length,
    }))
    .sort((a, b) => b.seconds - a.seconds);
  if (process.env.E2E_SAVE_DURATIONS) {
    const perFile: Record<string, number> = {};
    for (const r of rows) perFile[r.file] = Math.round(((perFile[r.file] ?? 0) + r.seconds) * 10) / 10;
    saveFixtureSeconds(perFile);
  }
  const total = rows.reduce((sum, r) => sum + r.seconds, 0);
  console.log(`\nSlowest fixtures (of ${rows.length}, ${total.toFixed(0)} s in tests):`);
  for (const r of rows.slice(0, count))
    console.log(`  ${r.seconds.toFixed(1).padStart(6)} s  ${r.file} (${r.tests}): ${r.name}`);
}

async function startSecondNode(firstPort: number): Promise<ChildProcess> {
  const port = await freePort();
  const node = await startServer(port, servers.get(firstPort));
  process.env.E2E_NODE_B_URL = `http://127.0.0.1:${port}`;
  console.log(`Second API node ready at ${process.env.E2E_NODE_B_URL}`);
  return node;
}

main()
  .then((failed) => {
    cleanup();
    process.exit(Math.min(failed, 100));
  })
  .catch((err: unknown) => {
    console.error(err);
    cleanup();
    process.exit(1);
  });
