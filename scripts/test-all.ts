import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { prefixLines } from './prefix-lines';

/**
 * The whole test suite in one command: types, lint, unit + integration + contract tests (vitest),
 * then browser tests (TestCafe in Chromium). Ends with one line 'N passed, N failed'.
 *
 * On CI's 2 cores the checks run side by side in three lanes: tsc then prettier (65 s of CPU);
 * eslint (105 s); the browser's check then the client's build (15 s). Each
 * step's output is printed whole as it ends. Every step's time is listed before the last line.
 */
const REPORTS = '.tmp/reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

let passed = 0;
let failed = 0;
const failures: string[] = [];
const timings: [string, number][] = [];

interface Step {
  name: string;
  cmd: string;
  args: string[];
  env?: Record<string, string>;
}

/**
 * Runs one step. `live` shows its output as it comes; otherwise it is kept and printed whole at the
 * end (a step running beside others must not interleave its lines with theirs).
 */
function run(step: Step, live: boolean | 'prefixed'): Promise<boolean> {
  const started = Date.now();
  const header = `\n=== ${step.name} ===`;
  if (live) console.log(header);
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, {
      stdio: live === true ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    });
    const output: Buffer[] = [];
    if (live === 'prefixed') {
      prefixLines(child.stdout, process.stdout, `[${step.name}] `);
      prefixLines(child.stderr, process.stdout, `[${step.name}] `);
    } else {
      child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    }
    const done = (ok: boolean) => {
      const seconds = (Date.now() - started) / 1000;
      timings.push([step.name, seconds]);
      if (!live) {
        console.log(`${header} (${seconds.toFixed(0)} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      if (!ok) failures.push(step.name);
      resolve(ok);
    };
    child.on('error', (err) => {
      output.push(Buffer.from(`${String(err)}\n`));
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

/** Steps one after the other; stops at the first that fails. */
async function lane(steps: Step[], live = false): Promise<boolean> {
  for (const s of steps) if (!(await run(s, live))) return false;
  return true;
}

const npx = 'npx';
const typecheck: Step = { name: 'typecheck', cmd: npx, args: ['tsc', '-p', 'tsconfig.json'] };
const lint: Step = { name: 'lint', cmd: npx, args: ['eslint', '.'] };
const format: Step = { name: 'format', cmd: npx, args: ['prettier', '--check', '.'] };
const chromium: Step = { name: 'ensure chromium', cmd: npx, args: ['tsx', 'scripts/ensure-chromium.ts'] };
const build: Step = { name: 'build client', cmd: npx, args: ['vite', 'build', '--logLevel', 'warn'] };
const vitestStep: Step = {
  name: 'unit, integration and contract tests',
  cmd: npx,
  args: [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${REPORTS}/vitest.json`,
  ],
};
/**
 * The browser tests in shares side by side, each with its own server and browser (tests/e2e/shards.ts):
 * much of their time is waiting, so two shares overlap and end about a quarter sooner than one.
 */
const BROWSER_SHARES = Math.max(1, Number(process.env.E2E_SHARES) || 2);
const browserSteps: Step[] = Array.from({ length: BROWSER_SHARES }, (_, i) => ({
  name: `browser tests ${i + 1}/${BROWSER_SHARES}`,
  cmd: npx,
  args: ['tsx', 'tests/e2e/run.ts'],
  env: { E2E_REPORT: `${REPORTS}/e2e-${i + 1}.json`, E2E_SHARD: `${i + 1}/${BROWSER_SHARES}` },
}));

async function main(): Promise<void> {
  const startedAt = Date.now();
  // The browser's check and the build failing are counted by the browser tests' report (none).
  let typesOk = false;
  const [formatOk, lintOk] = await Promise.all([
    // prettier after tsc, in one lane: the two together are still shorter than eslint.
    (async () => {
      typesOk = await run(typecheck, false);
      return run(format, false);
    })(),
    run(lint, false),
    lane([chromium, build]),
  ]);
  if (typesOk) passed++;
  else failed++;
  if (lintOk && formatOk) passed++;
  else failed++;

  await run(vitestStep, true);
  const vitest = readJson(`${REPORTS}/vitest.json`);
  if (vitest) {
    passed += vitest.numPassedTests ?? 0;
    failed += (vitest.numFailedTests ?? 0) + (vitest.numFailedTestSuites ?? 0);
  } else failed++;

  const browserStarted = Date.now();
  await Promise.all(browserSteps.map((step) => run(step, 'prefixed')));
  timings.push(['browser tests', (Date.now() - browserStarted) / 1000]);
  for (const step of browserSteps) {
    const e2e = readJson(step.env?.E2E_REPORT ?? '');
    if (e2e) {
      passed += e2e.passed ?? 0;
      failed += (e2e.total ?? 0) - (e2e.passed ?? 0) - (e2e.skipped ?? 0);
    } else failed++;
  }

  timings.push(['all', (Date.now() - startedAt) / 1000]);
  console.log(`\nTimes: ${timings.map(([name, s]) => `${name} ${s.toFixed(0)} s`).join(', ')}`);
  if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || failures.length > 0 ? 1 : 0);
}

function readJson(file: string): Record<string, number> | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

void main();
