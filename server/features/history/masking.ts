import { maskDigits, seesWholeIdentity } from '#events/questionnaire/masking';
import { redactSecrets } from '../audit/index';

/**
 * A record's state as one viewer may see it in history: secrets never (redactSecrets), personal
 * values as the record's own screens show them. Identity numbers (passport, INN, SNILS, military
 * document) and the hire's salary account go whole only to those who hire
 * (events/questionnaire/masking.ts, events/employment/access.ts); the others see the last four
 * digits, a passport series none. An erased value reads 'удалено' for everyone (the store opens it
 * so). Masked on the state, before any diff, so no display of a change can carry a whole number.
 */
const LAST_FOUR = new Set(['inn', 'snils', 'documentNumber', 'account']);
const NO_DIGITS = new Set(['departmentNumber']);
const PASSPORT_LAST_FOUR = new Set(['number']);
const PASSPORT_NO_DIGITS = new Set(['series']);

export type StateView = (state: unknown) => unknown;

export function stateViewFor(scope: string): StateView {
  if (seesWholeIdentity(scope)) return redactSecrets;
  return (state) => maskIdentity(redactSecrets(state), false);
}

function maskIdentity(value: unknown, inPassport: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => maskIdentity(item, inPassport));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => {
      if (typeof child === 'string') return [key, maskLeaf(key, child, inPassport)];
      return [key, maskIdentity(child, inPassport || key === 'passport')];
    }),
  );
}

function maskLeaf(key: string, value: string, inPassport: boolean): string {
  if (LAST_FOUR.has(key) || (inPassport && PASSPORT_LAST_FOUR.has(key))) return maskDigits(value);
  if (NO_DIGITS.has(key) || (inPassport && PASSPORT_NO_DIGITS.has(key))) return maskDigits(value, 0);
  return value;
}
