import { refine, string, size, trimmed } from 'superstruct';

/** A non-blank trimmed string with a length limit; the refinement message is shown to the user. */
export function text(max: number, requiredMessage = 'Укажите') {
  return refine(size(trimmed(string()), 0, max), 'nonblank', (value) => value.length > 0 || requiredMessage);
}
