import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { PNG_MAGIC, pngChunk } from '../documents';

/**
 * Signatures for the demo's employed candidates (issue 27, item 8): a handwriting-like stroke drawn
 * from the signer's name into a PNG, deterministically (the same name, the same bytes), with the
 * stroke points as signature_pad records them. Nobody drew them: the event says `demo: true`.
 */
const WIDTH = 300;
const HEIGHT = 110;
const SCALE = 2; // drawn at a device pixel ratio of 2, as on a tablet
const INK = [0x1a, 0x23, 0x7e] as const;

type Point = { x: number; y: number; time: number; pressure: number };

/** An RGBA image as PNG bytes (filter 0 on every row). */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++)
    rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  return Buffer.concat([
    PNG_MAGIC,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A loop-and-slant stroke seeded by the name: one stroke of about 120 points. */
function strokeOf(name: string, startMs: number): Point[] {
  const seed = createHash('sha256').update(name).digest();
  const loops = 3 + (seed[0]! % 4);
  const points: Point[] = [];
  const n = 120;
  for (let i = 0; i < n; i++) {
    const t = i / (n - 1);
    const phase = (seed[1]! / 255) * Math.PI;
    const x = 20 + t * (WIDTH - 40) + 12 * Math.cos(t * loops * 2 * Math.PI + phase);
    const y = HEIGHT / 2 + 26 * Math.sin(t * loops * 2 * Math.PI) * (1 - 0.5 * t) + (seed[2]! % 10) - 5;
    points.push({
      x: Math.round(x * 10) / 10,
      y: Math.round(y * 10) / 10,
      time: startMs + i * 8,
      pressure: 0.5,
    });
  }
  return points;
}

function draw(points: Point[]): Buffer {
  const w = WIDTH * SCALE;
  const h = HEIGHT * SCALE;
  const rgba = new Uint8Array(w * h * 4);
  const dot = (cx: number, cy: number) => {
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++) {
        if (dx * dx + dy * dy > 5) continue;
        const x = Math.round(cx) + dx;
        const y = Math.round(cy) + dy;
        if (x < 0 || y < 0 || x >= w || y >= h) continue;
        const at = (y * w + x) * 4;
        rgba.set([...INK, 0xff], at);
      }
  };
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const steps = Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) * SCALE);
    for (let k = 0; k <= steps; k++) {
      const t = steps === 0 ? 0 : k / steps;
      dot((a.x + (b.x - a.x) * t) * SCALE, (a.y + (b.y - a.y) * t) * SCALE);
    }
  }
  return encodePng(w, h, rgba);
}

/** A demo signature of `name`, drawn at `atMs`: the PNG data URL and its strokes. */
export function demoSignatures(name: string, atMs: number): { png: string; strokes: Point[][] } {
  const stroke = strokeOf(name, atMs);
  return { png: `data:image/png;base64,${draw(stroke).toString('base64')}`, strokes: [stroke] };
}
