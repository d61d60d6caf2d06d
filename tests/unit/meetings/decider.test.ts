import { describe, expect, it } from 'vitest';
import { MEETING_MESSAGES, type MeetingEvent } from '#events/meetings/events';
import { fold } from '#server/core/decider';
import {
  meetingDecider,
  type InvitedCandidate,
  type MeetingCommand,
} from '#server/features/meetings/decider';
import { NotFoundError, RuleViolation, ValidationError } from '#server/core/errors';
import { givenDecider, stored, testContext } from '../../helpers/gwt';

// testContext's clock: 2026-11-22T10:00:00.000Z.
const NOW = '2026-11-22T10:00:00.000Z';
const candidate: InvitedCandidate = {
  questionnaireId: '12',
  status: 'accepted',
  candidateName: 'Иванова Мария Петровна',
  positionTitle: 'Продавец-консультант',
  IStoreId: '10412',
  storeName: 'Авиапарк',
};
const schedule = (over: Partial<Extract<MeetingCommand, { type: 'ScheduleInterview' }>> = {}) =>
  ({
    type: 'ScheduleInterview',
    id: '5',
    candidate,
    startsAt: '2026-11-24T08:00:00.000Z',
    durationMinutes: 45,
    place: '  Магазин «Авиапарк»  ',
    comment: ' Взять паспорт ',
    ...over,
  }) as MeetingCommand;
const scheduled: Extract<MeetingEvent, { type: 'InterviewScheduled' }> = {
  type: 'InterviewScheduled',
  data: {
    id: '5',
    questionnaireId: '12',
    candidateName: 'Иванова Мария Петровна',
    positionTitle: 'Продавец-консультант',
    IStoreId: '10412',
    storeName: 'Авиапарк',
    startsAt: '2026-11-24T08:00:00.000Z',
    durationMinutes: 45,
    place: 'Магазин «Авиапарк»',
    comment: 'Взять паспорт',
  },
};
const cancelled: MeetingEvent = { type: 'InterviewCancelled', data: { reason: 'Кандидат не придёт' } };
const reschedule = (startsAt: string, over: { durationMinutes?: number; place?: string } = {}) =>
  ({ type: 'RescheduleInterview', startsAt, ...over }) as MeetingCommand;
const cancel = (reason: string): MeetingCommand => ({ type: 'CancelInterview', reason });

const meeting = () => givenDecider(meetingDecider);

describe('meeting decider: schedule', () => {
  it('schedules an interview with the candidate, position and store of the questionnaire', () => {
    meeting().given([]).when(schedule()).then([scheduled]);
  });

  it('normalises the start to a UTC instant (a Moscow time with its offset)', () => {
    meeting()
      .given([])
      .when(schedule({ startsAt: '2026-11-24T11:00+03:00' }))
      .then([{ ...scheduled, data: { ...scheduled.data, startsAt: '2026-11-24T08:00:00.000Z' } }]);
  });

  it('invites from a new questionnaire too', () => {
    const fresh = { ...candidate, status: 'new' as const };
    meeting()
      .given([])
      .when(schedule({ candidate: fresh }))
      .then([scheduled]);
  });

  it('refuses a rejected questionnaire', () => {
    meeting()
      .given([])
      .when(schedule({ candidate: { ...candidate, status: 'rejected' } }))
      .thenThrows(RuleViolation, MEETING_MESSAGES.questionnaireRejected);
  });

  it.each([
    ['now', NOW],
    ['a minute ago', '2026-11-22T09:59:00.000Z'],
    ['last year', '2025-11-24T08:00:00.000Z'],
  ])('refuses a start in the past (%s)', (_, startsAt) => {
    meeting()
      .given([])
      .when(schedule({ startsAt }))
      .thenThrows(ValidationError, MEETING_MESSAGES.startsInPast);
  });

  it('takes "now" from the context, never from a clock', () => {
    const later = testContext({ now: '2026-11-25T00:00:00.000Z' });
    meeting().given([]).when(schedule(), later).thenThrows(ValidationError, MEETING_MESSAGES.startsInPast);
  });

  it.each([14, 241, 0, -15, 30.5])('refuses a duration of %s minutes', (durationMinutes) => {
    meeting()
      .given([])
      .when(schedule({ durationMinutes }))
      .thenThrows(ValidationError, MEETING_MESSAGES.duration);
  });

  it.each([15, 240])('accepts the bounds: %s minutes', (durationMinutes) => {
    meeting()
      .given([])
      .when(schedule({ durationMinutes }))
      .then([{ ...scheduled, data: { ...scheduled.data, durationMinutes } }]);
  });

  it.each(['', '   '])('requires a place (%j)', (place) => {
    meeting().given([]).when(schedule({ place })).thenThrows(ValidationError, 'Укажите место встречи');
  });

  it('refuses a second schedule under the same number', () => {
    meeting().given([scheduled]).when(schedule()).thenThrows(RuleViolation, MEETING_MESSAGES.exists);
  });
});

