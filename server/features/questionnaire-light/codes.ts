import { createHmac, randomInt } from 'node:crypto';
import { PHONE_CODE } from '#events/questionnaire-light/events';

/** A fresh 4-digit code from a cryptographic source. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE.length)).padStart(PHONE_CODE.length, '0');
}

/**
 * HMAC-SHA256 with a server-side pepper, bound to the phone: a leaked event store does not give the
 * 10 000 candidate codes away without the pepper, and a hash for one phone is useless for another.
 */
export function hashCode(pepper: string, phone: string, code: string): string {
  return createHmac('sha256', pepper).update(`${phone}:${code}`).digest('hex');
}
