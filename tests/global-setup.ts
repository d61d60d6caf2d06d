import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Every temporary directory of a test run goes under one directory of its own, removed when the
 * run ends: a test that fails, times out or is killed before its cleanup (a server test's data
 * directory, a crash test's) would otherwise stay in the machine's /tmp (several GB had gathered).
 * The test workers and every process they start inherit TMPDIR, which os.tmpdir() reads.
 */
export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'hc-run-'));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = root;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(root, { recursive: true, force: true });
  };
}
