import { parseStreamId } from '#events/core/envelope';
import { MEETINGS } from '#events/meetings/collections';
import {
  MEETING_KIND,
  MeetingEvents,
  type MeetingDoc,
  type StoredMeetingEvent,
} from '#events/meetings/events';
import type { ActionBy } from '#events/questionnaire-light/events';
import { CandidateStatusEvents } from '#events/candidate-status/events';
import { defineProjection } from '../core/types';

/** The meetings' own events, and the candidate's request to move one (their status page, issue 31). */
const EVENTS = {
  ...MeetingEvents,
  InterviewRescheduleRequested: CandidateStatusEvents.InterviewRescheduleRequested,
};

const endOf = (startsAt: string, minutes: number) =>
  new Date(Date.parse(startsAt) + minutes * 60_000).toISOString();

function actorOf(event: StoredMeetingEvent): ActionBy {
  const { userId, role, name } = event.meta.actor;
  return { userId, name: name ?? '', role };
}

/**
 * Read model `meetings`: one document per interview invitation, shaped as the API entity plus
 * `seq` (the number, for the next id). `startsAt`/`endsAt` are normalised ISO strings, so a range
 * query compares them as text. Cancelled meetings stay, marked, so the calendar can show them.
 */
export const meetingsProjection = defineProjection({
  name: MEETINGS.name,
  events: EVENTS,
  collection: MEETINGS,
  keysOf(event) {
    if (event.type === 'InterviewRescheduleRequested') return [event.data.meetingId];
    const { kind, id } = parseStreamId(event.streamId);
    return kind === MEETING_KIND ? [id] : [];
  },
  personal: true,
  erase: { kind: MEETING_KIND, fields: ['candidateName', 'rescheduleRequest.comment'] },
  apply(doc, event, id): MeetingDoc | null {
    if (event.type === 'InterviewRescheduleRequested') {
      // Only a meeting still on takes a request; the meeting's own revision and stamps stay.
      if (!doc || doc.status !== 'scheduled') return doc;
      const { comment, preferredTime } = event.data;
      return { ...doc, rescheduleRequest: { comment, preferredTime, at: event.meta.occurredAt } };
    }
    const stamp = { revision: event.revision, updatedAt: event.meta.occurredAt, updatedBy: actorOf(event) };
    if (event.type === 'InterviewScheduled') return scheduled(id, event);
    if (!doc) return null;
    switch (event.type) {
      case 'InterviewRescheduled': {
        const { startsAt } = event.data;
        const durationMinutes = event.data.durationMinutes ?? doc.durationMinutes;
        const place = event.data.place ?? doc.place;
        const endsAt = endOf(startsAt, durationMinutes);
        return {
          ...doc,
          ...stamp,
          startsAt,
          endsAt,
          durationMinutes,
          place,
          rescheduled: doc.rescheduled + 1,
          rescheduleRequest: null,
        };
      }
      case 'InterviewCancelled': {
        const cancellation = { reason: event.data.reason, at: event.meta.occurredAt, by: actorOf(event) };
        return { ...doc, ...stamp, status: 'cancelled', cancellation, rescheduleRequest: null };
      }
    }
  },
});

function scheduled(
  id: string,
  event: Extract<StoredMeetingEvent, { type: 'InterviewScheduled' }>,
): MeetingDoc {
  const { questionnaireId, candidateName, positionTitle, IStoreId, storeName } = event.data;
  const { startsAt, durationMinutes, place, comment } = event.data;
  const by = actorOf(event);
  return {
    id,
    questionnaireId,
    questionnaireKind: event.data.questionnaireKind ?? 'light',
    candidateName,
    positionTitle,
    IStoreId,
    storeName,
    startsAt,
    endsAt: endOf(startsAt, durationMinutes),
    durationMinutes,
    place,
    comment,
    status: 'scheduled',
    revision: event.revision,
    createdAt: event.meta.occurredAt,
    createdBy: by,
    updatedAt: event.meta.occurredAt,
    updatedBy: by,
    rescheduled: 0,
    cancellation: null,
    seq: Number(id) || 0,
  };
}
