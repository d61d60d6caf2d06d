import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type Database from 'better-sqlite3';
import { log } from './logger';

/**
 * WAL checkpoints of SQLite files on a worker thread. SQLite checkpoints a WAL file on the
 * connection whose commit takes it past 1,000 pages: that commit then copies the pages into the
 * database and fsyncs it, tens of milliseconds during which the event loop serves nothing (under a
 * burst of writes, 40% of the read store's commit time in a micro-benchmark). Here one worker
 * thread, with a connection of its own per file, runs a PASSIVE checkpoint of each file every
 * `everyMs`, which never blocks the writer; the writer's own checkpoint stays as a backstop at
 * `BACKSTOP_PAGES`, should the worker ever fall behind or stop. One thread serves every file of
 * the process (a thread costs about 13 MB).
 */
export interface WalCheckpointer {
  /** Closes the worker's connection to the file (before the writer's connection closes). */
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
const files = new Map();
const checkpoint = () => {
  for (const db of files.values()) {
    try {
      db.pragma('wal_checkpoint(PASSIVE)');
    } catch {
      // Busy or the file going away: the next round tries again, the writer's backstop remains.
    }
  }
};
const timer = setInterval(checkpoint, workerData.everyMs);
parentPort.on('message', (message) => {
  if (message.op === 'add') {
    const db = new Database(message.file, { fileMustExist: true });
    db.pragma('busy_timeout = 1000');
    files.set(message.id, db);
  } else if (message.op === 'remove') {
    files.get(message.id)?.close();
    files.delete(message.id);
    parentPort.postMessage({ op: 'removed', id: message.id });
    if (files.size === 0) {
      clearInterval(timer);
      parentPort.close();
    }
  }
});
`;

interface Shared {
  worker: Worker;
  files: number;
  /** Stops waiting for the worker's answer: the worker is referenced while there are any. */
  removed: Map<number, () => void>;
}
let shared: Shared | null = null;
let nextId = 0;

function startWorker(everyMs: number): Shared {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { driver, everyMs },
    resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 },
  });
  worker.unref();
  const state: Shared = { worker, files: 0, removed: new Map() };
  worker.on('message', (message: { op: string; id: number }) => {
    if (message.op === 'removed') state.removed.get(message.id)?.();
  });
  const settleAll = () => {
    for (const resolve of state.removed.values()) resolve();
    state.removed.clear();
    if (shared === state) shared = null;
  };
  // A worker that fails leaves the writers' backstop checkpoints: nothing else depends on it.
  worker.on('error', (err) => {
    log.warn(`[sqlite] background checkpoints stopped: ${err.message}`);
    settleAll();
  });
  worker.on('exit', settleAll);
  return state;
}

/**
 * Moves the checkpoints of `db` (open on `file`, in WAL mode) to the worker thread. A file in
 * memory has no WAL: nothing is started.
 */
export function checkpointInBackground(
  db: Database.Database,
  file: string,
  everyMs = EVERY_MS,
): WalCheckpointer {
  if (file === ':memory:' || file === '') return { stop: async () => {} };
  db.pragma(`wal_autocheckpoint = ${BACKSTOP_PAGES}`);
  const state = (shared ??= startWorker(everyMs));
  const id = ++nextId;
  state.files++;
  // The last file's removal ends the worker: the next store to open starts a new one.
  state.worker.postMessage({ op: 'add', file, id });
  let stopped: Promise<void> | null = null;
  return {
    stop() {
      stopped ??= (async () => {
        state.files--;
        if (state.files === 0 && shared === state) shared = null;
        // An unreferenced worker would let the process exit while this waits for its answer.
        if (state.removed.size === 0) state.worker.ref();
        const removed = new Promise<void>((resolve) => state.removed.set(id, resolve));
        state.worker.postMessage({ op: 'remove', id });
        const late = new Promise<'late'>((resolve) => setTimeout(resolve, STOP_WAIT_MS, 'late').unref());
        if ((await Promise.race([removed, late])) === 'late') await state.worker.terminate();
        state.removed.delete(id);
        if (state.removed.size === 0) state.worker.unref();
      })();
      return stopped;
    },
  };
}

const TRUNCATE_WAIT_MS = 5_000;

/**
 * Copies the whole WAL into the file and truncates it to nothing (an erasure: no old page of an
 * erased document may stay in the WAL). SQLite answers busy at once, without its busy handler,
 * while another connection runs a checkpoint (the worker's, above, takes milliseconds): it is
 * asked again until `waitMs` has passed, then the busy answer is an error, never ignored.
 */
export async function truncateWal(db: Database.Database, waitMs = TRUNCATE_WAIT_MS): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
    if (!result?.busy) return;
    if (Date.now() >= deadline) throw new Error('The WAL could not be truncated (busy)');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
