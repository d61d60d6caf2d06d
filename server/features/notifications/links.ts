import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationChannel } from '#events/notifications/api';
import { optOutPath, statusPath } from '#events/notifications/links';
import type { Services } from '../../core/services';

/**
 * The secrets of a candidate's links (issue 31): derived, not stored, as
 * HMAC-SHA256(OTP_PEPPER, purpose), 128 bits, URL-safe, like the questionnaire edit link
 * (server/features/questionnaire/own-link.ts). Changing OTP_PEPPER invalidates every link.
 */
function secret(s: Pick<Services, 'config'>, purpose: string): string {
  return createHmac('sha256', s.config.otpPepper)
    .update(purpose)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const statusToken = (s: Pick<Services, 'config'>, ref: string) => secret(s, `candidate-status:${ref}`);
export const isStatusToken = (s: Pick<Services, 'config'>, ref: string, token: string) =>
  same(statusToken(s, ref), token);

export const optOutToken = (s: Pick<Services, 'config'>, ref: string, channel: NotificationChannel) =>
  secret(s, `notification-opt-out:${ref}:${channel}`);
export const isOptOutToken = (
  s: Pick<Services, 'config'>,
  ref: string,
  channel: NotificationChannel,
  token: string,
) => same(optOutToken(s, ref, channel), token);

/** The full links a message carries. */
export const statusLink = (s: Pick<Services, 'config'>, ref: string) =>
  `${s.config.publicUrl}${statusPath(ref, statusToken(s, ref))}`;
export const optOutLink = (s: Pick<Services, 'config'>, ref: string, channel: NotificationChannel) =>
  `${s.config.publicUrl}${optOutPath(ref, channel, optOutToken(s, ref, channel))}`;
