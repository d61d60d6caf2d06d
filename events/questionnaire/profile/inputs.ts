import {
  enums,
  integer,
  max,
  min,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  unknown,
} from 'superstruct';
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

/**
 * PUT /questionnaire/{id} (spec part 2, section 7): the whole profile in one call, with the spec's
 * field names — info (personal data, passport, addresses), militaryLiableUi, martialLiableUi,
 * educationLiableUi — as JSON: the API refuses multipart bodies (a cross-site form could send them),
 * and scans go up one by one (POST /questionnaire/{id}/files), so `files` is not part of it.
 * Every section given is saved in one append, or none.
 */
export const ProfileWholeInput = refine(
  object({
    revision: min(max(integer(), 1_000_000), 0),
    info: optional(
      object({
        personal: optional(unknown()),
        passport: optional(unknown()),
        addresses: optional(unknown()),
      }),
    ),
    militaryLiableUi: optional(unknown()),
    martialLiableUi: optional(unknown()),
    educationLiableUi: optional(unknown()),
  }),
  'sections',
  (value) =>
    value.info?.personal !== undefined ||
    value.info?.passport !== undefined ||
    value.info?.addresses !== undefined ||
    value.militaryLiableUi !== undefined ||
    value.martialLiableUi !== undefined ||
    value.educationLiableUi !== undefined ||
    'Нет ни одного раздела анкеты: укажите info, militaryLiableUi, martialLiableUi или educationLiableUi',
);
