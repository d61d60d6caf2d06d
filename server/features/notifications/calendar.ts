import { createEvent, type DateArray } from 'ics';

/** What an interview's calendar entry says (no personal data: the candidate's own calendar). */
export interface InterviewCalendar {
  meetingId: string;
  method: 'REQUEST' | 'CANCEL';
  /** Rises with each move (the meeting's `rescheduled` count), so calendars take the newest. */
  sequence: number;
  startsAt: string;
  durationMinutes: number;
  title: string;
  location: string;
  description: string;
  /** The host's domain, for a stable UID. */
  domain: string;
}

const utcArray = (iso: string): DateArray => {
  const d = new Date(iso);
  return [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
};

/**
 * The .ics of an interview (the `ics` package): METHOD REQUEST or CANCEL, the same UID for every
 * version of one meeting, SEQUENCE rising with each move, times in UTC.
 */
export function interviewIcs(entry: InterviewCalendar): string {
  const { error, value } = createEvent({
    uid: `interview-${entry.meetingId}@${entry.domain}`,
    method: entry.method,
    sequence: entry.sequence,
    status: entry.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    start: utcArray(entry.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: entry.durationMinutes },
    title: entry.title,
    location: entry.location,
    description: entry.description,
    productId: 'hiring-console/notifications',
  });
  if (error || !value) throw new Error(`calendar entry not built: ${error?.message ?? 'empty'}`);
  return value;
}
