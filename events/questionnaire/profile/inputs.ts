import { enums, integer, max, min, object, pattern, size, string, unknown } from 'superstruct';
import { PROFILE_SECTIONS } from './events';

/** PUT /questionnaire/{id}/profile/{section}: the whole section and the revision the form showed. */
export const ProfileSaveInput = object({
  data: unknown(),
  revision: min(max(integer(), 1_000_000), 0),
});

export const ProfileSaveParams = object({
  id: pattern(size(string(), 1, 20), /^\d+$/),
  section: enums(PROFILE_SECTIONS),
});
