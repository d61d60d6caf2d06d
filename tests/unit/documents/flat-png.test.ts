import { deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PNG_MAGIC, flattenPngDataUrl, pngChunk } from '#server/features/documents/flat-png';

const PREFIX = 'data:image/png;base64,';
const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** An RGBA PNG of these pixels, row y filtered with PNG filter type `filterOf(y)` (the encoder's side). */
function rgbaPng(width: number, height: number, pixels: Uint8Array, filterOf: (y: number) => number): string {
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const filter = filterOf(y);
    raw[y * (stride + 1)] = filter;
    for (let x = 0; x < stride; x++) {
      const at = (i: number, j: number) => (i < 0 || j < 0 ? 0 : pixels[j * stride + i]!);
      const [a, b, c] = [at(x - 4, y), at(x, y - 1), at(x - 4, y - 1)];
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter]!;
      raw[y * (stride + 1) + 1 + x] = (pixels[y * stride + x]! - predictor) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const png = Buffer.concat([
    PNG_MAGIC,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return PREFIX + png.toString('base64');
}

/** The RGB rows of a flattened (colour type 2, every row filter 0) PNG, and its colour type. */
function rgbOf(dataUrl: string): { colorType: number; rows: Buffer } {
  const png = Buffer.from(dataUrl.slice(PREFIX.length), 'base64');
  const idat: Buffer[] = [];
  let colorType = -1;
  for (let at = 8; at + 8 <= png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    if (type === 'IHDR') colorType = png[at + 8 + 9]!;
    if (type === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return { colorType, rows: inflateSync(Buffer.concat(idat)) };
}

describe('a signature PNG flattened onto white', () => {
  const [width, height] = [23, 11];
  const pixels = new Uint8Array(width * height * 4).map((_, i) => (i * 37 + ((i * i) % 251)) & 0xff);
  const expected = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4;
      const alpha = pixels[from + 3]!;
      for (let c = 0; c < 3; c++)
        expected[y * (width * 3 + 1) + 1 + x * 3 + c] = Math.round(
          (pixels[from + c]! * alpha + 255 * (255 - alpha)) / 255,
        );
    }

  it.each([
    ['none', () => 0],
    ['sub', () => 1],
    ['up', () => 2],
    ['average', () => 3],
    ['Paeth', () => 4],
    ['a different filter on each row', (y: number) => y % 5],
  ])('rows filtered with %s give the same opaque pixels', (_, filterOf) => {
    const flat = rgbOf(flattenPngDataUrl(rgbaPng(width, height, pixels, filterOf)));
    expect(flat.colorType).toBe(2);
    expect(flat.rows.equals(expected)).toBe(true);
  });

  it('an unknown filter type, or what is not an RGBA PNG, passes unchanged', () => {
    const bad = rgbaPng(width, height, pixels, (y) => (y === 5 ? 7 : 0));
    expect(flattenPngDataUrl(bad)).toBe(bad);
    expect(flattenPngDataUrl('data:image/jpeg;base64,/9j/')).toBe('data:image/jpeg;base64,/9j/');
  });
});
