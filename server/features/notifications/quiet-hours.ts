import { DateTime } from 'luxon';
import { QUIET_HOURS, type NotificationChannel } from '#events/notifications/api';

/**
 * When a notification may go out: an SMS due in the quiet hours (21:00–09:00 Moscow time) waits
 * until the next 09:00 MSK and is marked held; an e-mail goes at once.
 */
export function dueOf(nowIso: string, channel: NotificationChannel): { notBefore: string; held: boolean } {
  const now = DateTime.fromISO(nowIso, { zone: QUIET_HOURS.zone });
  const hour = now.hour;
  const quiet = hour >= QUIET_HOURS.startHour || hour < QUIET_HOURS.endHour;
  if (channel !== 'sms' || !quiet) return { notBefore: nowIso, held: false };
  const morning = now.startOf('day').set({ hour: QUIET_HOURS.endHour });
  const next = hour < QUIET_HOURS.endHour ? morning : morning.plus({ days: 1 });
  return { notBefore: next.toUTC().toISO()!, held: true };
}
