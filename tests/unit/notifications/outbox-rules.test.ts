import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_REASON } from '#events/candidate-status/events';
import { DEFAULT_TEMPLATES, NOTIFICATION_MOMENTS } from '#events/notifications/api';
import { momentOf } from '#server/features/notifications/moments';
import { composeNotification, moscowDateTime } from '#server/features/notifications/compose';
import { dueOf } from '#server/features/notifications/quiet-hours';
import { notificationIdOf } from '#server/features/notifications/ids';
import { retryAtOf } from '#server/features/notifications/dispatcher';
import { interviewIcs } from '#server/features/notifications/calendar';

const ev = (type: string, streamId: string, data: Record<string, unknown> = {}) => ({ type, streamId, data });

describe('which event starts which moment', () => {
  it.each([
    [ev('QuestionnaireLightSubmitted', 'questionnaireLight-3'), 'received', 'light'],
    [ev('QuestionnaireLightAccepted', 'questionnaireLight-3'), 'passedToStore', 'light'],
    [ev('QuestionnaireLightDeclined', 'questionnaireLight-3', { comment: 'плохо' }), 'refused', 'light'],
    [ev('InterviewScheduled', 'meeting-9'), 'invited', 'meeting'],
    [ev('InterviewRescheduled', 'meeting-9'), 'interviewMoved', 'meeting'],
    [ev('InterviewCancelled', 'meeting-9'), 'interviewCancelled', 'meeting'],
    [
      ev('QuestionnaireOpened', 'questionnaire-7', { lightQuestionnaireId: '3' }),
      'profileRequested',
      'questionnaire',
    ],
    [
      ev('QuestionnaireStateChanged', 'questionnaire-7', { from: 'accepted', to: 'rejected' }),
      'refused',
      'questionnaire',
    ],
    [
      ev('QuestionnaireStateChanged', 'questionnaire-7', { from: 'resolved', to: 'rejectedAuth' }),
      'refused',
      'questionnaire',
    ],
    [
      ev('QuestionnaireStateChanged', 'questionnaire-7', { from: 'sendedTo1S', to: 'employed' }),
      'employed',
      'questionnaire',
    ],
    [ev('HireDocumentsReady', 'hire-7'), 'documentsReady', 'questionnaire'],
  ])('%o → %s', (event, moment, source) => {
    expect(momentOf(event)).toMatchObject({ moment, source: { kind: source } });
  });

  it('no moment for other events, a walk-in opened by staff, or a move between refusals', () => {
    expect(momentOf(ev('QuestionnaireOpened', 'questionnaire-7', {}))).toBeNull();
    expect(
      momentOf(ev('QuestionnaireStateChanged', 'questionnaire-7', { from: 'rejected', to: 'rejectedAuth' })),
    ).toBeNull();
    expect(
      momentOf(ev('QuestionnaireStateChanged', 'questionnaire-7', { from: 'new', to: 'accepted' })),
    ).toBeNull();
    expect(momentOf(ev('QuestionnaireCommented', 'questionnaire-7'))).toBeNull();
  });

  it('no refusal message when the candidate withdrew (the system refuses with the withdrawal reason)', () => {
    const system = { meta: { actor: { userId: 'system', role: 'System' } } };
    const hr = { meta: { actor: { userId: '1002', role: 'HR' } } };
    const light = ev('QuestionnaireLightDeclined', 'questionnaireLight-3', { comment: WITHDRAWAL_REASON });
    const questionnaire = ev('QuestionnaireStateChanged', 'questionnaire-7', {
      from: 'accepted',
      to: 'rejected',
      reason: WITHDRAWAL_REASON,
    });
    expect(momentOf({ ...light, ...system })).toBeNull();
    expect(momentOf({ ...questionnaire, ...system })).toBeNull();
    // Staff typing the same words still refuse, and the candidate hears back.
    expect(momentOf({ ...light, ...hr })?.moment).toBe('refused');
    expect(momentOf({ ...questionnaire, ...hr })?.moment).toBe('refused');
  });

  it('covers every moment of the contract', () => {
    const covered = new Set(
      [
        ev('QuestionnaireLightSubmitted', 'questionnaireLight-1'),
        ev('QuestionnaireLightAccepted', 'questionnaireLight-1'),
        ev('InterviewScheduled', 'meeting-1'),
        ev('InterviewRescheduled', 'meeting-1'),
        ev('InterviewCancelled', 'meeting-1'),
        ev('QuestionnaireOpened', 'questionnaire-1', { lightQuestionnaireId: '1' }),
        ev('QuestionnaireLightDeclined', 'questionnaireLight-1'),
        ev('HireDocumentsReady', 'hire-1'),
        ev('QuestionnaireStateChanged', 'questionnaire-1', { from: 'a', to: 'employed' }),
      ].map((e) => momentOf(e)?.moment),
    );
    expect([...covered].sort()).toEqual([...NOTIFICATION_MOMENTS].sort());
  });
});

