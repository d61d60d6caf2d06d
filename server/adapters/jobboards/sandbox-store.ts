import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SandboxBoards, SandboxSnapshot } from './sandbox';
import { describeForLog } from '../../core/log-safe';
import { log } from '../../core/logger';

/** How often the sandboxes' state is written while the server runs (and once more when it stops). */
const SAVE_EVERY_MS = 15_000;

/**
 * Keeps the sandbox boards' state (their vacancies and tokens) in one JSON file, so a restarted
 * demo server still has the vacancies its publications link to. Demo data only: nothing secret.
 */
export function persistSandboxes(boards: SandboxBoards, file: string): { stop(): void } {
  try {
    if (existsSync(file)) {
      // Our own snapshot file (demo data), written by this module: its shape is ours.
      const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<string, SandboxSnapshot>>;
      for (const [service, api] of Object.entries(boards)) {
        const snapshot = saved[service];
        if (snapshot) api.restore(snapshot);
      }
    }
  } catch (err) {
    log.warn(`sandbox boards: could not read ${file}, starting empty: ${describeForLog(err)}`);
  }
  const current = () =>
    JSON.stringify({ headhunter: boards.headhunter.snapshot(), superjob: boards.superjob.snapshot() });
  // Written only when changed: a CLI run beside the server never overwrites the server's state.
  let last = current();
  const save = () => {
    try {
      const text = current();
      if (text === last) return;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(`${file}.tmp`, text);
      renameSync(`${file}.tmp`, file);
      last = text;
    } catch (err) {
      log.warn(`sandbox boards: could not save their state: ${describeForLog(err)}`);
    }
  };
  const timer = setInterval(save, SAVE_EVERY_MS);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      save();
    },
  };
}
