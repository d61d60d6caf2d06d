/**
 * The check digits of an INN and a SNILS. The spec asks only for the digit counts (12 and 11), and
 * the server accepts any such number; but most typos break the check digits, so the forms warn
 * (a warning, never a refusal: the person may hold a document the check does not know).
 */
export const CHECK_DIGIT_WARNINGS = {
  inn: 'Проверьте ИНН: контрольные цифры не сходятся, возможно, в номере опечатка',
  snils: 'Проверьте СНИЛС: контрольное число не сходится, возможно, в номере опечатка',
} as const;

const digitsOf = (value: string) => value.replace(/\D/g, '').split('').map(Number);

/** (Σ weight × digit) mod 11 mod 10: the FNS check digit. */
const innCheck = (weights: number[], digits: number[]) =>
  (weights.reduce((sum, w, i) => sum + w * (digits[i] ?? 0), 0) % 11) % 10;

const W10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const W11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const W12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

/** A person's 12-digit INN (or an organisation's 10-digit one) whose check digits are right. */
export function innCheckDigitsValid(value: string): boolean {
  const d = digitsOf(value);
  if (d.length === 10) return innCheck(W10, d) === d[9];
  if (d.length !== 12) return false;
  return innCheck(W11, d) === d[10] && innCheck(W12, d) === d[11];
}

/**
 * A SNILS whose control number (the last two digits) is right: Σ digit × (9 … 1) over the first
 * nine, below 100 as is, 100 and 101 as 00, above that mod 101 (100 again as 00). Numbers up to
 * 001-001-998 were issued before the control number existed: any control passes.
 */
export function snilsCheckDigitsValid(value: string): boolean {
  const d = digitsOf(value);
  if (d.length !== 11) return false;
  const number = Number(d.slice(0, 9).join(''));
  const control = d[9]! * 10 + d[10]!;
  if (number <= 1_001_998) return true;
  const sum = d.slice(0, 9).reduce((acc, digit, i) => acc + digit * (9 - i), 0);
  const expected = sum < 100 ? sum : sum % 101 === 100 ? 0 : sum % 101;
  return control === expected;
}

/**
 * The form's warnings for the identity numbers: only for a complete number (a half-typed one is the
 * rules' 'Должно быть минимум …'), keyed by the field's path.
 */
export function checkDigitWarnings(personal: { inn: string; snils: string }): Record<string, string> {
  const warnings: Record<string, string> = {};
  if (digitsOf(personal.inn).length === 12 && !innCheckDigitsValid(personal.inn))
    warnings['personal.inn'] = CHECK_DIGIT_WARNINGS.inn;
  if (digitsOf(personal.snils).length === 11 && !snilsCheckDigitsValid(personal.snils))
    warnings['personal.snils'] = CHECK_DIGIT_WARNINGS.snils;
  return warnings;
}
