import {
  NOTIFICATIONS,
  NOTIFICATION_MAX_ATTEMPTS,
  NOTIFICATION_OPT_OUTS,
  NOTIFICATION_RETRY_DELAYS_S,
  type NotificationDoc,
} from '#events/notifications/api';
import { collectionIn } from '#projections/core/typed-read';
import { logMaskedEmail } from '../../adapters/mail/port';
import { logMaskedPhone } from '../../adapters/sms/port';
import { scrubPersonal } from '../../core/log-safe';
import { log } from '../../core/logger';
import type { Services } from '../../core/services';
import { appendNotificationEvent } from './append';
import { outcomeEventIdOf } from './ids';
import { dueOf } from './quiet-hours';

/** Statuses with a send still to make once `notBefore` has come. */
export const WAITING_STATUSES = ['queued', 'held', 'retrying'] as const;
/** Due notifications read per pass, and sent at once (the SMS gateway and SMTP are slow, the API is not). */
const PAGE = 200;
const SLOTS = 8;

const masked = (doc: Pick<NotificationDoc, 'channel' | 'to'>) =>
  doc.channel === 'sms' ? logMaskedPhone(doc.to) : logMaskedEmail(doc.to);

/** When the n-th failed attempt is tried again (null: no more), an SMS never in the quiet hours. */
export function retryAtOf(
  doc: Pick<NotificationDoc, 'channel'>,
  attempt: number,
  nowIso: string,
): string | null {
  if (attempt >= NOTIFICATION_MAX_ATTEMPTS) return null;
  const delays = NOTIFICATION_RETRY_DELAYS_S;
  const seconds = delays[Math.min(attempt - 1, delays.length - 1)]!;
  const at = new Date(Date.parse(nowIso) + seconds * 1000).toISOString();
  return dueOf(at, doc.channel).notBefore;
}

/** The due notifications at `nowIso`, earliest first. */
export async function dueNotifications(
  s: Services,
  nowIso: string,
  limit = PAGE,
): Promise<NotificationDoc[]> {
  return earliest(s, limit, { notBefore: { $lte: nowIso } });
}

/**
 * The earliest waiting notifications, one query per status (each walks the status + notBefore
 * index; an `$in` over the statuses would scan the collection).
 */
export async function earliest(
  s: Services,
  limit: number,
  filter: Record<string, unknown> = {},
): Promise<NotificationDoc[]> {
  const pages = await Promise.all(
    WAITING_STATUSES.map((status) =>
      collectionIn(s.read, NOTIFICATIONS).find({ status, ...filter }, { sort: { notBefore: 1 }, limit }),
    ),
  );
  return pages
    .flat()
    .sort((a, b) => a.notBefore.localeCompare(b.notBefore))
    .slice(0, limit);
}

/**
 * One attempt of one notification: skipped when the candidate opted out of the channel, else sent
 * with its id as the idempotency key (a resend after a crash between the send and its record is
 * dropped by the port), then NotificationSent or NotificationFailed with the next attempt's time.
 * Appended at the revision read: a second dispatcher (or a stale read) records nothing twice.
 */
export async function dispatchOne(s: Services, doc: NotificationDoc, nowIso = s.clock()): Promise<void> {
  const attempt = doc.attempts + 1;
  const optOut = await collectionIn(s.read, NOTIFICATION_OPT_OUTS).get(doc.ref);
  if (optOut?.[doc.channel]) {
    const id = outcomeEventIdOf(doc.id, attempt, 'skipped');
    await appendNotificationEvent(
      s,
      doc.id,
      id,
      { type: 'NotificationSkipped', data: { reason: 'optedOut' } },
      doc.revision,
    );
    return;
  }
  try {
    if (doc.channel === 'sms')
      await s.sms.send({
        phone: doc.to,
        text: doc.text,
        purpose: `notification ${doc.moment}`,
        logText: doc.moment,
        idempotencyKey: doc.id,
      });
    else
      await s.mail.send({
        ...{ to: doc.to, subject: doc.emailSubject, text: doc.text, purpose: `notification ${doc.moment}` },
        idempotencyKey: doc.id,
        ...(doc.calendar ? { attachments: [calendarAttachment(doc)] } : {}),
      });
  } catch (err) {
    const error = scrubPersonal(err instanceof Error ? err.message : String(err)).slice(0, 300);
    const retryAt = retryAtOf(doc, attempt, nowIso);
    log.warn(`[notifications] ${doc.channel} to ${masked(doc)} failed (attempt ${attempt}): ${error}`);
    const id = outcomeEventIdOf(doc.id, attempt, 'failed');
    await appendNotificationEvent(
      s,
      doc.id,
      id,
      { type: 'NotificationFailed', data: { attempt, error, retryAt } },
      doc.revision,
    );
    return;
  }
  const id = outcomeEventIdOf(doc.id, attempt, 'sent');
  await appendNotificationEvent(
    s,
    doc.id,
    id,
    { type: 'NotificationSent', data: { attempt, at: s.clock() } },
    doc.revision,
  );
}

export function calendarAttachment(doc: Pick<NotificationDoc, 'moment' | 'calendar'>) {
  const method = doc.moment === 'interviewCancelled' ? 'CANCEL' : 'REQUEST';
  return {
    filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: doc.calendar ?? '',
  };
}

/** Runs `task` over `items`, at most `slots` at once. */
async function pooled<T>(
  items: readonly T[],
  slots: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(slots, items.length) }, async () => {
    while (next < items.length) await task(items[next++]!);
  });
  await Promise.all(lanes);
}

/**
 * One pass over what is due at `nowIso`: every due notification attempted once (pages of PAGE,
 * SLOTS at a time, the event loop free between pages). Returns how many were attempted.
 */
export async function dispatchDue(
  s: Services,
  nowIso = s.clock(),
  skip: ReadonlySet<string> = new Set(),
  isStopped = () => false,
): Promise<number> {
  let attempted = 0;
  const seen = new Set<string>();
  for (;;) {
    const due = (await dueNotifications(s, nowIso)).filter((doc) => !seen.has(doc.id) && !skip.has(doc.id));
    if (due.length === 0 || isStopped()) return attempted;
    for (const doc of due) seen.add(doc.id);
    await pooled(due, SLOTS, async (doc) => {
      if (isStopped()) return;
      try {
        await dispatchOne(s, doc, nowIso);
      } catch (err) {
        log.error(`[notifications] ${doc.id} not dispatched: ${scrubPersonal(String(err))}`);
      }
    });
    attempted += due.length;
    // The read model takes the outcomes before the next page is read (else it reads them again).
    await s.bus.waitForProjections(await s.events.headPosition(), 30_000).catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
