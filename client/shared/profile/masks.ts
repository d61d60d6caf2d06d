/**
 * The profile's input masks (spec part 2, section 3): what a field keeps of what was typed or pasted.
 * Pure, so a paste of '4519 123456' or '770001' lands in the shape the rules expect.
 */
const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Only digits, at most `max` of them (passport series 4, number 6, INN 12, postcode 6…). */
export const maskDigits = (value: string, max: number): string => digitsOf(value).slice(0, max);

/** Digits laid out by a pattern of 'N' (a digit) and literals: 'NNN-NNN-NNN NN'. */
export function maskPattern(value: string, pattern: string): string {
  const digits = digitsOf(value);
  let out = '';
  let next = 0;
  for (const ch of pattern) {
    if (next >= digits.length) break;
    if (ch === 'N') out += digits[next++];
    else out += ch;
  }
  return out;
}

export const SNILS_PATTERN = 'NNN-NNN-NNN NN';
export const DEPARTMENT_PATTERN = 'NNN-NNN';
export const DATE_PATTERN = 'NN.NN.NNNN';

export const maskSnils = (value: string) => maskPattern(value, SNILS_PATTERN);
export const maskDepartment = (value: string) => maskPattern(value, DEPARTMENT_PATTERN);
/** 'ДД.ММ.ГГГГ' as typed; an ISO date ('1990-05-20', a browser's autofill) is turned around first. */
export function maskDate(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (iso) return `${iso[3]}.${iso[2]}.${iso[1]}`;
  return maskPattern(value, DATE_PATTERN);
}

/** The masks by name, for the form's text fields. */
export const MASKS = {
  series: (v: string) => maskDigits(v, 4),
  passportNumber: (v: string) => maskDigits(v, 6),
  inn: (v: string) => maskDigits(v, 12),
  postCode: (v: string) => maskDigits(v, 6),
  snils: maskSnils,
  department: maskDepartment,
  date: maskDate,
  militaryNumber: (v: string) => maskDigits(v, 8),
  militarySeria: (v: string) => v.replace(/\s/g, '').slice(0, 2).toUpperCase(),
  profileCode: (v: string) => maskDigits(v, 6),
} as const;
export type MaskName = keyof typeof MASKS;
