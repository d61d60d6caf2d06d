import {
  array,
  enums,
  literal,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  boolean,
} from 'superstruct';
import { EXPERIENCE_OPTIONS, OCCUPATION_OPTIONS, SCHEDULE_OPTIONS } from '#events/vacancies/events';

/** A JobBoardVacancy as the sandboxes' JSON API accepts it (the in-process adapters skip this). */
const Html = size(string(), 0, 20_000);

export const JobBoardVacancyInput = object({
  title: size(string(), 1, 220),
  sections: object({ responsibility: Html, standards: Html, conditions: Html, extra: Html }),
  salary: nullable(
    object({
      from: nullable(number()),
      to: nullable(number()),
      currency: literal('RUR'),
      gross: optional(boolean()),
    }),
  ),
  areaId: size(string(), 1, 20),
  experience: optional(enums(EXPERIENCE_OPTIONS)),
  schedule: optional(enums(SCHEDULE_OPTIONS)),
  occupation: optional(enums(OCCUPATION_OPTIONS)),
  professionalRoleIds: size(array(size(string(), 1, 40)), 0, 20),
  address: object({ city: size(string(), 0, 200), street: optional(size(string(), 0, 300)) }),
  contacts: optional(
    object({
      name: optional(size(string(), 0, 200)),
      email: optional(size(string(), 0, 200)),
      phone: optional(size(string(), 0, 20)),
    }),
  ),
  code: optional(size(string(), 0, 50)),
});
