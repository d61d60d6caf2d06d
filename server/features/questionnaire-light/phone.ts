import { PHONE_CODE, PHONE_KIND, type QuestionnaireLightEvent } from '#events/questionnaire-light/events';

/** The events of a phone's stream. */
export type PhoneEvent = Extract<
  QuestionnaireLightEvent,
  { type: 'PhoneCodeSent' | 'PhoneCodeRejected' | 'PhoneConfirmed' }
>;
import type { Decider } from '../../core/decider';
import { TooManyRequestsError } from '../../core/errors';
import { PhoneCodeRefused } from './errors';

export const PHONE_MESSAGES = {
  wrongCode: 'Неверный код',
  expired: 'Код устарел, запросите новый',
  attempts: 'Превышено число попыток, запросите новый код',
  resendIn: (seconds: number) => `Повторная отправка возможна через ${seconds} с`,
  hourlyLimit: 'Превышен лимит отправки СМС, попробуйте позже',
  dailyLimit: 'Превышен дневной лимит отправки СМС на этот номер, попробуйте завтра',
} as const;

interface ActiveCode {
  codeHash: string;
  expiresAt: string;
  rejections: number;
  used: boolean;
}

export interface PhoneState {
  /** Send times of the latest codes, oldest first (at most `maxSendsPerDay` kept). */
  sends: string[];
  code: ActiveCode | null;
}

/** The code is generated and hashed outside: the decider sees only hashes and `ctx.now`. */
export type PhoneCommand =
  | { type: 'SendPhoneCode'; phone: string; codeHash: string }
  | { type: 'ConfirmPhoneCode'; phone: string; codeHash: string };

const ms = (iso: string) => Date.parse(iso);
const TTL_MS = PHONE_CODE.ttlSeconds * 1000;

/**
 * Phone ownership by a one-time code: a code lives 5 minutes, allows 5 wrong attempts, may be resent
 * after 60 s, at most 5 sends per phone per hour and 10 per day. Everything is derived from the stream.
 */
export const phoneDecider: Decider<PhoneState, PhoneCommand, PhoneEvent> = {
  kind: PHONE_KIND,
  initialState: () => ({ sends: [], code: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'PhoneCodeSent': {
        const { expiresAt, codeHash } = event.data;
        const sentAt = new Date(ms(expiresAt) - TTL_MS).toISOString();
        return {
          sends: [...state.sends, sentAt].slice(-PHONE_CODE.maxSendsPerDay),
          code: { codeHash, expiresAt, rejections: 0, used: false },
        };
      }
      case 'PhoneCodeRejected':
        return state.code
          ? { ...state, code: { ...state.code, rejections: state.code.rejections + 1 } }
          : state;
      case 'PhoneConfirmed':
        return state.code ? { ...state, code: { ...state.code, used: true } } : state;
      default:
        return state;
    }
  },
  decide(command, state, ctx) {
    const now = ms(ctx.now);
    if (command.type === 'SendPhoneCode') {
      const last = state.sends.at(-1);
      const wait = last ? Math.ceil((ms(last) + PHONE_CODE.resendAfterSeconds * 1000 - now) / 1000) : 0;
      // codeSent: the code of under a minute ago is still valid, the form lets the candidate type it.
      if (wait > 0) throw new TooManyRequestsError(PHONE_MESSAGES.resendIn(wait), wait, { codeSent: true });
      const within = (periodMs: number) => state.sends.filter((at) => ms(at) + periodMs > now);
      const lastHour = within(3600_000);
      const oldestThisHour = lastHour[0];
      if (lastHour.length >= PHONE_CODE.maxSendsPerHour && oldestThisHour) {
        throw new TooManyRequestsError(
          PHONE_MESSAGES.hourlyLimit,
          Math.ceil((ms(oldestThisHour) + 3600_000 - now) / 1000),
        );
      }
      const lastDay = within(24 * 3600_000);
      const oldestToday = lastDay[0];
      if (lastDay.length >= PHONE_CODE.maxSendsPerDay && oldestToday) {
        throw new TooManyRequestsError(
          PHONE_MESSAGES.dailyLimit,
          Math.ceil((ms(oldestToday) + 24 * 3600_000 - now) / 1000),
        );
      }
      const expiresAt = new Date(now + TTL_MS).toISOString();
      return [
        { type: 'PhoneCodeSent', data: { phone: command.phone, codeHash: command.codeHash, expiresAt } },
      ];
    }
    const code = state.code;
    if (!code || code.used) throw new PhoneCodeRefused(PHONE_MESSAGES.expired);
    if (code.rejections >= PHONE_CODE.maxAttempts) throw new PhoneCodeRefused(PHONE_MESSAGES.attempts);
    if (now >= ms(code.expiresAt)) throw new PhoneCodeRefused(PHONE_MESSAGES.expired);
    if (command.codeHash !== code.codeHash)
      return [{ type: 'PhoneCodeRejected', data: { phone: command.phone } }];
    return [{ type: 'PhoneConfirmed', data: { phone: command.phone } }];
  },
};

/** What a confirm attempt that was recorded means for the caller. */
export function confirmOutcome(state: PhoneState): { isDone: true } | { isDone: false; value: string } {
  if (state.code?.used) return { isDone: true };
  const exhausted = (state.code?.rejections ?? 0) >= PHONE_CODE.maxAttempts;
  return { isDone: false, value: exhausted ? PHONE_MESSAGES.attempts : PHONE_MESSAGES.wrongCode };
}
