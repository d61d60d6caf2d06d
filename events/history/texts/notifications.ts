import {
  NOTIFICATION_CHANNEL_TITLES,
  NOTIFICATION_MOMENT_TITLES,
  type NotificationChannel,
  type NotificationMoment,
} from '../../notifications/api';
import type { NotificationEvents } from '../../notifications/events';
import { moscowText, quoted } from '../display';
import type { TextsOf } from './types';

/** Candidate notifications (issue 31): the outbox, the templates, the opt-outs. No personal value. */

const what = (moment: NotificationMoment, channel: NotificationChannel) =>
  `${quoted(NOTIFICATION_MOMENT_TITLES[moment])} (${NOTIFICATION_CHANNEL_TITLES[channel]})`;

export const notificationTexts: TextsOf<typeof NotificationEvents> = {
  NotificationQueued: (d, { v }) =>
    `${v('поставил', 'поставила')} в очередь уведомление ${what(d.moment, d.channel)}${d.held ? `: ждёт до ${moscowText(d.notBefore)} (тихие часы)` : ''}`,
  NotificationSent: (d, { v }) =>
    `${v('отправил', 'отправила')} уведомление${d.attempt > 1 ? ` с ${d.attempt}-й попытки` : ''}`,
  NotificationFailed: (d, { v }) =>
    d.retryAt
      ? `не ${v('смог', 'смогла')} отправить уведомление (попытка ${d.attempt}): повтор ${moscowText(d.retryAt)}`
      : `не ${v('смог', 'смогла')} отправить уведомление (попытка ${d.attempt}): попытки исчерпаны`,
  NotificationSkipped: (_d, { v }) => `${v('пропустил', 'пропустила')} уведомление: кандидат отписался`,
  NotificationTemplateSaved: (d, { v }) =>
    `${v('изменил', 'изменила')} шаблон уведомления ${what(d.moment, d.channel)}`,
  NotificationTemplateReset: (d, { v }) =>
    `${v('вернул', 'вернула')} исходный шаблон уведомления ${what(d.moment, d.channel)}`,
  NotificationChannelOptedOut: (d, { v }) =>
    `${v('отписался', 'отписалась')} от уведомлений: ${NOTIFICATION_CHANNEL_TITLES[d.channel]}`,
};
