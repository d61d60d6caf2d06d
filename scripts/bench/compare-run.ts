import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './child';
import { trackChild } from './cleanup';
import { compareRounds, renderComparison, rowsFromOutput, WORSE_BY } from './compare';
import type { Row } from './report';

/**
 * `npm run bench -- --compare <git ref> [--rounds=N] [--only=...] [--quick]`: the chosen sections run
 * for this checkout (HEAD with its uncommitted changes) and for the ref, one after the other in each
 * round, the order swapped every round (new, old, old, new, ...), so both see the same machine.
 * The ref runs in a detached worktree under the system temp dir with this checkout's node_modules
 * hard-linked in; it is removed at the end, on a crash and on Ctrl-C.
 */

const log = (line: string) =>
  console.error(`[compare ${(performance.now() / 1000).toFixed(1).padStart(6)}s] ${line}`);

const git = (args: string[], cwd = REPO_ROOT) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** The args a compared run gets: everything but --compare (and its value) and --rounds. */
export function childArgs(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--compare') i++;
    else if (!a.startsWith('--compare=') && !a.startsWith('--rounds=')) out.push(a);
  }
  return [...out, '--json'];
}

export function compareRef(argv: readonly string[]): string | null {
  const i = argv.indexOf('--compare');
  if (i >= 0) return argv[i + 1] ?? null;
  return argv.find((a) => a.startsWith('--compare='))?.slice('--compare='.length) ?? null;
}

let worktree: string | null = null;

function removeWorktree(): void {
  if (!worktree) return;
  const dir = worktree;
  worktree = null;
  try {
    git(['worktree', 'remove', '--force', dir]);
  } catch {
    rmSync(dir, { recursive: true, force: true });
    git(['worktree', 'prune']);
  }
}

function addWorktree(ref: string): string {
  const parent = mkdtempSync(join(tmpdir(), 'hc-bench-compare-'));
  const dir = join(parent, 'ref');
  git(['worktree', 'add', '--detach', dir, ref]);
  worktree = dir;
  process.once('exit', () => {
    removeWorktree();
    rmSync(parent, { recursive: true, force: true });
  });
  // Hard links: no copy of the bytes, and the ref sees the dependencies this checkout has.
  execFileSync('cp', ['-al', join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules')]);
  // The server serves ./dist of its working directory: give the ref one when this checkout has one.
  if (existsSync(join(REPO_ROOT, 'dist'))) {
    log(`vite build in ${dir} (this checkout has a dist/)`);
    execFileSync(
      process.execPath,
      [join(dir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
      {
        cwd: dir,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
  }
  return dir;
}

/** One bench run in `cwd`; its log goes to stderr with a prefix, its rows come back. */
function runBench(cwd: string, args: string[], name: string): Promise<Row[]> {
  const child = trackChild(
    spawn(process.execPath, ['--import', 'tsx', join(cwd, 'scripts', 'bench', 'index.ts'), ...args], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line) console.error(`  ${name}: ${line}`);
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      const rows = rowsFromOutput(stdout);
      if (code !== 0 || rows.length === 0) {
        reject(new Error(`bench for ${name} exited with ${code ?? signal}:\n${stdout.trim()}`));
        return;
      }
      resolve(rows);
    });
  });
}

export async function runCompare(argv: readonly string[]): Promise<void> {
  const ref = compareRef(argv);
  if (!ref) throw new Error('--compare needs a git ref: npm run bench -- --compare 53b6575 --only=4');
  const rounds = Number(argv.find((a) => a.startsWith('--rounds='))?.split('=')[1] ?? 3);
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new Error('--rounds=N needs a whole number of at least 1');
  const oldName = git(['rev-parse', '--short', `${ref}^{commit}`]);
  const head = git(['rev-parse', '--short', 'HEAD']);
  const dirty = git(['status', '--porcelain']).length > 0;
  const newName = `${head}${dirty ? '+changes' : ''}`;
  const args = childArgs(argv);
  log(
    `new = this checkout (${newName}), old = ${ref} (${oldName}); ${rounds} rounds of: bench ${args.join(' ')}`,
  );
  const oldDir = addWorktree(ref);
  try {
    const results: { newRows: Row[]; oldRows: Row[] }[] = [];
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 === 0 ? (['new', 'old'] as const) : (['old', 'new'] as const);
      const got: Partial<Record<'new' | 'old', Row[]>> = {};
      for (const side of order) {
        log(`round ${r + 1}/${rounds}: ${side}`);
        got[side] = await runBench(side === 'new' ? REPO_ROOT : oldDir, args, `${side} r${r + 1}`);
      }
      results.push({ newRows: got.new!, oldRows: got.old! });
    }
    const { comparisons, onlyNew, onlyOld } = compareRounds(results);
    console.log(
      `\nbench --compare: new = ${newName}, old = ${oldName}, ${rounds} rounds interleaved (${args.join(' ')});\n` +
        `values are medians over the rounds, new/old the median of the per-round ratios, range their min..max;\n` +
        `'better' is the direction a figure improves in; WORSE marks a figure worse by more than ${Math.round(WORSE_BY * 100)}%.\n`,
    );
    console.log(renderComparison(comparisons, oldName, newName));
    if (onlyNew.length > 0) console.log(`\nonly in new: ${onlyNew.join('; ')}`);
    if (onlyOld.length > 0) console.log(`only in old: ${onlyOld.join('; ')}`);
    const worse = comparisons.filter((c) => c.worse).length;
    console.log(
      `\n${worse} figure(s) worse by more than ${Math.round(WORSE_BY * 100)}% of ${comparisons.length} compared`,
    );
  } finally {
    removeWorktree();
  }
}
