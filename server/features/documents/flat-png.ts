import { crc32, deflateSync, inflateSync } from 'node:zlib';

/**
 * A signature PNG as the signed copies embed it: flattened onto white, without an alpha channel.
 * pdfkit splits an alpha channel into a soft mask asynchronously, so the mask's object number in
 * the PDF depends on timing and the same signatures gave different bytes; an opaque RGB image is
 * embedded at once, so the signed copy stays a pure function of its inputs. Only what a canvas
 * makes (8-bit RGBA or RGB, not interlaced) is converted; anything else passes unchanged.
 */
/** PNG's 8-byte signature. */
export const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PREFIX = 'data:image/png;base64,';

/** A PNG chunk: its length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** The image's rows unfiltered (8-bit samples, `bpp` bytes a pixel), or null when malformed. */
function unfilter(raw: Buffer, width: number, height: number, bpp: number): Buffer | null {
  const stride = width * bpp;
  if (raw.length < (stride + 1) * height) return null;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const from = y * (stride + 1) + 1; // this row's filtered bytes in raw
    const at = y * stride; // this row in out
    const up = at - stride; // the row above in out (none on the first row)
    // a: the byte one pixel left, b: the byte above, c: the byte above and left (0 outside the image)
    switch (filter) {
      case 0:
        raw.copy(out, at, from, from + stride);
        break;
      case 1:
        for (let x = 0; x < stride; x++)
          out[at + x] = (raw[from + x]! + (x >= bpp ? out[at + x - bpp]! : 0)) & 0xff;
        break;
      case 2:
        for (let x = 0; x < stride; x++) out[at + x] = (raw[from + x]! + (y > 0 ? out[up + x]! : 0)) & 0xff;
        break;
      case 3:
        for (let x = 0; x < stride; x++) {
          const a = x >= bpp ? out[at + x - bpp]! : 0;
          const b = y > 0 ? out[up + x]! : 0;
          out[at + x] = (raw[from + x]! + ((a + b) >> 1)) & 0xff;
        }
        break;
      case 4:
        for (let x = 0; x < stride; x++) {
          const a = x >= bpp ? out[at + x - bpp]! : 0;
          const b = y > 0 ? out[up + x]! : 0;
          const c = x >= bpp && y > 0 ? out[up + x - bpp]! : 0;
          out[at + x] = (raw[from + x]! + paeth(a, b, c)) & 0xff;
        }
        break;
      default:
        return null;
    }
  }
  return out;
}

export function flattenPngDataUrl(dataUrl: string): string {
  if (!dataUrl.startsWith(PREFIX)) return dataUrl;
  const png = Buffer.from(dataUrl.slice(PREFIX.length), 'base64');
  if (png.length < 33 || !png.subarray(0, 8).equals(PNG_MAGIC)) return dataUrl;
  let width = 0;
  let height = 0;
  let colorType = -1;
  const idat: Buffer[] = [];
  for (let at = 8; at + 8 <= png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      // 8-bit samples, not interlaced: what a canvas makes.
      if (data[8] !== 8 || data[12] !== 0) return dataUrl;
      colorType = data[9]!;
    } else if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  if (colorType !== 6 || width === 0 || height === 0 || width * height > 4_000_000) return dataUrl;
  let rows: Buffer | null;
  try {
    rows = unfilter(inflateSync(Buffer.concat(idat)), width, height, 4);
  } catch {
    return dataUrl;
  }
  if (!rows) return dataUrl;
  const rgb = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4;
      const alpha = rows[from + 3]!;
      const to = y * (width * 3 + 1) + 1 + x * 3;
      for (let c = 0; c < 3; c++)
        rgb[to + c] = Math.round((rows[from + c]! * alpha + 255 * (255 - alpha)) / 255);
    }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const flat = Buffer.concat([
    PNG_MAGIC,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rgb, { level: 6 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return PREFIX + flat.toString('base64');
}
