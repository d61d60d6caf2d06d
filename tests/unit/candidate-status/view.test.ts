import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/core/envelope';
import { statusViewOf, STATUS_STAGE_TITLES, type StatusFacts } from '#events/candidate-status/view';
import type { QuestionnaireState } from '#events/questionnaire/states';
import { meetingsProjection } from '#projections/meetings/projection';
import { candidateStatusDecider } from '#server/features/candidate-status/decider';
import { AppError } from '#server/core/errors';
import { givenDecider, givenProjection } from '../../helpers/gwt';

const NOW = '2026-11-20T10:00:00.000Z';
const facts = (over: Partial<StatusFacts> = {}): StatusFacts => ({
  ref: 'al12',
  light: { status: 'new' },
  questionnaire: null,
  withdrawn: false,
  vacancy: {
    positionTitle: 'Продавец-консультант',
    storeName: 'Авиапарк',
    storeAddress: 'Москва, Ходынский б-р, 4',
  },
  meeting: null,
  profileLink: 'https://example.test/protected/feedback/edit/7/al?t=x',
  optOut: [{ channel: 'sms', title: 'SMS', link: 'https://example.test/notifications/opt-out/al12/sms?t=y' }],
  now: NOW,
  ...over,
});
const employment = (state: QuestionnaireState, profileSubmitted = false) => ({
  light: { status: 'accepted' as const },
  questionnaire: { state, profileSubmitted },
});
const meeting = {
  id: '5',
  startsAt: '2026-11-24T08:00:00.000Z',
  place: 'Торговый зал',
  rescheduleRequested: false,
};

describe('the status page view, derived per state', () => {
  it.each<[string, Partial<StatusFacts>, keyof typeof STATUS_STAGE_TITLES]>([
    ['a new light questionnaire', {}, 'received'],
    [
      'a light one accepted, before the employment one opens',
      { light: { status: 'accepted' } },
      'passedToStore',
    ],
    ['a light one declined', { light: { status: 'rejected' } }, 'refused'],
    ['a light one with an interview ahead', { meeting }, 'invited'],
    ['opened from the light one, profile not sent', employment('acceptedByALManager'), 'passedToStore'],
    ['opened by staff, profile not sent', { ...employment('new'), light: null }, 'profile'],
    ['profile sent', employment('accepted', true), 'checking'],
    ['waiting for the interview', { ...employment('waitingInterview'), meeting }, 'invited'],
    ['checks running or done', employment('resolved', true), 'checking'],
    ['checks passed', employment('resolvedValid', true), 'checking'],
    ['in 1C', employment('sendedTo1S', true), 'checking'],
    ['documents to sign', employment('waitingSigningDocuments', true), 'documents'],
    ['employed', employment('employed', true), 'employed'],
    ['refused by staff', employment('rejected', true), 'refused'],
    ['refused by a check', employment('rejectedAuth', true), 'refused'],
    ['withdrawn, before the reactor ends it', { withdrawn: true, meeting }, 'withdrawn'],
  ])('%s', (_name, over, stage) => {
    const view = statusViewOf(facts(over));
    expect(view.stage).toBe(stage);
    expect(view.stageTitle).toBe(STATUS_STAGE_TITLES[stage]);
  });

  it('the interview in Moscow time, DD.MM.YYYY and HH:mm МСК, with what to bring', () => {
    const view = statusViewOf(facts({ meeting }));
    expect(view.interview).toEqual({
      meetingId: '5',
      date: '24.11.2026',
      time: '11:00',
      zone: 'МСК',
      place: 'Торговый зал',
      rescheduleRequested: false,
    });
    expect(view.bring).toContain('Паспорт');
    expect(view.bring).toContain('СНИЛС');
  });

  it('a past interview or an ended application shows none', () => {
    expect(statusViewOf(facts({ meeting, now: '2026-11-25T10:00:00.000Z' })).interview).toBeNull();
    expect(statusViewOf(facts({ ...employment('rejected'), meeting })).interview).toBeNull();
    expect(statusViewOf(facts({ withdrawn: true, meeting })).interview).toBeNull();
  });

  it('the profile link while the profile is open and not sent', () => {
    expect(statusViewOf(facts(employment('acceptedByALManager'))).profileLink).toContain('/edit/7/al');
    expect(statusViewOf(facts(employment('accepted', true))).profileLink).toBeNull();
    expect(statusViewOf(facts(employment('waitingSigningDocuments'))).profileLink).toBeNull();
    expect(statusViewOf(facts()).profileLink).toBeNull();
  });

  it('withdrawal: while a refusal is still possible', () => {
    expect(statusViewOf(facts()).canWithdraw).toBe(true);
    expect(statusViewOf(facts({ light: { status: 'accepted' } })).canWithdraw).toBe(false);
    expect(statusViewOf(facts(employment('resolvedValid'))).canWithdraw).toBe(true);
    expect(statusViewOf(facts(employment('sendedTo1S'))).canWithdraw).toBe(false);
    expect(statusViewOf(facts(employment('employed'))).canWithdraw).toBe(false);
    expect(statusViewOf(facts({ withdrawn: true })).canWithdraw).toBe(false);
  });
});

