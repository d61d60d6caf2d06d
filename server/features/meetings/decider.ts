import {
  MEETING_KIND,
  MEETING_LIMITS,
  MEETING_MESSAGES,
  type MeetingEvent,
  type MeetingStatus,
} from '#events/meetings/events';
import type { ActionBy, QuestionnaireLightStatus } from '#events/questionnaire-light/events';
import { roleTitle } from '#events/core/roles';
import type { Decider } from '../../core/decider';
import { NotFoundError, RuleViolation, ValidationError } from '../../core/errors';
import { formatMoscow } from '#events/core/moscow-time';

export interface MeetingState {
  exists: boolean;
  status: MeetingStatus;
  startsAt: string;
  durationMinutes: number;
  place: string;
  cancelled: { at: string; by: ActionBy } | null;
}

/** What the meeting takes from the light questionnaire it invites to, as the reviewer saw it. */
export interface InvitedCandidate {
  questionnaireId: string;
  /** Absent: a light questionnaire (the calendar's first kind). */
  questionnaireKind?: 'employment';
  status: QuestionnaireLightStatus;
  candidateName: string;
  positionTitle: string;
  IStoreId: string;
  storeName: string;
}

export type MeetingCommand =
  | {
      type: 'ScheduleInterview';
      id: string;
      candidate: InvitedCandidate;
      startsAt: string;
      durationMinutes: number;
      place: string;
      comment?: string;
    }
  | { type: 'RescheduleInterview'; startsAt: string; durationMinutes?: number; place?: string }
  | { type: 'CancelInterview'; reason: string };

const initialState = (): MeetingState => ({
  exists: false,
  status: 'scheduled',
  startsAt: '',
  durationMinutes: 0,
  place: '',
  cancelled: null,
});

/**
 * An interview invitation: scheduled from a light questionnaire (new or accepted), moved any number
 * of times while it stands, cancelled once. `ctx.now` is the only clock: a start must lie after it.
 */
export const meetingDecider: Decider<MeetingState, MeetingCommand, MeetingEvent> = {
  kind: MEETING_KIND,
  initialState,
  evolve(state, event) {
    switch (event.type) {
      case 'InterviewScheduled': {
        const { startsAt, durationMinutes, place } = event.data;
        return { ...state, exists: true, status: 'scheduled', startsAt, durationMinutes, place };
      }
      case 'InterviewRescheduled':
        return {
          ...state,
          startsAt: event.data.startsAt,
          durationMinutes: event.data.durationMinutes ?? state.durationMinutes,
          place: event.data.place ?? state.place,
        };
      case 'InterviewCancelled': {
        const actor = event.meta?.actor;
        const by = { userId: actor?.userId ?? '', name: actor?.name ?? '', role: actor?.role ?? '' };
        return { ...state, status: 'cancelled', cancelled: { at: event.meta?.occurredAt ?? '', by } };
      }
    }
  },
  decide(command, state, ctx) {
    if (command.type === 'ScheduleInterview') {
      if (state.exists) throw new RuleViolation(MEETING_MESSAGES.exists);
      if (command.candidate.status === 'rejected')
        throw new RuleViolation(MEETING_MESSAGES.questionnaireRejected);
      const startsAt = futureStart(command.startsAt, ctx.now);
      assertDuration(command.durationMinutes);
      const place = requiredPlace(command.place);
      const { questionnaireId, candidateName, positionTitle, IStoreId, storeName } = command.candidate;
      const kind = command.candidate.questionnaireKind;
      const data = {
        id: command.id,
        questionnaireId,
        ...(kind ? { questionnaireKind: kind } : {}),
        candidateName,
        positionTitle,
        IStoreId,
        storeName,
        startsAt,
        durationMinutes: command.durationMinutes,
        place,
        comment: command.comment?.trim() ?? '',
      };
      return [{ type: 'InterviewScheduled', data }];
    }
    if (!state.exists) throw new NotFoundError(MEETING_MESSAGES.notFound);
    assertNotCancelled(state);
    if (command.type === 'CancelInterview') {
      const reason = command.reason.trim();
      if (!reason) throw new ValidationError(MEETING_MESSAGES.reasonRequired, 'reason');
      return [{ type: 'InterviewCancelled', data: { reason } }];
    }
    return reschedule(command, state, ctx.now);
  },
};

function reschedule(
  command: Extract<MeetingCommand, { type: 'RescheduleInterview' }>,
  state: MeetingState,
  now: string,
): MeetingEvent[] {
  const startsAt = futureStart(command.startsAt, now);
  const data: { startsAt: string; durationMinutes?: number; place?: string } = { startsAt };
  if (command.durationMinutes !== undefined && command.durationMinutes !== state.durationMinutes) {
    assertDuration(command.durationMinutes);
    data.durationMinutes = command.durationMinutes;
  }
  if (command.place !== undefined) {
    const place = requiredPlace(command.place);
    if (place !== state.place) data.place = place;
  }
  const moved = startsAt !== state.startsAt || data.durationMinutes !== undefined || data.place !== undefined;
  return moved ? [{ type: 'InterviewRescheduled', data }] : [];
}

/** The start as a normalised UTC instant, refused unless it lies after `now`. */
function futureStart(startsAt: string, now: string): string {
  const at = Date.parse(startsAt);
  if (Number.isNaN(at)) throw new ValidationError(MEETING_MESSAGES.isoDateTime, 'startsAt');
  if (at <= Date.parse(now)) throw new ValidationError(MEETING_MESSAGES.startsInPast, 'startsAt');
  return new Date(at).toISOString();
}

function assertDuration(minutes: number): void {
  const { minDurationMinutes: lo, maxDurationMinutes: hi } = MEETING_LIMITS;
  if (!Number.isInteger(minutes) || minutes < lo || minutes > hi)
    throw new ValidationError(MEETING_MESSAGES.duration, 'durationMinutes');
}

function requiredPlace(place: string): string {
  const trimmed = place.trim();
  if (!trimmed) throw new ValidationError(MEETING_MESSAGES.placeRequired, 'place');
  return trimmed;
}

/** A cancelled meeting is final; the refusal says who cancelled it and when. */
function assertNotCancelled(state: MeetingState): void {
  if (state.status !== 'cancelled') return;
  const c = state.cancelled;
  const who =
    c && c.at ? ` (${c.by.name || c.by.userId}, ${roleTitle(c.by.role)}, ${formatMoscow(c.at)})` : '';
  throw new RuleViolation(
    `${MEETING_MESSAGES.cancelled}${who}`,
    c ? { cancelledBy: c.by, cancelledAt: c.at } : undefined,
  );
}
