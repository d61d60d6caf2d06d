import { describe, expect, it } from 'vitest';
import { encodeKey } from '#server/readstore/sql-keys';

import Database from 'better-sqlite3';

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
  it('are the text itself below U+D800, and units from U+D800 up move past U+DFFF', () => {
    expect(encodeKey('Ёж')).toBe('cЁж');
    expect(encodeKey('')).toBe('c');
    expect(encodeKey('a\ud83d\ude00\uffff')).toBe(
      'ca' + String.fromCodePoint(0xe000 + 0x3d, 0xe000 + 0x600, 0x107ff),
    );
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

  it('sort so in SQLite itself, bound as text and read back unchanged', () => {
    const seed = { n: 5 };
    const strings = [...new Set(Array.from({ length: 300 }, (_, i) => randomString(i % 7, seed)))];
    const db = new Database(':memory:');
    db.exec('CREATE TABLE t (k TEXT PRIMARY KEY, s INTEGER NOT NULL)');
    const put = db.prepare('INSERT INTO t (k, s) VALUES (?, ?)');
    strings.forEach((s, i) => put.run(encodeKey(s), i));
    const rows = db.prepare<[], { k: string; s: number }>('SELECT k, s FROM t ORDER BY k').all();
    expect(rows.map((row) => strings[row.s])).toEqual(
      [...strings].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    expect(rows.every((row) => row.k === encodeKey(strings[row.s]!))).toBe(true);
    db.close();
  });
});
