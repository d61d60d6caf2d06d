import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { log } from './logger';

/**
 * WAL checkpoints of a SQLite file on a worker thread. SQLite checkpoints a WAL file on the
 * connection whose commit takes it past 1,000 pages: that commit then copies the pages into the
 * database and fsyncs it, tens of milliseconds during which the event loop serves nothing (under a
 * burst of writes this was most of the API's p99). Here a worker's own connection runs a PASSIVE
 * checkpoint every `everyMs`, which never blocks the writer; the writer's own checkpoint stays as
 * a backstop at `BACKSTOP_PAGES`, should the worker ever fall behind or stop.
 */
export interface WalCheckpointer {
  /** Stops the worker and closes its connection (before the writer's connection closes). */
  stop(): Promise<void>;
}

/** The writer checkpoints itself only past this many WAL pages (about 80 MB). */
export const BACKSTOP_PAGES = 20_000;
const EVERY_MS = 100;
const STOP_WAIT_MS = 2_000;

/** CommonJS run by the worker: no TypeScript loader needed, only the SQLite driver. */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy or the file going away: the next round tries again, the writer's backstop remains.
  }
}, workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Moves the checkpoints of `db` (open on `file`, in WAL mode) to a worker thread. A file in
 * memory has no WAL: nothing is started.
 */
export function checkpointInBackground(
  db: Database.Database,
  file: string,
  everyMs = EVERY_MS,
): WalCheckpointer {
  if (file === ':memory:' || file === '') return { stop: async () => {} };
  db.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { driver, file, everyMs } });
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  // A worker that fails leaves the writer's backstop checkpoints: nothing else depends on it.
  worker.on('error', (err) => log.warn(`[sqlite] background checkpoints stopped: ${err.message}`));
  return {
    async stop() {
      worker.ref(); // an unreferenced worker would let the process exit while this waits for it
      worker.postMessage('stop');
      const timeout = new Promise<'late'>((resolve) => setTimeout(resolve, STOP_WAIT_MS, 'late').unref());
      if ((await Promise.race([exited, timeout])) === 'late') await worker.terminate();
    },
  };
}
