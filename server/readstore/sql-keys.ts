/**
 * Index keys of the embedded read store as text that SQLite's byte order sorts exactly as mingo
 * compares the values (memory-sort.ts): null (and missing) < numbers < strings < booleans. Only
 * scalars are encoded; documents with arrays or objects in an indexed field never reach the SQL path.
 */
export type Scalar = string | number | boolean | null;

export function encodeKey(value: Scalar | undefined): string {
  if (value === null || value === undefined) return 'a';
  if (typeof value === 'number') return 'b' + encodeNumber(value);
  if (typeof value === 'string') return 'c' + encodeString(value);
  return value ? 'd1' : 'd0';
}

/** The value `encodeKey` encoded (a missing value comes back null). */
export function decodeKey(key: string): Scalar {
  switch (key[0]) {
    case 'a':
      return null;
    case 'b':
      return decodeNumber(key.slice(1));
    case 'c':
      return decodeString(key.slice(1));
    default:
      return key === 'd1';
  }
}

/** encodeNumber's float, reused from call to call. */
const float = Buffer.alloc(8);

/** A float64 as 16 hex digits whose order is the numbers' (sign flipped, negatives inverted). */
function encodeNumber(n: number): string {
  float.writeDoubleBE(n === 0 ? 0 : n); // -0 equals 0 in the comparison
  if (float[0]! & 0x80) for (let i = 0; i < 8; i++) float[i] = ~float[i]! & 0xff;
  else float[0] = float[0]! | 0x80;
  return float.toString('hex');
}

function decodeNumber(hex: string): number {
  const bytes = Buffer.from(hex, 'hex');
  if (bytes[0]! & 0x80) bytes[0] = bytes[0]! & 0x7f;
  else for (let i = 0; i < 8; i++) bytes[i] = ~bytes[i]! & 0xff;
  return bytes.readDoubleBE(0);
}

/** Code units from U+D800 up: where UTF-8's order (code points) and UTF-16's differ. */
const HIGH_UNITS = /[\uD800-\uFFFF]/;

/**
 * The string itself, read by SQLite as UTF-8: its byte order is the code points', which is
 * JavaScript's order of code units below U+D800. A string with a unit from U+D800 up (surrogates,
 * the BMP's top) has those units moved past U+DFFF in the same order (U+D800 + u to U+E000 + u),
 * so surrogates no longer sort after U+E000..U+FFFF and no lone surrogate reaches SQLite. Four hex
 * digits per unit, as layout 3 wrote them, made every index entry four times the text.
 */
function encodeString(s: string): string {
  if (!HIGH_UNITS.test(s)) return s;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const unit = s.charCodeAt(i);
    out += unit < 0xd800 ? s[i] : String.fromCodePoint(0xe000 + (unit - 0xd800));
  }
  return out;
}

/** The string encodeString moved: code points from U+E000 up back to units from U+D800 up. */
function decodeString(s: string): string {
  if (!/[\uE000-\uFFFF\uD800-\uDBFF]/.test(s)) return s;
  let out = '';
  for (const char of s) {
    const point = char.codePointAt(0)!;
    out += point < 0xe000 ? char : String.fromCharCode(0xd800 + (point - 0xe000));
  }
  return out;
}
