import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Everything the bench creates outside itself, removed at the end, on error and on Ctrl-C. */
const dirs = new Set<string>();
const children = new Set<ChildProcess>();

export function tempDir(label: string, base = tmpdir()): string {
  const dir = mkdtempSync(join(base, `hc-bench-${label}-`));
  dirs.add(dir);
  return dir;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  dirs.delete(dir);
}

export function trackChild(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Waits for a child to exit; SIGTERM first, SIGKILL if it is still there after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export async function cleanupAll(): Promise<void> {
  await Promise.all([...children].map((c) => stopChild(c, 2000)));
  for (const dir of [...dirs]) removeDir(dir);
}

/**
 * Lets timers and signal handlers run: awaiting the synchronous SQLite adapters only ever queues
 * microtasks, so a long loop of appends would otherwise hold Ctrl-C until it ends.
 */
export const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export let interrupted = false;

/** Ctrl-C / kill: still remove temp dirs and stop the server child. */
export function installSignalCleanup(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      interrupted = true;
      console.error(`\n${signal}: cleaning up`);
      void cleanupAll().finally(() => process.exit(130));
    });
  }
}
