import { any, object, optional, refine, string } from 'superstruct';
import { APPROVAL_CODE, APPROVAL_MESSAGES, MANUAL_PHONE_MAX } from './events';

const MANUAL_PHONE = /^\+?\d{10,11}$/;

/** The director's phone typed by hand, as 11 digits starting with 7, or null when it is not one. */
export function normalizeManualPhone(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length > MANUAL_PHONE_MAX || !MANUAL_PHONE.test(trimmed)) return null;
  const digits = trimmed.replace('+', '');
  if (digits.length === 10) return `7${digits}`;
  if (digits.startsWith('8') || digits.startsWith('7')) return `7${digits.slice(1)}`;
  return null;
}

/** The console's manual phone field: keeps only a leading plus and digits, at most 12 characters. */
export function manualPhoneTyping(value: string): string {
  const plus = value.trimStart().startsWith('+') ? '+' : '';
  return `${plus}${value.replace(/\D/g, '')}`.slice(0, MANUAL_PHONE_MAX);
}

/** The code field: digits only, at most 4 (spec section 5). */
export function codeTyping(value: string): string {
  return value.replace(/\D/g, '').slice(0, APPROVAL_CODE.length);
}

/**
 * The code as the spec sends it (a number: 421 is '0421') or as digits; null when it is neither.
 * Exactly 4 digits once padded: 5 digits, letters, fractions and negatives are refused.
 */
export function approvalCodeText(value: unknown): string | null {
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0 || value > 9999) return null;
    return String(value).padStart(APPROVAL_CODE.length, '0');
  }
  if (typeof value === 'string' && /^\d{4}$/.test(value)) return value;
  return null;
}

/** POST /checkConfirmation/{id}: the phone when the directory has none (spec section 7). */
export const RequestApprovalCodeInput = object({
  phone: optional(
    refine(string(), 'manualPhone', (v) => normalizeManualPhone(v) !== null || APPROVAL_MESSAGES.phoneFormat),
  ),
});

/** POST /checkConfirmation/{id}/confirm: code (a number in the spec; 4 digits as text accepted). */
export const ConfirmApprovalCodeInput = object({
  code: refine(any(), 'approvalCode', (v) => approvalCodeText(v) !== null || APPROVAL_MESSAGES.codeFormat),
});

/** POST /approvals/{id}/approve: nothing but the id. */
export const ApproveByClickInput = object({});
