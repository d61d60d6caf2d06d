import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { ACTIVITY_CSV_COLUMNS, type ActivityEntry } from '#events/activity/contract';
import type { Store } from '#events/core/stores';
import { activityChunks, activityCount, type ActivityFilter } from '#projections/activity/queries';
import type { ReadStore } from '#projections/core/read-store';
import { activityCsvRow, activityEntry } from './entries';

export type ActivityExportFormat = 'csv' | 'jsonl';

/** The BOM makes Excel read the file as UTF-8 (Cyrillic); the semicolon is its Russian separator. */
const csvText = (rows: string[][]) => stringify(rows, { delimiter: ';' });

/**
 * The log's matching entries as CSV or JSON Lines, chunk by chunk, as the reader takes them: a
 * Readable pulled by its consumer (the HTTP response, a file), so a slow reader holds back the
 * reads and at most a chunk waits in memory. Nothing is written anywhere else: a reader that stops
 * (the browser aborts and Koa destroys the stream, or `signal` fires) ends the reads, and there is
 * no file to leave behind.
 */
export async function activityExport(
  read: ReadStore,
  selection: { filter: ActivityFilter; days: readonly string[] },
  format: ActivityExportFormat,
  findStore: (id: string) => Store | undefined,
  signal?: AbortSignal,
): Promise<{ total: number; stream: Readable }> {
  const total = await activityCount(read, selection.filter);
  async function* lines(): AsyncGenerator<string> {
    if (format === 'csv') yield `\uFEFF${csvText([[...ACTIVITY_CSV_COLUMNS]])}`;
    for await (const chunk of activityChunks(read, selection.filter, selection.days, total, signal)) {
      const entries: ActivityEntry[] = chunk.map((doc) => activityEntry(doc, findStore));
      yield format === 'csv'
        ? csvText(entries.map(activityCsvRow))
        : entries.map((e) => `${JSON.stringify(e)}\n`).join('');
    }
  }
  return { total, stream: Readable.from(lines(), { objectMode: false }) };
}

export const EXPORT_CONTENT_TYPES: Record<ActivityExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/x-ndjson; charset=utf-8',
};
