/**
 * Index keys of the embedded read store as text that SQLite's byte order sorts exactly as mingo
 * compares the values (memory-sort.ts): null (and missing) < numbers < strings < booleans. Only
 * scalars are encoded; documents with arrays or objects in an indexed field never reach the SQL path.
 */
export type Scalar = string | number | boolean | null;

const view = new DataView(new ArrayBuffer(8));

export function encodeKey(value: Scalar | undefined): string {
  if (value === null || value === undefined) return 'a';
  if (typeof value === 'number') return 'b' + encodeNumber(value);
  if (typeof value === 'string') return 'c' + encodeString(value);
  return value ? 'd1' : 'd0';
}

/** A float64 as 16 hex digits whose order is the numbers' (sign flipped, negatives inverted). */
function encodeNumber(n: number): string {
  view.setFloat64(0, n === 0 ? 0 : n); // -0 equals 0 in the comparison
  let hi = view.getUint32(0);
  let lo = view.getUint32(4);
  if (hi & 0x80000000) {
    hi = ~hi >>> 0;
    lo = ~lo >>> 0;
  } else hi = (hi | 0x80000000) >>> 0;
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}

/**
 * JavaScript compares strings by UTF-16 code units and SQLite by UTF-8 bytes, which differ past
 * U+D7FF; four hex digits per code unit keep JavaScript's order (and its prefix rule).
 */
function encodeString(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i++) out += s.charCodeAt(i).toString(16).padStart(4, '0');
  return out;
}
