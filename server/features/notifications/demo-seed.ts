import { DateTime } from 'luxon';
import { QUIET_HOURS, type NotificationChannel, type NotificationMoment } from '#events/notifications/api';
import { QUESTIONNAIRES_LIGHT } from '#events/questionnaire-light/collections';
import { collectionIn } from '#projections/core/typed-read';
import type { Services } from '../../core/services';
import { appendNotificationEvent } from './append';
import { lightCandidate, type NotifiedCandidate } from './candidate';
import { composeNotification } from './compose';
import { notificationIdOf, outcomeEventIdOf } from './ids';
import { optOutLink, statusLink } from './links';

type Story = 'sent' | 'held' | 'retrying' | 'failed' | 'optedOut';

/** The next 09:00 Moscow time after `nowIso` (an SMS held by the quiet hours). */
const nextMorning = (nowIso: string) => {
  const now = DateTime.fromISO(nowIso, { zone: QUIET_HOURS.zone });
  const today = now.startOf('day').set({ hour: QUIET_HOURS.endHour });
  return (today > now ? today : today.plus({ days: 1 })).toUTC().toISO()!;
};

async function seedOne(
  s: Services,
  candidate: NotifiedCandidate,
  moment: NotificationMoment,
  channel: NotificationChannel,
  story: Story,
): Promise<void> {
  const to = channel === 'sms' ? candidate.phone : candidate.email;
  if (!to) return;
  const now = s.clock();
  const id = notificationIdOf(`demo:${candidate.ref}:${moment}`, channel);
  const values = {
    ...{ firstName: candidate.firstName, positionTitle: candidate.positionTitle },
    ...{ storeName: candidate.storeName, statusLink: statusLink(s, candidate.ref) },
  };
  const link = optOutLink(s, candidate.ref, 'email');
  const { emailSubject, text } = composeNotification({
    moment,
    channel,
    template: null,
    values,
    optOutLink: link,
  });
  const held = story === 'held';
  const data = {
    ...{ id, ref: candidate.ref, subject: candidate.subject, moment, channel, to, emailSubject, text },
    ...{
      calendar: null,
      notBefore: held ? nextMorning(now) : now,
      held,
      causeEventId: `demo:${candidate.ref}`,
    },
  };
  const put = (
    revision: number | 'no_stream',
    step: string,
    event: Parameters<typeof appendNotificationEvent>[3],
  ) =>
    appendNotificationEvent(
      s,
      id,
      outcomeEventIdOf(id, revision === 'no_stream' ? 0 : revision + 1, step),
      event,
      revision,
    );
  await put('no_stream', 'queued', { type: 'NotificationQueued', data });
  const error = 'Оператор не отвечает';
  const later = (minutes: number) => new Date(Date.parse(now) + minutes * 60_000).toISOString();
  if (story === 'retrying') {
    await put(0, 'failed', { type: 'NotificationFailed', data: { attempt: 1, error, retryAt: later(1) } });
    await put(1, 'failed', { type: 'NotificationFailed', data: { attempt: 2, error, retryAt: later(120) } });
  } else if (story === 'failed') {
    await put(0, 'failed', { type: 'NotificationFailed', data: { attempt: 1, error, retryAt: later(1) } });
    await put(1, 'failed', {
      type: 'NotificationFailed',
      data: { attempt: 2, error: 'Почтовый ящик не найден', retryAt: null },
    });
  } else if (story === 'optedOut') {
    await put(0, 'skipped', { type: 'NotificationSkipped', data: { reason: 'optedOut' } });
  }
  // 'sent': the dispatcher sends it at start, as it would any queued notification.
}

/**
 * The demo's notifications (issue 31): the first light questionnaires' candidates heard back — one
 * sent, an SMS held until the morning, one waiting for a retry, one given up, one opted out — so the
 * cards show every status on a first start. Seeded with the demo's history (server/demo/seed.ts).
 */
export async function seedNotifications(s: Services): Promise<void> {
  const lights = await collectionIn(s.read, QUESTIONNAIRES_LIGHT).find({}, { sort: { seq: 1 }, limit: 4 });
  const candidates = (await Promise.all(lights.map((doc) => lightCandidate(s.read, doc._id)))).filter(
    (c): c is NotifiedCandidate => c !== null,
  );
  const [a, b, c, d] = candidates;
  if (a) {
    await seedOne(s, a, 'received', 'sms', 'sent');
    await seedOne(s, a, 'received', 'email', 'sent');
    await seedOne(s, a, 'passedToStore', 'sms', 'held');
  }
  if (b) {
    await seedOne(s, b, 'received', 'sms', 'retrying');
    await seedOne(s, b, 'received', 'email', 'failed');
  }
  if (c) await seedOne(s, c, 'received', 'sms', 'optedOut');
  if (d) await seedOne(s, d, 'received', 'sms', 'sent');
}
