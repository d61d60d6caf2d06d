import { MEETINGS } from '#events/meetings/collections';
import type { MeetingDoc, MeetingEntity } from '#events/meetings/events';
import type { Filter, ReadStore } from '../core/read-store';
import { collectionIn } from '../core/typed-read';

/** Meetings matching `filter`, earliest first, at most `limit`. */
export async function findMeetings(read: ReadStore, filter: Filter, limit: number): Promise<MeetingEntity[]> {
  const docs = await collectionIn(read, MEETINGS).find(filter, { sort: { startsAt: 1, seq: 1 }, limit });
  return docs.map(meetingEntity);
}

export async function getMeetingDoc(read: ReadStore, id: string): Promise<MeetingDoc | null> {
  return collectionIn(read, MEETINGS).get(id);
}

/** The highest meeting number so far (0 when none). */
export async function lastMeetingSeq(read: ReadStore): Promise<number> {
  const [last] = await collectionIn(read, MEETINGS).find({}, { sort: { seq: -1 }, limit: 1 });
  return last?.seq ?? 0;
}

/** The API entity of a read-model document: its fields by name, so no bookkeeping leaks. */
export function meetingEntity(doc: MeetingDoc): MeetingEntity {
  const { id, questionnaireId, candidateName, positionTitle, IStoreId, storeName, startsAt, endsAt } = doc;
  const { durationMinutes, place, comment, status, revision, createdAt, createdBy, updatedAt, updatedBy } =
    doc;
  const { rescheduled, cancellation } = doc;
  return {
    ...{ id, questionnaireId, candidateName, positionTitle, IStoreId, storeName, startsAt, endsAt },
    questionnaireKind: doc.questionnaireKind ?? 'light',
    ...{ durationMinutes, place, comment, status, revision, createdAt, createdBy, updatedAt, updatedBy },
    rescheduled,
    cancellation,
    rescheduleRequest: doc.rescheduleRequest ?? null,
  };
}
