import type { DocumentLabel, DocumentVariant } from '#events/documents/labels';
import type { DocumentData } from './data';
import { BLANK, issuedDay, longDay } from './format';
import type { Node, PdfDefinition } from './pdf';

/**
 * The shared layout of every form: the employer's header, titles, clauses, fields with their
 * underline, and signature lines. A signature line is the place a signed copy puts the signer's
 * image: the same line, the same height, so the signed copy keeps the blank's layout.
 */

/** Signature images by role ('candidate', 'director', 'team:0'...), as data URLs. */
export interface RenderContext {
  variant: DocumentVariant;
  signatures: Record<string, string>;
}

export interface DocumentTemplate {
  label: DocumentLabel;
  /** Copies in the print variant: 2 for the agreements (the employer's and the employee's). */
  copies: 1 | 2;
  /** Landscape forms (the unified T-1 and T-2 are portrait; none is landscape for now). */
  orientation?: 'portrait' | 'landscape';
  content(data: DocumentData, ctx: RenderContext): Node[];
}

export const blankContext: RenderContext = { variant: 'blank', signatures: {} };

const SIGNATURE_HEIGHT = 34;
export const imageKey = (role: string) => `sig_${role.replace(/[^a-z0-9]/gi, '_')}`;

/** The company's name and requisites, top of the page, small. */
export function companyHeader(data: DocumentData): Node {
  const c = data.company;
  return {
    stack: [
      { text: c.fullName, bold: true, fontSize: 10 },
      { text: `ИНН ${c.inn}, КПП ${c.kpp}, ОГРН ${c.ogrn}`, fontSize: 8 },
      { text: c.address, fontSize: 8 },
      {
        text: `Обособленное подразделение: ${data.store.name} (${data.store.address || data.store.city})`,
        fontSize: 8,
      },
    ],
    margin: [0, 0, 0, 12],
  };
}

export const title = (text: string, sub?: string): Node => ({
  stack: [
    { text, bold: true, fontSize: 12, alignment: 'center' },
    ...(sub ? [{ text: sub, alignment: 'center', fontSize: 9 }] : []),
  ],
  margin: [0, 6, 0, 10],
});

/** 'г. Москва' on the left, the date on the right. */
export const placeAndDate = (data: DocumentData, day = issuedDay(data)): Node => ({
  columns: [{ text: `г. ${data.store.city || BLANK}` }, { text: longDay(day), alignment: 'right' }],
  margin: [0, 0, 0, 10],
});

export const para = (
  text: string | Node[],
  margin: [number, number, number, number] = [0, 0, 0, 6],
): Node => ({
  text,
  alignment: 'justify',
  margin,
});

export const heading = (text: string): Node => ({
  text,
  bold: true,
  alignment: 'center',
  margin: [0, 6, 0, 6],
});

/** Numbered clauses ('2.1. …' with prefix '2.'), from `start`. */
export const clauses = (items: readonly string[], prefix = '', start = 1): Node[] =>
  items.map((text, i) => para(`${prefix}${i + start}. ${text}`));

export const lettered = (items: readonly string[]): Node => ({
  stack: items.map((text, i) => para(`${'абвгдежзик'.charAt(i)}) ${text}`, [14, 0, 0, 3])),
});

/** 'Label: value' with the value underlined (a blank line when empty). */
export const field = (label: string, value: string): Node => ({
  columns: [
    { text: label, width: 'auto', margin: [0, 0, 6, 0] },
    { text: value || ' ', decoration: value ? 'underline' : undefined, width: '*' },
  ],
  margin: [0, 0, 0, 4],
});

/** A bordered table of label/value rows (cards, forms). */
export function grid(rows: [string, string][], widths: (string | number)[] = [170, '*']): Node {
  return {
    table: {
      widths,
      body: rows.map(([k, v]) => [
        { text: k, fontSize: 9 },
        { text: v || ' ', fontSize: 9 },
      ]),
    },
    margin: [0, 0, 0, 8],
  };
}

