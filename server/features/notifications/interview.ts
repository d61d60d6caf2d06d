import type { EventEnvelope } from '#events/core/envelope';
import type { MeetingQuestionnaireKind } from '#events/meetings/events';
import type { Services } from '../../core/services';

/** An interview as it stood at one of its events (a later move must not change an earlier message). */
export interface InterviewAt {
  meetingId: string;
  questionnaireId: string;
  questionnaireKind: MeetingQuestionnaireKind;
  startsAt: string;
  durationMinutes: number;
  storeAddress: string;
  /** How many times it was moved by then: the calendar's SEQUENCE (a cancel one more). */
  sequence: number;
}

/** Reads the meeting's stream up to the event: where and when it was, and its SEQUENCE. */
export async function interviewAt(s: Services, event: EventEnvelope): Promise<InterviewAt | null> {
  const history = await s.bus.store.readStream(event.streamId, { toRevision: event.revision });
  let at = null as InterviewAt | null;
  for (const e of history) {
    const d = e.data as Record<string, unknown>;
    if (e.type === 'InterviewScheduled') {
      const IStoreId = String(d.IStoreId);
      const address = s.stores.findStore(IStoreId)?.param.fullAddress;
      at = {
        meetingId: String(d.id),
        questionnaireId: String(d.questionnaireId),
        questionnaireKind: d.questionnaireKind === 'employment' ? 'employment' : 'light',
        startsAt: String(d.startsAt),
        durationMinutes: Number(d.durationMinutes),
        storeAddress: address || String(d.place),
        sequence: 0,
      };
    } else if (at && e.type === 'InterviewRescheduled') {
      at = {
        ...at,
        startsAt: String(d.startsAt),
        durationMinutes: typeof d.durationMinutes === 'number' ? d.durationMinutes : at.durationMinutes,
        sequence: at.sequence + 1,
      };
    } else if (at && e.type === 'InterviewCancelled') {
      at = { ...at, sequence: at.sequence + 1 };
    }
  }
  return at;
}
