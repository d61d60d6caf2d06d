import type { UseFormSetError } from 'react-hook-form';
import { MEETING_MESSAGES, type MeetingFormValues } from '#events/meetings/events';
import { ApiError } from '#client/console/shell/http';
import { formatDay, formatTime, inZone, instantOf, nowInZone } from './time';

/** Tomorrow at 11:00 (Moscow), one hour, at `place`. */
export function defaultMeetingValues(place: string): MeetingFormValues {
  const tomorrow = nowInZone().plus({ days: 1 });
  return { date: formatDay(tomorrow), time: '11:00', durationMinutes: 60, place, comment: '' };
}

/** A meeting's current values, to move it. */
export function meetingValues(m: { startsAt: string; durationMinutes: number; place: string }) {
  const start = inZone(m.startsAt);
  return {
    date: formatDay(start),
    time: formatTime(start),
    durationMinutes: m.durationMinutes,
    place: m.place,
    comment: '',
  } satisfies MeetingFormValues;
}

/**
 * The start as an ISO instant, or null after marking the field: the form's own check of the
 * decider's rule (the server checks again with its clock).
 */
export function futureStart(values: MeetingFormValues, setError: UseFormSetError<MeetingFormValues>) {
  const startsAt = instantOf(values.date, values.time);
  if (!startsAt) {
    setError('date', { message: 'Укажите дату в формате ДД.ММ.ГГГГ' });
    return null;
  }
  if (Date.parse(startsAt) <= nowInZone().toMillis()) {
    setError('time', { message: MEETING_MESSAGES.startsInPast });
    return null;
  }
  return startsAt;
}

const FIELDS: Record<string, keyof MeetingFormValues> = {
  startsAt: 'time',
  durationMinutes: 'durationMinutes',
  place: 'place',
  comment: 'comment',
};

/** A 400 naming a field goes under that field; anything else is shown above the form. */
export function showServerError(err: unknown, setError: UseFormSetError<MeetingFormValues>): string | null {
  const field = err instanceof ApiError && err.status === 400 ? err.details?.field : undefined;
  const target = typeof field === 'string' ? FIELDS[field] : undefined;
  if (target && err instanceof ApiError) {
    setError(target, { message: err.message });
    return null;
  }
  return err instanceof ApiError ? err.message : 'Неизвестная ошибка';
}
