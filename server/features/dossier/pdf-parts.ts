import { formatMoscow } from '#events/core/moscow-time';
import { actorText } from '#events/core/roles';
import type { DossierEventLine } from '#events/dossier/api';
import { MONO_FONT, type PdfNode as Node } from '../documents';

/**
 * The dossier's building blocks: headings, small tables with a repeated header row, and hashes in
 * monospace. pdfmake nodes only; the sections (pdf-sections.ts) and the document (pdf.ts) use them.
 */

export const SMALL = 8;

/** A table cell: a plain string where it can be (the table sets the size: cheaper to lay out). */
/**
 * Text in the glyphs the embedded Roboto has: it has no arrows, so a change 'Новая → Принята' reads
 * 'Новая » Принята' (the arrow would print as an empty box).
 */
export const pdfSafe = (text: string): string => text.replaceAll('→', '»');

export const cell = (text: string, extra?: Record<string, unknown>): Node =>
  extra ? { text: pdfSafe(text), ...extra } : pdfSafe(text);

export const headerCell = (text: string): Node => cell(text, { bold: true, fillColor: '#eeeeee' });

/** A hash or an id: monospace, small enough for 64 hex digits in half a page's width. */
export const mono = (text: string, fontSize = 7): Node => ({ text, font: MONO_FONT, fontSize });

export const sectionTitle = (text: string, first = false): Node => ({
  text,
  fontSize: 14,
  bold: true,
  margin: [0, 0, 0, 8],
  ...(first ? {} : { pageBreak: 'before' }),
});

export const subTitle = (text: string): Node => ({ text, bold: true, fontSize: 10, margin: [0, 8, 0, 4] });

export const note = (text: string): Node => ({ text, fontSize: SMALL, italics: true, color: '#555555' });

/** A table of rows under a header row repeated on every page. */
export function table(widths: (number | string)[], header: string[], rows: Node[][]): Node {
  return {
    table: { headerRows: 1, widths, dontBreakRows: true, body: [header.map(headerCell), ...rows] },
    layout: 'lightHorizontalLines',
    fontSize: SMALL,
    margin: [0, 0, 0, 8],
  };
}

/** Label → value pairs (the title page's facts, a signing's details). */
export function facts(rows: [string, Node | string][]): Node {
  return {
    table: {
      widths: [150, '*'],
      body: rows.map(([label, value]) => [
        cell(label, { color: '#555555' }),
        typeof value === 'string' ? cell(value) : value,
      ]),
    },
    layout: 'noBorders',
    fontSize: SMALL,
    margin: [0, 0, 0, 8],
  };
}

export const when = (iso: string): string => (iso ? formatMoscow(iso) : '');
export const who = (line: DossierEventLine): string => actorText(line.actor);

/** Every event of a part of the story: time, who, what happened (the event's sentence), details. */
export function eventsTable(lines: readonly DossierEventLine[], details?: (l: DossierEventLine) => string) {
  if (lines.length === 0) return note('Событий нет.');
  const rows = lines.map((l) => [
    cell(when(l.occurredAt)),
    cell(who(l)),
    cell(l.sentence),
    ...(details ? [cell(details(l))] : []),
  ]);
  return details
    ? table([70, 95, '*', 140], ['Дата и время', 'Кто', 'Что произошло', 'Подробности'], rows)
    : table([70, 110, '*'], ['Дата и время', 'Кто', 'Что произошло'], rows);
}
