import type { EventEnvelope } from '../events/core/envelope';
import { parseStreamId } from '../events/core/envelope';
import { MEETING_KIND, MEETINGS_COLLECTION, type MeetingEntity } from '../events/meetings/events';
import type { ActionBy } from '../events/questionnaire-light/events';
import type { Doc } from './core/read-store';
import type { Projection } from './core/types';

export const MEETINGS = MEETINGS_COLLECTION;

const endOf = (startsAt: string, minutes: number) =>
  new Date(Date.parse(startsAt) + minutes * 60_000).toISOString();

function actorOf(event: EventEnvelope): ActionBy {
  const { userId, role, name } = event.meta.actor;
  return { userId, name: name ?? '', role };
}

/**
 * Read model `meetings`: one document per interview invitation, shaped as the API entity plus
 * `seq` (the number, for the next id). `startsAt`/`endsAt` are normalised ISO strings, so a range
 * query compares them as text. Cancelled meetings stay, marked, so the calendar can show them.
 */
export const meetingsProjection: Projection = {
  name: MEETINGS,
  collections: [MEETINGS],
  keysOf(event) {
    const { kind, id } = parseStreamId(event.streamId);
    if (kind !== MEETING_KIND || !event.type.startsWith('Interview')) return [];
    return [{ collection: MEETINGS, id }];
  },
  apply(doc, event, key) {
    const d = event.data as Record<string, unknown>;
    const stamp = { revision: event.revision, updatedAt: event.meta.occurredAt, updatedBy: actorOf(event) };
    if (event.type === 'InterviewScheduled') return scheduled(key.id, event, d);
    if (!doc) return null;
    switch (event.type) {
      case 'InterviewRescheduled': {
        const startsAt = d.startsAt as string;
        const durationMinutes = (d.durationMinutes as number | undefined) ?? (doc.durationMinutes as number);
        const place = (d.place as string | undefined) ?? (doc.place as string);
        const rescheduled = ((doc.rescheduled as number | undefined) ?? 0) + 1;
        const endsAt = endOf(startsAt, durationMinutes);
        return { ...doc, ...stamp, startsAt, endsAt, durationMinutes, place, rescheduled };
      }
      case 'InterviewCancelled': {
        const cancellation = { reason: d.reason as string, at: event.meta.occurredAt, by: actorOf(event) };
        return { ...doc, ...stamp, status: 'cancelled', cancellation };
      }
      default:
        return doc;
    }
  },
};

function scheduled(id: string, event: EventEnvelope, d: Record<string, unknown>): Doc {
  const startsAt = d.startsAt as string;
  const durationMinutes = d.durationMinutes as number;
  const by = actorOf(event);
  return {
    _id: id,
    id,
    questionnaireId: d.questionnaireId as string,
    candidateName: d.candidateName as string,
    positionTitle: d.positionTitle as string,
    IStoreId: d.IStoreId as string,
    storeName: d.storeName as string,
    startsAt,
    endsAt: endOf(startsAt, durationMinutes),
    durationMinutes,
    place: d.place as string,
    comment: d.comment as string,
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

/** The API entity of a read-model document (bookkeeping fields stay behind). */
export function meetingEntity(doc: Doc): MeetingEntity {
  return {
    id: doc.id as string,
    questionnaireId: doc.questionnaireId as string,
    candidateName: doc.candidateName as string,
    positionTitle: doc.positionTitle as string,
    IStoreId: doc.IStoreId as string,
    storeName: doc.storeName as string,
    startsAt: doc.startsAt as string,
    endsAt: doc.endsAt as string,
    durationMinutes: doc.durationMinutes as number,
    place: doc.place as string,
    comment: doc.comment as string,
    status: doc.status as MeetingEntity['status'],
    revision: doc.revision as number,
    createdAt: doc.createdAt as string,
    createdBy: doc.createdBy as ActionBy,
    updatedAt: doc.updatedAt as string,
    updatedBy: doc.updatedBy as ActionBy,
    rescheduled: (doc.rescheduled as number | undefined) ?? 0,
    cancellation: (doc.cancellation as MeetingEntity['cancellation']) ?? null,
  };
}
