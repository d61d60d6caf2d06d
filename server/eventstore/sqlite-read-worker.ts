/**
 * Worker thread of the event store read-ahead (see sqlite-read-ahead.ts): reads pages of the log on
 * its own read-only connection and posts each one as JSON texts, staying at most `ahead` pages in
 * front of the caller, which posts a credit for every page it takes. Posts null at the end.
 */
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import type { PageTransformFactory } from '#projections/core/event-source';
import {
  ENVELOPE_ROWS_SQL,
  envelopeTexts,
  pageTexts,
  parsePage,
  type EnvelopeRow,
  type ReadAheadWorkerData,
} from './sqlite-read-ahead';

async function run(port: NonNullable<typeof parentPort>, options: ReadAheadWorkerData): Promise<void> {
  // The caller's transform (the sealed store opening personal fields), run here on each page.
  const spec = options.transform;
  const transform = spec
    ? ((await import(spec.module)) as { createPageTransform: PageTransformFactory }).createPageTransform(
        spec.data,
      )
    : null;
  const textsOf = (rows: EnvelopeRow[]) =>
    transform ? envelopeTexts(transform(parsePage(pageTexts(rows)))) : pageTexts(rows);
  const db = new Database(options.file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  const page = db.prepare<[number, number], EnvelopeRow>(ENVELOPE_ROWS_SQL).raw(true);
  let credits = options.ahead;
  let after = options.fromPosition;
  let done = false;

  const pump = () => {
    while (credits > 0 && !done) {
      const rows = page.all(after, options.pageSize);
      const last = rows.at(-1);
      if (!last) {
        done = true;
        db.close();
        port.postMessage(null);
        return;
      }
      after = last[0];
      credits--;
      port.postMessage(textsOf(rows));
    }
  };
  port.on('message', () => {
    credits++;
    pump();
  });
  pump();
}

// The thread's start data, built by sqlite-read-ahead.ts.
const data = workerData as ReadAheadWorkerData | undefined;
// A failure (the transform's module, a page it cannot transform) is an unhandled rejection, which
// ends the thread with an error: the caller's next take throws it (before the first page, the
// caller reads on its own thread instead).
if (parentPort && data?.kind === 'sqlite-read-ahead') void run(parentPort, data);