describe('the candidate status decider', () => {
  const request = {
    type: 'RequestInterviewReschedule' as const,
    meetingId: '5',
    subject: 'questionnaireLight-12',
    comment: 'Работаю',
    preferredTime: null,
  };
  it('records a reschedule request and a withdrawal; nothing after a withdrawal', () => {
    givenDecider(candidateStatusDecider)
      .given([])
      .when(request)
      .then([
        {
          type: 'InterviewRescheduleRequested',
          data: { meetingId: '5', subject: 'questionnaireLight-12', comment: 'Работаю', preferredTime: null },
        },
      ]);
    givenDecider(candidateStatusDecider)
      .given([])
      .when({ type: 'Withdraw', ref: 'al12' })
      .then([{ type: 'CandidateWithdrew', data: { ref: 'al12' } }]);
    const withdrawn = [{ type: 'CandidateWithdrew' as const, data: { ref: 'al12' } }];
    givenDecider(candidateStatusDecider)
      .given(withdrawn)
      .when({ type: 'Withdraw', ref: 'al12' })
      .thenThrows(AppError, 'завершена');
    givenDecider(candidateStatusDecider).given(withdrawn).when(request).thenThrows(AppError);
  });
});

describe('the meeting shows the request until staff move or cancel it', () => {
  let position = 0;
  const event = (streamId: string, revision: number, type: string, data: unknown): EventEnvelope => ({
    id: `e${++position}`,
    type,
    data,
    streamId,
    revision,
    position,
    meta: {
      actor: { userId: 'candidate', role: 'Applicant', name: 'Кандидат' },
      occurredAt: '2026-11-22T10:00:00.000Z',
      correlationId: 'c',
      causationId: 'c',
      schemaVersion: 1,
    },
  });
  const scheduled = event('meeting-5', 0, 'InterviewScheduled', {
    id: '5',
    questionnaireId: '12',
    candidateName: 'Иванова Мария',
    positionTitle: 'Продавец-консультант',
    IStoreId: '10412',
    storeName: 'Авиапарк',
    startsAt: '2026-11-24T08:00:00.000Z',
    durationMinutes: 45,
    place: 'Зал',
    comment: '',
  });
  const requested = event('candidate-status-al12', 0, 'InterviewRescheduleRequested', {
    meetingId: '5',
    subject: 'questionnaireLight-12',
    comment: 'Работаю в этот день',
    preferredTime: '2026-11-25T09:00:00.000Z',
  });
  it('requested, then moved', () => {
    const projection = givenProjection(meetingsProjection);
    projection.given([scheduled, requested]).then('meetings/5', {
      revision: 0,
      rescheduleRequest: {
        comment: 'Работаю в этот день',
        preferredTime: '2026-11-25T09:00:00.000Z',
        at: '2026-11-22T10:00:00.000Z',
      },
    });
    projection
      .given([
        scheduled,
        requested,
        event('meeting-5', 1, 'InterviewRescheduled', { startsAt: '2026-11-25T09:00:00.000Z' }),
      ])
      .then('meetings/5', { rescheduleRequest: null, rescheduled: 1 });
    projection
      .given([
        scheduled,
        requested,
        event('meeting-5', 1, 'InterviewCancelled', { reason: 'Кандидат попросил' }),
      ])
      .then('meetings/5', { rescheduleRequest: null, status: 'cancelled' });
  });
  it('a request for a cancelled meeting leaves it as it was', () => {
    const cancelled = event('meeting-5', 1, 'InterviewCancelled', { reason: 'x' });
    const projection = givenProjection(meetingsProjection);
    projection
      .given([scheduled, cancelled, requested])
      .then('meetings/5', { status: 'cancelled', cancellation: expect.anything() });
  });
});
