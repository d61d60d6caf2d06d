import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * pdfmake on the server, deterministic: the same definition gives the same bytes. The fonts are the
 * Roboto TTFs pdfmake ships in build/fonts (Apache License 2.0; Latin and Cyrillic), loaded once into
 * pdfmake's virtual file system and embedded (subset) in every document, so a PDF reads the same on
 * any machine. Nothing is fetched: URLs and local paths are refused. pdfkit's creation date and the
 * file ID (an MD5 of the info dictionary) come from `meta`, so no clock or random value reaches a file.
 */

/** A pdfmake content node: the library ships no types; its shape is checked by its own layout. */
export type Node = string | number | Node[] | { [key: string]: unknown };

export interface PdfDefinition {
  content: Node[];
  pageMargins?: [number, number, number, number];
  pageOrientation?: 'portrait' | 'landscape';
  footer?: (page: number, pages: number) => Node;
  images?: Record<string, string>;
  styles?: Record<string, Record<string, unknown>>;
}

export interface PdfMeta {
  title: string;
  /** ISO time from the data (the hire's request): the creation and modification dates. */
  createdAt: string;
  subject?: string;
}

interface PdfMake {
  virtualfs: { writeFileSync(name: string, data: Buffer): void };
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  createPdf(definition: Record<string, unknown>): { getBuffer(): Promise<Uint8Array> };
}

const FONT_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

/**
 * A monospace family for hashes and ids: PDF's standard Courier (base-14 fonts every reader has, so
 * nothing is embedded or read from disk). Its WinAnsi encoding has no Cyrillic: Latin text only.
 */
export const MONO_FONT = 'Courier';
const MONO_FILES = {
  normal: 'Courier',
  bold: 'Courier-Bold',
  italics: 'Courier-Oblique',
  bolditalics: 'Courier-BoldOblique',
} as const;
const STANDARD_FONT_NAMES = new Set<string>(Object.values(MONO_FILES));

let engine: PdfMake | null = null;

interface Fontkit {
  create(buffer: Uint8Array, postscriptName?: string): unknown;
}

/**
 * pdfkit parses each font anew for every document (fontkit.create), which is most of a small
 * document's time. The parsed fonts are immutable tables and glyph caches, and each document still
 * builds its own subset of them, so one parse per font file serves every document: pdfkit is handed
 * a fontkit whose `create` remembers its fonts by their bytes (the four Roboto files, loaded once).
 * Installed before pdfkit is first loaded; if something loaded pdfkit earlier, fonts are just parsed
 * per document as before.
 */
function shareParsedFonts(require: NodeJS.Require): void {
  const path = require.resolve('fontkit', { paths: [dirname(require.resolve('pdfkit'))] });
  const fontkit = require(path) as Fontkit;
  const parsed = new WeakMap<Uint8Array, unknown>();
  const fonts: { _glyphs?: Record<number, unknown> }[] = [];
  const create = (buffer: Uint8Array, postscriptName?: string) => {
    if (postscriptName) return fontkit.create(buffer, postscriptName);
    let font = parsed.get(buffer);
    if (!font) {
      font = fontkit.create(buffer);
      parsed.set(buffer, font);
      fonts.push(font as { _glyphs?: Record<number, unknown> });
    }
    return font;
  };
  const shared = Object.create(fontkit, { create: { value: create, enumerable: true } }) as Fontkit;
  const cached = require.cache[path];
  if (cached) cached.exports = shared;
  forgetGlyphs = () => fonts.forEach((font) => (font._glyphs = {}));
}

/**
 * A glyph keeps the characters it was first reached by (its ToUnicode entry): a space and a
 * no-break space share one glyph. Each document starts with no glyph remembered, so what it maps
 * never depends on the documents made before it.
 */
let forgetGlyphs = (): void => undefined;

function pdfmake(): PdfMake {
  if (engine) return engine;
  const require = createRequire(import.meta.url);
  shareParsedFonts(require);
  const loaded = require('pdfmake') as PdfMake;
  const fonts = join(dirname(require.resolve('pdfmake/package.json')), 'build', 'fonts', 'Roboto');
  for (const file of Object.values(FONT_FILES))
    loaded.virtualfs.writeFileSync(file, readFileSync(join(fonts, file)));
  loaded.setFonts({ Roboto: { ...FONT_FILES }, [MONO_FONT]: { ...MONO_FILES } });
  loaded.setUrlAccessPolicy(() => false);
  // Only the standard fonts' names pass (pdfkit knows them; no file is opened).
  loaded.setLocalAccessPolicy((path) => STANDARD_FONT_NAMES.has(path));
  engine = loaded;
  return engine;
}

/** The PDF's bytes. Signature images come as data URLs in `images` (never fetched). */
export async function renderPdf(definition: PdfDefinition, meta: PdfMeta): Promise<Buffer> {
  const at = new Date(meta.createdAt);
  const info = {
    title: meta.title,
    subject: meta.subject ?? meta.title,
    author: '',
    creator: 'hiring-console',
    producer: 'pdfmake',
    creationDate: at,
    modDate: at,
  };
  const engine = pdfmake();
  forgetGlyphs();
  const doc = engine.createPdf({
    pageSize: 'A4',
    pageMargins: [56, 42, 42, 42],
    defaultStyle: { font: 'Roboto', fontSize: 10, lineHeight: 1.15 },
    ...definition,
    info,
  });
  return Buffer.from(await doc.getBuffer());
}

/** SHA-256 (hex) of a document's exact bytes: what a signature is bound to and verification looks up. */
export function documentSha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
