import {
  ADDRESS_LIMITS,
  EDUCATION_LIMITS,
  MARTIAL_STATUS_LIMIT,
  MILITARY_LIMITS,
  PASSPORT_LIMITS,
  PERSONAL_LIMITS,
  RELATIVE_LIMITS,
  tooLongMessage,
} from './limits';
import type { Profile } from './types';

interface LengthProblem {
  path: string;
  message: string;
}

/** Every field of `values` longer than its limit, under `prefix`. */
function over(prefix: string, values: object, limits: Record<string, number>): LengthProblem[] {
  const texts = values as Record<string, unknown>;
  return Object.entries(limits).flatMap(([field, max]) => {
    const value = texts[field];
    return typeof value === 'string' && value.length > max
      ? [{ path: `${prefix}.${field}`, message: tooLongMessage(max) }]
      : [];
  });
}

/** The profile's texts over their limits (limits.ts), in form order: the form shows them under the fields. */
export function lengthProblems(p: Profile): LengthProblem[] {
  return [
    ...over('personal', p.personal, PERSONAL_LIMITS),
    ...over('passport', p.passport, PASSPORT_LIMITS),
    ...over('addresses.registration', p.addresses.registration, {
      ...ADDRESS_LIMITS,
      dateRegistration: 10,
    }),
    ...over('addresses.residential', p.addresses.residential, ADDRESS_LIMITS),
    ...over('military', p.military, MILITARY_LIMITS),
    ...over('martial', p.martial, { martialStatus: MARTIAL_STATUS_LIMIT, martialStatusApprovedAt: 10 }),
    ...p.martial.relatives.flatMap((r, i) => over(`martial.relatives.${i}`, r, RELATIVE_LIMITS)),
    ...p.education.flatMap((e, i) => over(`education.${i}`, e, EDUCATION_LIMITS)),
  ];
}
