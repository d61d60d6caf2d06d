import type { MeetingEntity, MeetingStatus } from '#events/meetings/events';
import { MEETINGS } from '#events/meetings/collections';
import { apiCall } from '../../shell/http';

export type { MeetingEntity, MeetingStatus };
export { MEETINGS };

/** The meeting calls of the staff console (issue 5, calendar). Failures are ApiErrors; 409 names who. */

export function listMeetings(range: { from: string; to: string }): Promise<{ list: MeetingEntity[] }> {
  return apiCall('/meetings/list', range);
}

export function scheduleMeeting(input: {
  questionnaireId: string;
  startsAt: string;
  durationMinutes: number;
  place: string;
  comment?: string;
}): Promise<{ entity: MeetingEntity }> {
  return apiCall('/meetings/schedule', input);
}

export function rescheduleMeeting(input: {
  id: string;
  startsAt: string;
  durationMinutes?: number;
  place?: string;
  revision: number;
}): Promise<{ entity: MeetingEntity }> {
  return apiCall('/meetings/reschedule', input);
}

export function cancelMeeting(input: {
  id: string;
  reason: string;
  revision: number;
}): Promise<{ entity: MeetingEntity }> {
  return apiCall('/meetings/cancel', input);
}

/** A pushed read-model document (entity fields plus `_id`, `seq`) as the API entity. */
export function toMeeting(doc: MeetingEntity, pushedId: string): MeetingEntity {
  const { id, questionnaireId, candidateName, positionTitle, IStoreId, storeName, startsAt, endsAt } = doc;
  const { durationMinutes, place, comment, status, revision, createdAt, createdBy } = doc;
  const { updatedAt, updatedBy, rescheduled, cancellation } = doc;
  return {
    id: id || pushedId,
    questionnaireId,
    questionnaireKind: doc.questionnaireKind ?? 'light',
    candidateName,
    positionTitle,
    IStoreId,
    storeName,
    startsAt,
    endsAt,
    durationMinutes,
    place,
    comment,
    status,
    revision,
    createdAt,
    createdBy,
    updatedAt,
    updatedBy,
    rescheduled,
    cancellation: cancellation ?? null,
    rescheduleRequest: doc.rescheduleRequest ?? null,
  };
}
