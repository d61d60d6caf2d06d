import { deflateSync } from 'node:zlib';

/**
 * A drawn-looking demo signature: a PNG (transparent, dark blue pen) and the strokes it was drawn
 * with, different for each seed. Demo data only; real ones come from the signature dialog.
 */
const W = 300;
const H = 110;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

export interface DemoSignature {
  pngDataUrl: string;
  strokes: { x: number; y: number; time: number; pressure: number }[][];
}

export function demoSignature(seed: number, startMs = Date.UTC(2025, 0, 15, 9)): DemoSignature {
  const pixels = Buffer.alloc(W * H * 4);
  const plot = (x: number, y: number) => {
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px < 0 || py < 0 || px >= W || py >= H) continue;
        const i = (py * W + px) * 4;
        pixels.set([26, 35, 126, 255], i);
      }
  };
  const a = 1 + (seed % 5) * 0.35;
  const b = 2 + (seed % 3);
  const strokes: DemoSignature['strokes'] = [[], []];
  let t = startMs;
  for (let i = 0; i <= 240; i++) {
    const u = i / 240;
    const x = 20 + u * 200;
    const y =
      55 + Math.sin(u * Math.PI * 2 * a + seed) * 22 * (1 - u * 0.4) + Math.cos(u * Math.PI * b * 3) * 8;
    plot(x, y);
    t += 6;
    if (i % 4 === 0) strokes[0]!.push({ x: Math.round(x), y: Math.round(y), time: t, pressure: 0.5 });
  }
  for (let i = 0; i <= 60; i++) {
    const x = 200 + i * 1.4;
    const y = 82 - i * 0.5;
    plot(x, y);
    t += 8;
    if (i % 4 === 0) strokes[1]!.push({ x: Math.round(x), y: Math.round(y), time: t, pressure: 0.5 });
  }
  const raw = Buffer.alloc((W * 4 + 1) * H);
  for (let y = 0; y < H; y++) pixels.copy(raw, y * (W * 4 + 1) + 1, y * W * 4, (y + 1) * W * 4);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(W, 0);
  ihdr.writeUInt32BE(H, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { pngDataUrl: `data:image/png;base64,${png.toString('base64')}`, strokes };
}
