import { validate, type Struct } from 'superstruct';
import { describeStructError } from '#events/core/messages';
import { ValidationError } from '../core/errors';

/** Validates (and coerces, e.g. trims) an API input; a failure is a 400 naming the field in Russian. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema part of Struct is irrelevant here
export function parseInput<T>(struct: Struct<T, any>, value: unknown): T {
  const [err, result] = validate(value ?? {}, struct, { coerce: true });
  if (err) {
    const failure = err.failures()[0];
    throw new ValidationError(describeStructError(err), failure?.path.join('.'));
  }
  return result;
}
