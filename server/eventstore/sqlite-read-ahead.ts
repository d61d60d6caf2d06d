import { Worker } from 'node:worker_threads';
import type { EventEnvelope } from '#events/core/envelope';
import type { PageTransformSpec } from '#projections/core/event-source';

/**
 * Read-ahead for long sequential reads of the embedded event store (projection rebuilds): a worker
 * thread with its own read-only connection reads page N+1 while the caller works on page N, and
 * hands each page over as JSON text, so that the caller's thread runs a few JSON.parse calls per
 * page instead of materialising SQLite rows and parsing each event's data and meta apart.
 */

/**
 * A stored event as the worker selects it: its position, the start of its envelope as JSON text up
 * to `"meta":` (built by SQLite, so only two strings per row cross into JavaScript) and its meta.
 */
export type EnvelopeRow = [position: number, head: string, meta: string];

/** The fields in the order readAll builds them; `data` is the stored JSON text inlined. */
export const ENVELOPE_ROWS_SQL = `
  SELECT position,
         concat('{"id":', json_quote(id), ',"type":', json_quote(type), ',"streamId":', json_quote(stream_id),
                ',"revision":', revision, ',"position":', position, ',"data":', data, ',"meta":'),
         meta
  FROM events WHERE position > ? ORDER BY position LIMIT ?`;

export interface ReadAheadOptions {
  /** The event store file (WAL mode, opened read-only by the worker). */
  file: string;
  /** Exclusive, like readAll. */
  fromPosition: number;
  pageSize: number;
  /** Pages the worker may read before the caller takes them (bounds memory). */
  ahead?: number;
  /** Run on each page by the worker before it posts it (the caller's thread is spared the work). */
  transform?: PageTransformSpec;
}

export interface ReadAheadWorkerData extends Required<Omit<ReadAheadOptions, 'transform'>> {
  kind: 'sqlite-read-ahead';
  transform?: PageTransformSpec;
}

/**
 * Events per JSON text of a page: V8 puts strings over 128 KB in its large-object space, an old
 * generation that only full collections free; texts of ~100 events (~50 KB) die young instead.
 */
const EVENTS_PER_TEXT = 100;

/**
 * A page as JSON texts: arrays of envelopes (same fields, same order as the adapter's readAll)
 * whose `data` and `meta` are the stored JSON texts inlined. A `meta` text equal to the previous
 * event's is written as `null`: events of one append share their metadata, and parsing it once per
 * run saves most of the work of the caller's thread.
 */
export function pageTexts(rows: readonly EnvelopeRow[]): string[] {
  const texts: string[] = [];
  let text = '';
  let previousMeta: string | null = null;
  for (let i = 0; i < rows.length; i++) {
    const [, head, meta] = rows[i]!;
    text += `${i % EVENTS_PER_TEXT === 0 ? '[' : ','}${head}${meta === previousMeta ? 'null' : meta}}`;
    previousMeta = meta;
    if ((i + 1) % EVENTS_PER_TEXT === 0 || i === rows.length - 1) {
      texts.push(`${text}]`);
      text = '';
    }
  }
  return texts;
}

/** A page of envelopes (transformed by the worker) as the rows pageTexts writes, `meta` last. */
export function envelopeTexts(events: readonly EventEnvelope[]): string[] {
  return pageTexts(
    events.map(({ meta, ...head }): EnvelopeRow => [
      head.position,
      `${JSON.stringify(head).slice(0, -1)},"meta":`,
      JSON.stringify(meta),
    ]),
  );
}

/** The envelopes of a page; events of a run with the same metadata share one `meta` object. */
export function parsePage(texts: readonly string[]): EventEnvelope[] {
  const page: EventEnvelope[] = [];
  let meta: EventEnvelope['meta'] | null = null;
  for (const text of texts) {
    for (const event of JSON.parse(text) as EventEnvelope[]) {
      // Rows the read worker serialised from the events table: the envelopes this store wrote.
      if ((event.meta as EventEnvelope['meta'] | null) === null) event.meta = meta!;
      else meta = event.meta;
      page.push(event);
    }
  }
  return page;
}

/** Pages are posted as their JSON texts; null says the log has been read to its end. */
type WorkerMessage = string[] | null;

/**
 * The worker is TypeScript run through tsx: a worker thread does not inherit tsx's loader, so a
 * small CommonJS bootstrap registers it before importing the entry (Node cannot start a .ts entry).
 */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
(async () => {
  if (workerData.loader) (await import(workerData.loader)).register();
  await import(workerData.entry);
})();
`;

function startWorker(data: ReadAheadWorkerData): Worker {
  const entry = new URL(
    import.meta.url.endsWith('.ts') ? './sqlite-read-worker.ts' : './sqlite-read-worker.js',
    import.meta.url,
  );
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, { workerData: data });
  const loader = import.meta.resolve('tsx/esm/api');
  return new Worker(BOOTSTRAP, { eval: true, workerData: { ...data, entry: entry.href, loader } });
}

/** Messages of one worker, taken in order; an error or an early exit fails the next take. */
class Inbox {
  private readonly queue: WorkerMessage[] = [];
  private failure: Error | null = null;
  private wake: (() => void) | null = null;

  constructor(worker: Worker) {
    worker.on('message', (message: WorkerMessage) => {
      this.queue.push(message);
      this.notify();
    });
    worker.on('error', (error) => {
      this.failure ??= error;
      this.notify();
    });
    worker.on('exit', (code) => {
      this.failure ??= new Error(`The read-ahead worker exited with code ${code}`);
      this.notify();
    });
  }

  async take(): Promise<WorkerMessage> {
    while (this.queue.length === 0) {
      if (this.failure) throw this.failure;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
    return this.queue.shift()!;
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}

/**
 * Every event after `fromPosition`, page by page, read ahead on a worker thread. When the worker
 * cannot start (or fails before its first page) the pages come from `inThread` instead; a failure
 * after that is thrown to the caller. Breaking out of the loop stops the worker.
 */
export async function* readAhead(
  options: ReadAheadOptions,
  inThread: (fromPosition: number) => AsyncIterable<EventEnvelope[]>,
): AsyncGenerator<EventEnvelope[]> {
  let worker: Worker;
  try {
    worker = startWorker({ kind: 'sqlite-read-ahead', ahead: 1, ...options });
  } catch (error) {
    warnInThread(error);
    yield* inThread(options.fromPosition);
    return;
  }
  const inbox = new Inbox(worker);
  let received = false;
  try {
    for (;;) {
      let texts: WorkerMessage;
      try {
        texts = await inbox.take();
      } catch (error) {
        if (received) throw error;
        warnInThread(error);
        yield* inThread(options.fromPosition);
        return;
      }
      if (texts === null) return;
      received = true;
      worker.postMessage(1); // a credit: the worker may read one more page ahead
      yield parsePage(texts);
    }
  } finally {
    await worker.terminate();
  }
}

function warnInThread(error: unknown): void {
  process.emitWarning(
    `Event store read-ahead worker unavailable, reading on the main thread: ${error instanceof Error ? error.message : String(error)}`,
  );
}
