import { describe, expect, it } from 'vitest';
import { fold } from '#server/core/decider';
import {
  confirmOutcome,
  phoneDecider,
  PHONE_MESSAGES,
  type PhoneEvent,
} from '#server/features/questionnaire-light/phone';
import { PhoneCodeRefused } from '#server/features/questionnaire-light/errors';
import { TooManyRequestsError } from '#server/core/errors';
import { givenDecider, stored, testContext } from '../../helpers/gwt';

const phone = '79991234567';
const T0 = Date.parse('2026-11-22T10:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();
const ctxAt = (seconds: number) => testContext({ now: at(seconds) });
/** A code sent `seconds` after T0 (it expires 5 minutes later). */
const sent = (seconds: number, codeHash = 'h1'): PhoneEvent => ({
  type: 'PhoneCodeSent',
  data: { phone, codeHash, expiresAt: at(seconds + 300) },
});
const rejected: PhoneEvent = { type: 'PhoneCodeRejected', data: { phone } };
const confirmed: PhoneEvent = { type: 'PhoneConfirmed', data: { phone } };
const send = (codeHash = 'h2') => ({ type: 'SendPhoneCode' as const, phone, codeHash });
const confirm = (codeHash = 'h1') => ({ type: 'ConfirmPhoneCode' as const, phone, codeHash });

describe('phone decider: sending a code', () => {
  it('sends the first code, valid for 5 minutes', () => {
    givenDecider(phoneDecider)
      .given([])
      .when(send('h1'), ctxAt(0))
      .then([sent(0, 'h1')]);
  });

  it('refuses a resend sooner than 60 s, saying how long to wait', () => {
    const run = givenDecider(phoneDecider).given([sent(0)]);
    run.when(send(), ctxAt(1)).thenThrows(TooManyRequestsError, PHONE_MESSAGES.resendIn(59));
    run.when(send(), ctxAt(59.5)).thenThrows(TooManyRequestsError, PHONE_MESSAGES.resendIn(1));
  });

  it('allows a resend after 60 s; the new code replaces the old one', () => {
    givenDecider(phoneDecider)
      .given([sent(0)])
      .when(send('h2'), ctxAt(60))
      .then([sent(60, 'h2')]);
  });

  it('allows at most 5 sends per phone per hour', () => {
    const five = [0, 60, 120, 180, 240].map((t) => sent(t));
    const run = givenDecider(phoneDecider).given(five);
    run.when(send(), ctxAt(300)).thenThrows(TooManyRequestsError, PHONE_MESSAGES.hourlyLimit);
    run.when(send(), ctxAt(3599)).thenThrows(TooManyRequestsError, PHONE_MESSAGES.hourlyLimit);
    run.when(send('h9'), ctxAt(3600)).then([sent(3600, 'h9')]);
  });

  it('allows at most 10 sends per phone per day, whatever the hours (issue 11, item 4)', () => {
    // Five in one hour, five the next: the hourly limit allows them, the day is then used up.
    const ten = [0, 60, 120, 180, 240, 3600, 3660, 3720, 3780, 3840].map((t) => sent(t));
    const run = givenDecider(phoneDecider).given(ten);
    run.when(send(), ctxAt(7300)).thenThrows(TooManyRequestsError, PHONE_MESSAGES.dailyLimit);
    run.when(send(), ctxAt(24 * 3600 - 1)).thenThrows(TooManyRequestsError, PHONE_MESSAGES.dailyLimit);
    run.when(send('h9'), ctxAt(24 * 3600)).then([sent(24 * 3600, 'h9')]);
  });

  it('tells when the hourly limit frees up', () => {
    const state = fold(
      phoneDecider,
      stored(
        'phone-x',
        [0, 60, 120, 180, 240].map((t) => sent(t)),
      ),
    );
    try {
      phoneDecider.decide(send(), state, ctxAt(600));
      expect.unreachable();
    } catch (err) {
      expect((err as TooManyRequestsError).details).toEqual({ retryAfterSeconds: 3000 });
    }
  });

  it('counts sends, not confirmations: a confirmed phone still waits 60 s', () => {
    givenDecider(phoneDecider)
      .given([sent(0), confirmed])
      .when(send(), ctxAt(30))
      .thenThrows(TooManyRequestsError);
  });
});

describe('phone decider: confirming a code', () => {
  it('confirms the right code', () => {
    givenDecider(phoneDecider)
      .given([sent(0)])
      .when(confirm('h1'), ctxAt(10))
      .then([confirmed]);
  });

  it('records a wrong code', () => {
    givenDecider(phoneDecider)
      .given([sent(0)])
      .when(confirm('bad'), ctxAt(10))
      .then([rejected]);
  });

  it('accepts the right code after 4 wrong ones', () => {
    givenDecider(phoneDecider)
      .given([sent(0), rejected, rejected, rejected, rejected])
      .when(confirm('h1'), ctxAt(10))
      .then([confirmed]);
  });

  it('kills the code after 5 wrong attempts, even for the right code', () => {
    givenDecider(phoneDecider)
      .given([sent(0), rejected, rejected, rejected, rejected, rejected])
      .when(confirm('h1'), ctxAt(10))
      .thenThrows(PhoneCodeRefused, PHONE_MESSAGES.attempts);
  });

  it('refuses an expired code (5 minutes)', () => {
    const run = givenDecider(phoneDecider).given([sent(0)]);
    run.when(confirm('h1'), ctxAt(299)).then([confirmed]);
    run.when(confirm('h1'), ctxAt(300)).thenThrows(PhoneCodeRefused, PHONE_MESSAGES.expired);
  });

  it('refuses when no code was sent, and a code used once', () => {
    givenDecider(phoneDecider)
      .given([])
      .when(confirm(), ctxAt(0))
      .thenThrows(PhoneCodeRefused, PHONE_MESSAGES.expired);
    givenDecider(phoneDecider)
      .given([sent(0), confirmed])
      .when(confirm('h1'), ctxAt(10))
      .thenThrows(PhoneCodeRefused, PHONE_MESSAGES.expired);
  });

  it('only the latest code counts, with fresh attempts', () => {
    const history = [sent(0, 'h1'), rejected, rejected, rejected, rejected, rejected, sent(60, 'h2')];
    const run = givenDecider(phoneDecider).given(history);
    run.when(confirm('h1'), ctxAt(70)).then([rejected]);
    run.when(confirm('h2'), ctxAt(70)).then([confirmed]);
  });
});

describe('confirmOutcome', () => {
  const outcome = (events: PhoneEvent[]) => confirmOutcome(fold(phoneDecider, stored('phone-x', events)));

  it('is done once confirmed', () => {
    expect(outcome([sent(0), confirmed])).toEqual({ isDone: true });
  });

  it("says 'Неверный код' for wrong attempts 1-4 and the attempts message at the 5th", () => {
    expect(outcome([sent(0), rejected])).toEqual({ isDone: false, value: 'Неверный код' });
    expect(outcome([sent(0), rejected, rejected, rejected, rejected])).toEqual({
      isDone: false,
      value: 'Неверный код',
    });
    expect(outcome([sent(0), rejected, rejected, rejected, rejected, rejected])).toEqual({
      isDone: false,
      value: 'Превышено число попыток, запросите новый код',
    });
  });
});
