import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

/**
 * The whole test suite in one command: types, lint, unit + integration + contract tests (vitest),
 * then browser tests (TestCafe in Chromium). Ends with one line 'N passed, N failed'.
 */
const REPORTS = '.tmp/reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

let passed = 0;
let failed = 0;
const failures: string[] = [];

function step(name: string, cmd: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${name} ===`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = res.status === 0;
  if (!ok) failures.push(name);
  return ok;
}

const npx = 'npx';
if (step('typecheck', npx, ['tsc', '-p', 'tsconfig.json'])) passed++;
else failed++;
if (step('lint', npx, ['eslint', '.']) && step('format', npx, ['prettier', '--check', '.'])) passed++;
else failed++;

step('unit, integration and contract tests', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${REPORTS}/vitest.json`,
]);
const vitest = readJson(`${REPORTS}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += (vitest.numFailedTests ?? 0) + (vitest.numFailedTestSuites ?? 0);
} else failed++;

step('ensure chromium', npx, ['tsx', 'scripts/ensure-chromium.ts']);
step('build client', npx, ['vite', 'build', '--logLevel', 'warn']);
step('browser tests', npx, ['tsx', 'tests/e2e/run.ts'], { E2E_REPORT: `${REPORTS}/e2e.json` });
const e2e = readJson(`${REPORTS}/e2e.json`);
if (e2e) {
  passed += e2e.passed ?? 0;
  failed += (e2e.total ?? 0) - (e2e.passed ?? 0) - (e2e.skipped ?? 0);
} else failed++;

if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || failures.length > 0 ? 1 : 0);

function readJson(file: string): Record<string, number> | null {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
