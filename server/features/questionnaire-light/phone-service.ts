import { errorMessage } from '#events/core/json';
import { scrubPersonal } from '../../core/log-safe';
import { PHONE_CODE } from '#events/questionnaire-light/events';
import type { CommandContext } from '../../core/decider';
import { handleCommand } from '../../core/command-handler';
import { AppError } from '../../core/errors';
import type { Services } from '../../core/services';
import { generateCode, hashCode } from './codes';
import { PhoneCodeRefused } from './errors';
import { confirmOutcome, phoneDecider } from './phone';
import { phoneStreamKey } from './phone-stream';
import { log } from '../../core/logger';

export type ConfirmResult =
  { isDone: true; value: ''; phoneToken: string } | { isDone: false; value: string };

/** Records a new code for the phone (limits permitting), then texts it. */
export async function sendPhoneCode(
  s: Services,
  phone: string,
  ctx: CommandContext,
): Promise<{ resendAfterSeconds: number }> {
  // Before anything is recorded: a refused send leaves no code behind.
  await s.smsBudget.take();
  const code = generateCode();
  const codeHash = hashCode(s.config.otpPepper, phone, code);
  const stream = phoneStreamKey(s.config.otpPepper, phone);
  await handleCommand(s.bus, phoneDecider, stream, { type: 'SendPhoneCode', phone, codeHash }, ctx);
  try {
    await s.sms.send({
      phone,
      text: `Код подтверждения: ${code}. Никому его не сообщайте.`,
      purpose: 'code sent',
    });
  } catch (err) {
    log.error(`SMS delivery failed: ${scrubPersonal(errorMessage(err))}`);
    throw new AppError(502, 'Не удалось отправить СМС, попробуйте позже');
  }
  return { resendAfterSeconds: PHONE_CODE.resendAfterSeconds };
}

/** Checks a code; a wrong one is recorded (it counts against the 5 attempts). */
export async function confirmPhoneCode(
  s: Services,
  phone: string,
  code: string,
  ctx: CommandContext,
): Promise<ConfirmResult> {
  const codeHash = hashCode(s.config.otpPepper, phone, code);
  try {
    const { state } = await handleCommand(
      s.bus,
      phoneDecider,
      phoneStreamKey(s.config.otpPepper, phone),
      { type: 'ConfirmPhoneCode', phone, codeHash },
      ctx,
    );
    const outcome = confirmOutcome(state);
    return outcome.isDone ? { isDone: true, value: '', phoneToken: s.tokens.issuePhone(phone) } : outcome;
  } catch (err) {
    if (err instanceof PhoneCodeRefused) return { isDone: false, value: err.message };
    throw err;
  }
}

/** The phone a phone token proves, or null when the token is missing, forged or expired. */
export function confirmedPhone(s: Services, token: string): string | null {
  try {
    return s.tokens.verifyPhone(token).phone;
  } catch {
    return null;
  }
}
