import { describe, expect, it } from 'vitest';
import { encodeKey } from '#server/readstore/sql-keys';

/** Four hex digits per UTF-16 code unit, as the keys stored in existing files were written. */
const written = (s: string) =>
  'c' + Array.from({ length: s.length }, (_, i) => s.charCodeAt(i).toString(16).padStart(4, '0')).join('');

function randomString(length: number, seed: { n: number }): string {
  const units: number[] = [];
  for (let i = 0; i < length; i++) {
    seed.n = (seed.n * 1103515245 + 12345) % 2 ** 31;
    const pick = seed.n % 4;
    // ASCII, Cyrillic, the surrogate range and the BMP's top: where UTF-8 and UTF-16 orders differ.
    units.push(
      [0x20 + (seed.n % 95), 0x410 + (seed.n % 64), 0xd800 + (seed.n % 2048), 0xe000 + (seed.n % 8192)][
        pick
      ]!,
    );
  }
  return String.fromCharCode(...units);
}

/** A float64's 16 hex digits, sign flipped, negatives inverted: as existing files were written. */
function writtenNumber(n: number): string {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, n === 0 ? 0 : n);
  let [hi, lo] = [view.getUint32(0), view.getUint32(4)];
  if (hi & 0x80000000) [hi, lo] = [~hi >>> 0, ~lo >>> 0];
  else hi = (hi | 0x80000000) >>> 0;
  return 'b' + hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}

describe("the embedded read store's number keys", () => {
  const numbers = [
    0,
    -0,
    1,
    -1,
    0.5,
    -0.5,
    1e300,
    -1e300,
    5e-324,
    -5e-324,
    Date.UTC(2026, 10, 27),
    42,
    -42.25,
  ];

  it('are the float64 bits as existing files hold them', () => {
    for (const n of numbers) expect(encodeKey(n)).toBe(writtenNumber(n));
  });

  it("sort in SQLite's byte order as the numbers do", () => {
    const byKey = [...numbers].sort((a, b) =>
      encodeKey(a) < encodeKey(b) ? -1 : encodeKey(a) > encodeKey(b) ? 1 : 0,
    );
    expect(byKey.map((n) => n + 0)).toEqual([...numbers].sort((a, b) => a - b).map((n) => n + 0));
  });
});

describe("the embedded read store's string keys", () => {
  it('are the code units in hex, whatever the length (the buffer grows past 256 units)', () => {
    const seed = { n: 7 };
    for (const length of [0, 1, 2, 36, 255, 256, 257, 1000, 5000, 3]) {
      const s = randomString(length, seed);
      expect(encodeKey(s)).toBe(written(s));
    }
    expect(encodeKey('Ёж')).toBe('c04010436');
  });

  it("sort in SQLite's byte order as JavaScript compares the strings", () => {
    const seed = { n: 11 };
    const strings = Array.from({ length: 300 }, (_, i) => randomString(i % 9, seed));
    const byJs = [...strings].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const byKey = [...strings].sort((a, b) => {
      const [x, y] = [Buffer.from(encodeKey(a)), Buffer.from(encodeKey(b))];
      return Buffer.compare(x, y);
    });
    expect(byKey).toEqual(byJs);
  });
});