/** A table with a bold header row (the unified forms' tables). */
export function headedTable(head: string[], rows: string[][], widths?: (string | number)[]): Node {
  return {
    table: {
      headerRows: 1,
      keepWithHeaderRows: 1,
      widths: widths ?? head.map(() => '*'),
      body: [
        head.map((h) => ({ text: h, bold: true, fontSize: 8, alignment: 'center' })),
        ...rows.map((r) => r.map((v) => ({ text: v || ' ', fontSize: 9, alignment: 'center' }))),
      ],
    },
    margin: [0, 0, 0, 8],
  };
}

/**
 * A signature line: the caption, the line (with the signer's image on it in the signed copy) and
 * the name. Roles name who signs there; the signing engineer's images arrive by role.
 */
export function signatureLine(ctx: RenderContext, role: string, caption: string, name: string): Node {
  const image = ctx.signatures[role];
  const mark: Node = image
    ? { image: imageKey(role), fit: [120, SIGNATURE_HEIGHT], alignment: 'center' }
    : { text: ' ', margin: [0, SIGNATURE_HEIGHT - 12, 0, 0] };
  return {
    columns: [
      { text: caption, width: 150, margin: [0, SIGNATURE_HEIGHT - 12, 0, 0] },
      {
        width: 130,
        table: { widths: ['*'], heights: [SIGNATURE_HEIGHT], body: [[mark]] },
        layout: {
          hLineWidth: (i: number) => (i === 1 ? 0.7 : 0),
          vLineWidth: () => 0,
          paddingBottom: () => 0,
        },
      },
      { text: name ? `/ ${name} /` : '', width: '*', margin: [8, SIGNATURE_HEIGHT - 12, 0, 0] },
    ],
    margin: [0, 2, 0, 4],
    unbreakable: true,
  };
}

/** The images a definition needs: the signatures placed by signatureLine. */
export function signatureImages(ctx: RenderContext): Record<string, string> {
  return Object.fromEntries(Object.entries(ctx.signatures).map(([role, url]) => [imageKey(role), url]));
}

/** The parties' block of an agreement: the employer's (director) and the employee's signatures. */
export function partiesSignatures(data: DocumentData, ctx: RenderContext, employeeName: string): Node {
  return {
    stack: [
      { text: 'Подписи сторон', bold: true, margin: [0, 10, 0, 4] },
      signatureLine(ctx, 'director', 'Работодатель', data.director?.name ?? ''),
      signatureLine(ctx, 'candidate', 'Работник', employeeName),
    ],
    unbreakable: true,
  };
}

/** The page around a template's content: margins, a footer with the document and its page. */
export function pageOf(
  data: DocumentData,
  titleText: string,
  content: Node[],
  footerNote: string,
): PdfDefinition {
  return {
    content,
    footer: (page, pages) => ({
      columns: [
        {
          text: `${titleText} · анкета № ${data.number}${footerNote ? ` · ${footerNote}` : ''}`,
          fontSize: 7,
        },
        { text: `стр. ${page} из ${pages}`, alignment: 'right', fontSize: 7, width: 60 },
      ],
      margin: [56, 12, 42, 0],
      color: '#555555',
    }),
  };
}

/** The addressee block of an employee's statement (top right): to the employer, from the candidate. */
export function statementHeader(data: DocumentData, from: string, position: string): Node {
  return {
    columns: [
      { text: '', width: '*' },
      {
        width: 250,
        stack: [
          `Генеральному директору ${data.company.name}`,
          data.company.ceo.replace(/^Генеральный директор /, ''),
          `от ${from || BLANK}`,
          ...(position ? [`${position}, ${data.store.name}`] : []),
        ],
      },
    ],
    margin: [0, 0, 0, 18],
  };
}

/** 'Дата' and the employee's signature under a statement. */
export function statementFooter(ctx: RenderContext, day: string, name: string): Node {
  return {
    stack: [
      { text: `Дата: ${day || BLANK}`, margin: [0, 14, 0, 0] },
      signatureLine(ctx, 'candidate', 'Подпись', name),
    ],
    unbreakable: true,
  };
}
