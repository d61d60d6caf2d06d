import { array, object, refine, size, string, tuple, type Describe } from 'superstruct';
import { parseCalendarDay, dayNumber } from '../core/calendar-day';
import { safeName } from '../core/name-text';
import { calendarDate, PAST_DOCUMENT_DATE, text, optionalText } from '../core/validators';

/**
 * The candidate's last places of work (spec part 2, section 3: `info.lastJobs`, a work place is
 * organization, period [from, to], position, description); the card shows them in their own
 * collapsible section, only when there are any (section 2). Dates are the spec's 'ДД.ММ.ГГГГ'; an
 * empty `to` is a job the candidate still has.
 */
export interface WorkPlace {
  organization: string;
  period: [string, string];
  position: string;
  description: string;
}

export const MAX_WORK_PLACES = 10;
export const WORK_PLACE_LIMITS = { organization: 200, position: 200, description: 1000 } as const;
export const WORK_PLACE_MESSAGES = {
  order: 'Дата окончания работы раньше даты начала',
} as const;

/** As stored in events: well-formed only (sealed placeholders included). */
export const WorkPlaceData: Describe<WorkPlace> = object({
  organization: string(),
  period: tuple([string(), string()]),
  position: string(),
  description: string(),
});
export const WorkPlacesData = array(WorkPlaceData);

const startDay = calendarDate({ format: 'ru', ...PAST_DOCUMENT_DATE });
const endDay = calendarDate({ format: 'ru', allowEmpty: true, ...PAST_DOCUMENT_DATE });

/** The period's end, when there is one, is not before its start. */
function periodInOrder([from, to]: [string, string]): boolean {
  const start = parseCalendarDay(from, 'ru');
  const end = parseCalendarDay(to, 'ru');
  return !start || !end || dayNumber(end) >= dayNumber(start);
}

/** What PUT /questionnaire/{id}/info takes as `lastJobs`: every text limited, dates real days. */
export const WorkPlaceInput: Describe<WorkPlace> = object({
  organization: safeName(text(WORK_PLACE_LIMITS.organization)),
  period: refine(
    tuple([startDay, endDay]),
    'periodOrder',
    (period) => periodInOrder(period) || WORK_PLACE_MESSAGES.order,
  ),
  position: safeName(text(WORK_PLACE_LIMITS.position)),
  description: optionalText(WORK_PLACE_LIMITS.description),
});
export const WorkPlacesInput = size(array(WorkPlaceInput), 0, MAX_WORK_PLACES);

/** The work places of a stored value (an erased one reads as none). */
export const workPlacesOf = (value: WorkPlace[] | undefined): WorkPlace[] =>
  Array.isArray(value) ? value : [];
