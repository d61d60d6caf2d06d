import {
  MEETINGS_COLLECTION,
  MEETINGS_LIST_ROOM,
  type MeetingEntity,
  type MeetingStatus,
} from '../../../../events/meetings/events';
import type { ActionBy } from '../../../../events/questionnaire-light/events';
import { apiCall } from '../../shell/http';

export type { MeetingEntity, MeetingStatus };
export { MEETINGS_COLLECTION, MEETINGS_LIST_ROOM };

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

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const by = (v: unknown): ActionBy => {
  const o = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  return { userId: text(o.userId), name: text(o.name), role: text(o.role) };
};

/** A pushed read-model document (entity fields plus `_id`, `seq`) as the API entity. */
export function toMeeting(doc: Record<string, unknown>): MeetingEntity {
  return {
    id: String(doc.id ?? doc._id ?? ''),
    questionnaireId: text(doc.questionnaireId),
    candidateName: text(doc.candidateName),
    positionTitle: text(doc.positionTitle),
    IStoreId: text(doc.IStoreId),
    storeName: text(doc.storeName),
    startsAt: text(doc.startsAt),
    endsAt: text(doc.endsAt),
    durationMinutes: typeof doc.durationMinutes === 'number' ? doc.durationMinutes : 0,
    place: text(doc.place),
    comment: text(doc.comment),
    status: doc.status === 'cancelled' ? 'cancelled' : 'scheduled',
    revision: typeof doc.revision === 'number' ? doc.revision : 0,
    createdAt: text(doc.createdAt),
    createdBy: by(doc.createdBy),
    updatedAt: text(doc.updatedAt),
    updatedBy: by(doc.updatedBy),
    rescheduled: typeof doc.rescheduled === 'number' ? doc.rescheduled : 0,
    cancellation: (doc.cancellation as MeetingEntity['cancellation']) ?? null,
  };
}