describe('meeting decider: reschedule', () => {
  it('moves the start', () => {
    meeting()
      .given([scheduled])
      .when(reschedule('2026-11-25T12:00:00.000Z'))
      .then([{ type: 'InterviewRescheduled', data: { startsAt: '2026-11-25T12:00:00.000Z' } }]);
  });

  it('moves the start, the duration and the place at once', () => {
    meeting()
      .given([scheduled])
      .when(reschedule('2026-11-25T12:00:00.000Z', { durationMinutes: 90, place: ' Офис HR ' }))
      .then([
        {
          type: 'InterviewRescheduled',
          data: { startsAt: '2026-11-25T12:00:00.000Z', durationMinutes: 90, place: 'Офис HR' },
        },
      ]);
  });

  it('records only what changed, and nothing when nothing did', () => {
    meeting()
      .given([scheduled])
      .when(reschedule('2026-11-24T08:00:00.000Z', { durationMinutes: 45, place: 'Магазин «Авиапарк»' }))
      .then([]);
    meeting()
      .given([scheduled])
      .when(reschedule('2026-11-24T08:00:00.000Z', { durationMinutes: 60 }))
      .then([
        { type: 'InterviewRescheduled', data: { startsAt: '2026-11-24T08:00:00.000Z', durationMinutes: 60 } },
      ]);
  });

  it('refuses a new start in the past', () => {
    meeting()
      .given([scheduled])
      .when(reschedule('2026-11-22T09:00:00.000Z'))
      .thenThrows(ValidationError, MEETING_MESSAGES.startsInPast);
  });

  it('refuses a duration out of range and an empty place', () => {
    meeting()
      .given([scheduled])
      .when(reschedule('2026-11-25T12:00:00.000Z', { durationMinutes: 300 }))
      .thenThrows(ValidationError, MEETING_MESSAGES.duration);
    meeting()
      .given([scheduled])
      .when(reschedule('2026-11-25T12:00:00.000Z', { place: ' ' }))
      .thenThrows(ValidationError, MEETING_MESSAGES.placeRequired);
  });

  it('refuses a cancelled meeting, naming who cancelled it', () => {
    meeting()
      .given([scheduled, cancelled])
      .when(reschedule('2026-11-25T12:00:00.000Z'))
      .thenThrows(RuleViolation, MEETING_MESSAGES.cancelled);
    const actor = { userId: '1001', role: 'Admin', name: 'Админова Анна' };
    const state = fold(meetingDecider, stored('meeting-5', [scheduled, cancelled], actor));
    expect(() => meetingDecider.decide(reschedule('2026-11-25T12:00:00.000Z'), state, testContext())).toThrow(
      'Админова Анна, Администратор, 22.11.2026 13:00 (МСК)',
    );
  });

  it('refuses a meeting that does not exist', () => {
    meeting()
      .given([])
      .when(reschedule('2026-11-25T12:00:00.000Z'))
      .thenThrows(NotFoundError, MEETING_MESSAGES.notFound);
  });
});

describe('meeting decider: cancel', () => {
  it('cancels with a reason', () => {
    meeting()
      .given([scheduled])
      .when(cancel(' Кандидат не придёт '))
      .then([{ type: 'InterviewCancelled', data: { reason: 'Кандидат не придёт' } }]);
  });

  it('cancels a moved meeting, even one already past', () => {
    const moved: MeetingEvent = {
      type: 'InterviewRescheduled',
      data: { startsAt: '2026-11-23T08:00:00.000Z' },
    };
    const afterwards = testContext({ now: '2026-12-01T00:00:00.000Z' });
    meeting()
      .given([scheduled, moved])
      .when(cancel('Не пришёл'), afterwards)
      .then([{ type: 'InterviewCancelled', data: { reason: 'Не пришёл' } }]);
  });

  it('requires a reason', () => {
    meeting()
      .given([scheduled])
      .when(cancel('  '))
      .thenThrows(ValidationError, MEETING_MESSAGES.reasonRequired);
  });

  it('refuses to cancel twice', () => {
    meeting()
      .given([scheduled, cancelled])
      .when(cancel('Ещё раз'))
      .thenThrows(RuleViolation, MEETING_MESSAGES.cancelled);
  });

  it('refuses a meeting that does not exist', () => {
    meeting().given([]).when(cancel('x')).thenThrows(NotFoundError, MEETING_MESSAGES.notFound);
  });
});

describe('meeting decider: evolve', () => {
  it('folds schedule, move and cancel into the current state', () => {
    const moved: MeetingEvent = {
      type: 'InterviewRescheduled',
      data: { startsAt: '2026-11-26T08:00:00.000Z', place: 'Офис HR' },
    };
    const state = fold(meetingDecider, stored('meeting-5', [scheduled, moved, cancelled]));
    expect(state).toMatchObject({
      exists: true,
      status: 'cancelled',
      startsAt: '2026-11-26T08:00:00.000Z',
      durationMinutes: 45,
      place: 'Офис HR',
      cancelled: { at: '2026-11-22T10:00:00.000Z', by: { userId: 'u1', role: 'Admin' } },
    });
  });
});
