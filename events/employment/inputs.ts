import { enums, object, optional, pattern, size, string } from 'superstruct';

/** POST /one_s/drift/{id}: what staff decided about a change made in 1C. */
export const ResolveDriftInput = object({
  decision: enums(['resend', 'accept'] as const),
  comment: optional(size(string(), 0, 1000)),
});

/** The revision of the questionnaire the card showed (`?revision=N`): a stale screen is refused. */
export const SeenRevisionQuery = object({ revision: optional(pattern(string(), /^\d{1,9}$/)) });
