import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { FunnelView } from '#events/funnel/api';
import { funnelCsvTables } from './csv-rows';

/** The semicolon is a Russian spreadsheet's separator; the BOM makes it read UTF-8 (Cyrillic). */
const csvText = (rows: string[][]) => stringify(rows, { delimiter: ';' });

/**
 * The view as a CSV stream, table by table as the reader takes them (like the activity export):
 * nothing is written anywhere but the response, so an export the browser abandons leaves nothing
 * behind. The view itself is already added up from the funnel's cells (a few hundred rows at most).
 */
export function funnelCsvStream(view: FunnelView): Readable {
  function* chunks(): Generator<string> {
    yield '\uFEFF';
    let first = true;
    for (const table of funnelCsvTables(view)) {
      yield (first ? '' : '\r\n') + csvText(table);
      first = false;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
