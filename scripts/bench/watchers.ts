import { Worker } from 'node:worker_threads';
import type { WatcherMessage, WatcherThreadData } from './watcher-thread';

/** A worker thread does not inherit tsx's loader: register it, then import the TypeScript entry. */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
(async () => {
  (await import(workerData.loader)).register();
  await import(workerData.entry);
})();
`;

/** Absolute milliseconds on a clock that every thread of this process shares. */
export const absoluteNow = () => performance.timeOrigin + performance.now();

/**
 * Watching sockets spread over worker threads, as their users would be spread over machines: one
 * event loop receiving 200 sockets' messages one after another would time the bench client, not
 * the server. `arrivals(id)` gives the absolute arrival times of the change of one position.
 */
export class WatcherGroup {
  private readonly collected = new Map<string, number[]>();
  private waiting: { id: string; resolve: () => void } | null = null;

  private constructor(
    private readonly workers: Worker[],
    readonly count: number,
  ) {
    for (const worker of workers) worker.on('message', (msg: WatcherMessage) => this.onMessage(msg));
  }

  static async open(url: string, token: string, count: number, threads: number): Promise<WatcherGroup> {
    const entry = new URL('./watcher-thread.ts', import.meta.url).href;
    const loader = import.meta.resolve('tsx/esm/api');
    const shares = Array.from({ length: Math.min(threads, count) }, (_, i) =>
      Math.floor((count + i) / Math.min(threads, count)),
    );
    const workers = shares.map(
      (share) =>
        new Worker(BOOTSTRAP, {
          eval: true,
          workerData: {
            kind: 'bench-watchers',
            url,
            token,
            count: share,
            entry,
            loader,
          } satisfies WatcherThreadData & {
            entry: string;
            loader: string;
          },
        }),
    );
    try {
      await Promise.all(workers.map((worker) => ready(worker)));
    } catch (err) {
      await Promise.all(workers.map((worker) => worker.terminate()));
      throw err;
    }
    return new WatcherGroup(workers, count);
  }

  /** Arrival times of the change of position `id` on every socket (fewer if some never came). */
  async arrivals(id: string, timeoutMs = 5000): Promise<number[]> {
    if ((this.collected.get(id)?.length ?? 0) < this.count) {
      const all = new Promise<void>((resolve) => (this.waiting = { id, resolve }));
      const timedOut = await Promise.race([all.then(() => false), sleep(timeoutMs).then(() => true)]);
      this.waiting = null;
      if (timedOut) {
        // Ask every thread for what it has; the replies come before the 'flush' answers end.
        for (const worker of this.workers) worker.postMessage({ flush: id });
        await sleep(500);
      }
    }
    const times = this.collected.get(id) ?? [];
    this.collected.delete(id);
    return times;
  }

  async close(): Promise<void> {
    for (const worker of this.workers) worker.postMessage({ close: true });
    await sleep(200);
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }

  private onMessage(msg: WatcherMessage): void {
    if (!('id' in msg)) return;
    const times = this.collected.get(msg.id) ?? [];
    times.push(...msg.times);
    this.collected.set(msg.id, times);
    if (this.waiting?.id === msg.id && times.length >= this.count) this.waiting.resolve();
  }
}

function ready(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`watcher thread exited with code ${code}`)));
    worker.once('message', (msg: WatcherMessage) => {
      if ('ready' in msg) resolve();
      else reject(new Error('error' in msg ? msg.error : 'watcher thread failed'));
    });
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