describe('the texts', () => {
  const values = {
    firstName: 'Анна',
    positionTitle: 'Кассир',
    storeName: 'Тверская',
    statusLink: 'https://x.ru/status/al1?t=s',
    ...moscowDateTime('2026-12-14T08:00:00.000Z'),
    storeAddress: 'Москва, Тверская, 1',
  };
  it('an invitation names the date and time in Moscow time and the address', () => {
    const sms = composeNotification({
      moment: 'invited',
      channel: 'sms',
      template: null,
      values,
      optOutLink: 'L',
    });
    expect(sms.text).toBe(
      'Анна, приглашаем на собеседование 14.12.2026 в 11:00 (МСК): Москва, Тверская, 1. https://x.ru/status/al1?t=s',
    );
    expect(sms.emailSubject).toBe('');
  });
  it('an e-mail carries the opt-out footer; an SMS does not', () => {
    const mail = composeNotification({
      moment: 'received',
      channel: 'email',
      template: null,
      values,
      optOutLink: 'https://x.ru/out',
    });
    expect(mail.emailSubject).toBe('Ваша анкета получена');
    expect(mail.text).toContain('Отписаться от писем: https://x.ru/out');
    const sms = composeNotification({
      moment: 'received',
      channel: 'sms',
      template: null,
      values,
      optOutLink: 'https://x.ru/out',
    });
    expect(sms.text).not.toContain('https://x.ru/out');
  });
  it('an edited template is used with the same values', () => {
    const template = { subject: '', body: 'Привет, {{firstName}}! {{storeName}}' };
    expect(
      composeNotification({ moment: 'received', channel: 'sms', template, values, optOutLink: '' }).text,
    ).toBe('Привет, Анна! Тверская');
  });
  it('a refusal is the fixed kind text: no reason can reach it', () => {
    for (const channel of ['sms', 'email'] as const) {
      const { text } = composeNotification({
        moment: 'refused',
        channel,
        template: null,
        values,
        optOutLink: 'L',
      });
      expect(
        text.startsWith(
          DEFAULT_TEMPLATES.refused[channel].body.replace('{{firstName}}', 'Анна').slice(0, 20),
        ),
      ).toBe(true);
      expect(text).not.toMatch(/причин|reason/i);
    }
  });
});

describe('quiet hours (21:00–09:00 Moscow time hold an SMS)', () => {
  // 20:59 MSK = 17:59Z
  it.each([
    ['2026-12-01T17:59:00.000Z', false, '2026-12-01T17:59:00.000Z'], // 20:59
    ['2026-12-01T18:00:00.000Z', true, '2026-12-02T06:00:00.000Z'], // 21:00 → 09:00 next day
    ['2026-12-02T05:59:00.000Z', true, '2026-12-02T06:00:00.000Z'], // 08:59 → 09:00 today
    ['2026-12-02T06:00:00.000Z', false, '2026-12-02T06:00:00.000Z'], // 09:00
  ])('an SMS at %s: held %s, not before %s', (now, held, notBefore) => {
    expect(dueOf(now, 'sms')).toEqual({ held, notBefore });
  });
  it('an e-mail is never held', () => {
    expect(dueOf('2026-12-01T18:00:00.000Z', 'email')).toEqual({
      held: false,
      notBefore: '2026-12-01T18:00:00.000Z',
    });
  });
  it('a retry of an SMS that would fall in the quiet hours waits for the morning', () => {
    // 20:59:50 MSK + 30 s = 21:00:20 MSK
    expect(retryAtOf({ channel: 'sms' }, 1, '2026-12-01T17:59:50.000Z')).toBe('2026-12-02T06:00:00.000Z');
    expect(retryAtOf({ channel: 'email' }, 1, '2026-12-01T17:59:50.000Z')).toBe('2026-12-01T18:00:20.000Z');
    expect(retryAtOf({ channel: 'email' }, 8, '2026-12-01T10:00:00.000Z')).toBeNull();
  });
});

describe('ids and calendars', () => {
  it('a notification id is the same for the same event and channel, different otherwise', () => {
    expect(notificationIdOf('e1', 'sms')).toBe(notificationIdOf('e1', 'sms'));
    expect(notificationIdOf('e1', 'sms')).not.toBe(notificationIdOf('e1', 'email'));
    expect(notificationIdOf('e1', 'sms')).not.toBe(notificationIdOf('e2', 'sms'));
  });
  it('an .ics: METHOD, one UID per meeting, SEQUENCE, UTC times', () => {
    const base = {
      meetingId: '9',
      startsAt: '2026-12-14T08:00:00.000Z',
      durationMinutes: 30,
      title: 'Собеседование',
      location: 'Тверская, 1',
      description: 'Собеседование',
      domain: 'hr.example.ru',
    };
    const invite = interviewIcs({ ...base, method: 'REQUEST', sequence: 0 });
    const moved = interviewIcs({
      ...base,
      method: 'REQUEST',
      sequence: 1,
      startsAt: '2026-12-15T09:30:00.000Z',
    });
    const cancel = interviewIcs({ ...base, method: 'CANCEL', sequence: 2 });
    expect(invite).toContain('METHOD:REQUEST');
    expect(invite).toContain('UID:interview-9@hr.example.ru');
    expect(invite).toMatch(/DTSTART:20261214T080000Z/);
    expect(moved).toContain('UID:interview-9@hr.example.ru');
    expect(moved).toContain('SEQUENCE:1');
    expect(moved).toMatch(/DTSTART:20261215T093000Z/);
    expect(cancel).toContain('METHOD:CANCEL');
    expect(cancel).toContain('STATUS:CANCELLED');
    expect(cancel).toContain('SEQUENCE:2');
  });
});
