import { defineCollection } from '../core/collections';

/**
 * Candidate notifications (issue 31): the shared contract of the outbox (server/features/notifications),
 * the templates and opt-outs (server/features/notification-templates, 'Настройки → Уведомления'),
 * and the candidate's status page (server/features/candidate-status, public /status/...).
 *
 * How a notification travels:
 * 1. a reactor sees a moment's event (below) and appends `NotificationQueued` to the stream
 *    `notification-{id}`, where `id` is derived from the causing event's id and the channel
 *    (notificationIdOf), with expected revision 'no stream': a replay after a crash queues nothing twice;
 * 2. a dispatcher (one per cluster: the lease holder) picks queued notifications whose `notBefore` has
 *    come, sends them through the SMS or mail port with the notification id as the idempotency key
 *    (the gateway and the sandbox outbox drop a second message with a key they already took), and
 *    appends `NotificationSent` or `NotificationFailed` (with the next attempt's time); a failed one
 *    is retried (`NotificationRetried`) until NOTIFICATION_MAX_ATTEMPTS, then stays 'failed';
 * 3. the candidate's card shows every notification with its status, live.
 */

/** The moments a candidate hears back at, in the order of a hire. */
export const NOTIFICATION_MOMENTS = [
  'received',
  'passedToStore',
  'invited',
  'interviewMoved',
  'interviewCancelled',
  'profileRequested',
  'refused',
  'documentsReady',
  'employed',
] as const;
export type NotificationMoment = (typeof NOTIFICATION_MOMENTS)[number];

/**
 * What starts each moment (the outbox reactor owns the exact mapping, with given/when/then tests):
 * - received: QuestionnaireLightSubmitted;
 * - passedToStore: QuestionnaireLightAccepted;
 * - invited: InterviewScheduled (e-mail carries an .ics calendar attachment);
 * - interviewMoved: InterviewRescheduled (e-mail carries the updated .ics, same UID, SEQUENCE + 1);
 * - interviewCancelled: InterviewCancelled (e-mail carries a METHOD:CANCEL .ics);
 * - profileRequested: QuestionnaireOpened continuing a light questionnaire, and staff's 'send the link'
 *   (the link is the candidate's own edit link: questionnaireEditLink);
 * - refused: QuestionnaireLightDeclined, or the questionnaire's state becoming rejected/rejectedAuth
 *   (a kind fixed text: never the internal reason);
 * - documentsReady: HireDocumentsReady;
 * - employed: the questionnaire's state becoming 'employed' (DocumentsSigned).
 */
export const NOTIFICATION_MOMENT_TITLES: Record<NotificationMoment, string> = {
  received: 'Анкета получена',
  passedToStore: 'Анкета передана в магазин',
  invited: 'Приглашение на собеседование',
  interviewMoved: 'Собеседование перенесено',
  interviewCancelled: 'Собеседование отменено',
  profileRequested: 'Просьба заполнить анкету',
  refused: 'Отказ',
  documentsReady: 'Документы готовы к подписанию',
  employed: 'Трудоустройство',
};

export const NOTIFICATION_CHANNELS = ['sms', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_CHANNEL_TITLES: Record<NotificationChannel, string> = {
  sms: 'SMS',
  email: 'Эл. почта',
};

/**
 * Placeholders a template may use, written `{{name}}`. Every moment may use the common ones; the
 * interview ones only where there is an interview. A template using any other name is refused on
 * save, naming it (NOTIFICATION_MESSAGES.unknownPlaceholder).
 */
export const COMMON_PLACEHOLDERS = ['firstName', 'positionTitle', 'storeName', 'statusLink'] as const;
export const INTERVIEW_PLACEHOLDERS = ['interviewDate', 'interviewTime', 'storeAddress'] as const;
export const PROFILE_PLACEHOLDERS = ['profileLink'] as const;
export type NotificationPlaceholder =
  | (typeof COMMON_PLACEHOLDERS)[number]
  | (typeof INTERVIEW_PLACEHOLDERS)[number]
  | (typeof PROFILE_PLACEHOLDERS)[number];

export const PLACEHOLDER_TITLES: Record<NotificationPlaceholder, string> = {
  firstName: 'Имя кандидата',
  positionTitle: 'Должность',
  storeName: 'Магазин',
  statusLink: 'Ссылка на страницу статуса',
  interviewDate: 'Дата собеседования (ДД.ММ.ГГГГ)',
  interviewTime: 'Время собеседования (ЧЧ:ММ, Москва)',
  storeAddress: 'Адрес магазина',
  profileLink: 'Ссылка на анкету трудоустройства',
};

export function placeholdersOf(moment: NotificationMoment): readonly NotificationPlaceholder[] {
  const interview = moment === 'invited' || moment === 'interviewMoved' || moment === 'interviewCancelled';
  return [
    ...COMMON_PLACEHOLDERS,
    ...(interview ? INTERVIEW_PLACEHOLDERS : []),
    ...(moment === 'profileRequested' ? PROFILE_PLACEHOLDERS : []),
  ];
}

/** A template: the e-mail's subject (none for SMS) and the body, plain text with placeholders. */
export interface NotificationTemplate {
  subject: string;
  body: string;
}

export const TEMPLATE_LIMITS = { subjectMax: 200, bodyMax: 4000, smsBodyMax: 1000 } as const;

/** What every moment says until staff edit it. Kind and short; a refusal never names a reason. */
export const DEFAULT_TEMPLATES: Record<
  NotificationMoment,
  Record<NotificationChannel, NotificationTemplate>
> = {
  received: {
    sms: {
      subject: '',
      body: '{{firstName}}, ваша анкета на должность «{{positionTitle}}» получена. Статус: {{statusLink}}',
    },
    email: {
      subject: 'Ваша анкета получена',
      body: 'Здравствуйте, {{firstName}}!\n\nМы получили вашу анкету на должность «{{positionTitle}}» в магазин «{{storeName}}». Мы свяжемся с вами в ближайшее время.\n\nСледить за статусом заявки: {{statusLink}}',
    },
  },
  passedToStore: {
    sms: {
      subject: '',
      body: '{{firstName}}, ваша анкета передана в магазин «{{storeName}}». Статус: {{statusLink}}',
    },
    email: {
      subject: 'Ваша анкета передана в магазин',
      body: 'Здравствуйте, {{firstName}}!\n\nВаша анкета на должность «{{positionTitle}}» передана в магазин «{{storeName}}». Директор магазина свяжется с вами.\n\nСледить за статусом заявки: {{statusLink}}',
    },
  },
  invited: {
    sms: {
      subject: '',
      body: '{{firstName}}, приглашаем на собеседование {{interviewDate}} в {{interviewTime}} (МСК): {{storeAddress}}. {{statusLink}}',
    },
    email: {
      subject: 'Приглашение на собеседование',
      body: 'Здравствуйте, {{firstName}}!\n\nПриглашаем вас на собеседование на должность «{{positionTitle}}».\n\nКогда: {{interviewDate}} в {{interviewTime}} (московское время)\nГде: {{storeAddress}}\n\nПриглашение в календарь — во вложении. Перенести встречу можно на странице статуса: {{statusLink}}',
    },
  },
  interviewMoved: {
    sms: {
      subject: '',
      body: '{{firstName}}, собеседование перенесено на {{interviewDate}} в {{interviewTime}} (МСК): {{storeAddress}}. {{statusLink}}',
    },
    email: {
      subject: 'Собеседование перенесено',
      body: 'Здравствуйте, {{firstName}}!\n\nСобеседование на должность «{{positionTitle}}» перенесено.\n\nКогда: {{interviewDate}} в {{interviewTime}} (московское время)\nГде: {{storeAddress}}\n\nОбновлённое приглашение — во вложении. Статус заявки: {{statusLink}}',
    },
  },
  interviewCancelled: {
    sms: {
      subject: '',
      body: '{{firstName}}, собеседование {{interviewDate}} в {{interviewTime}} отменено. Статус: {{statusLink}}',
    },
    email: {
      subject: 'Собеседование отменено',
      body: 'Здравствуйте, {{firstName}}!\n\nСобеседование на должность «{{positionTitle}}» {{interviewDate}} в {{interviewTime}} отменено. Мы свяжемся с вами.\n\nСтатус заявки: {{statusLink}}',
    },
  },
  profileRequested: {
    sms: {
      subject: '',
      body: '{{firstName}}, заполните, пожалуйста, анкету трудоустройства: {{profileLink}}',
    },
    email: {
      subject: 'Заполните анкету трудоустройства',
      body: 'Здравствуйте, {{firstName}}!\n\nЧтобы продолжить оформление на должность «{{positionTitle}}», заполните, пожалуйста, анкету трудоустройства: {{profileLink}}\n\nСтатус заявки: {{statusLink}}',
    },
  },
  refused: {
    sms: {
      subject: '',
      body: '{{firstName}}, спасибо за интерес к работе у нас. К сожалению, сейчас мы не готовы предложить вам эту должность.',
    },
    email: {
      subject: 'Ответ по вашей анкете',
      body: 'Здравствуйте, {{firstName}}!\n\nСпасибо за интерес к работе в нашей компании и за время, которое вы уделили анкете. К сожалению, сейчас мы не готовы предложить вам должность «{{positionTitle}}».\n\nБудем рады видеть вас среди кандидатов на другие вакансии.',
    },
  },
  documentsReady: {
    sms: {
      subject: '',
      body: '{{firstName}}, документы для трудоустройства готовы. Подпишите их в магазине «{{storeName}}». {{statusLink}}',
    },
    email: {
      subject: 'Документы готовы к подписанию',
      body: 'Здравствуйте, {{firstName}}!\n\nДокументы для трудоустройства на должность «{{positionTitle}}» готовы. Приходите подписать их в магазин «{{storeName}}», возьмите с собой паспорт.\n\nСтатус заявки: {{statusLink}}',
    },
  },
  employed: {
    sms: {
      subject: '',
      body: '{{firstName}}, поздравляем! Вы приняты на работу на должность «{{positionTitle}}».',
    },
    email: {
      subject: 'Добро пожаловать в команду',
      body: 'Здравствуйте, {{firstName}}!\n\nПоздравляем: вы приняты на работу на должность «{{positionTitle}}» в магазин «{{storeName}}». Добро пожаловать в команду!',
    },
  },
};

/** Quiet hours, Moscow time: an SMS due in them is held until QUIET_HOURS.endHour (e-mail is not held). */
export const QUIET_HOURS = { startHour: 21, endHour: 9, zone: 'Europe/Moscow' } as const;

/** Retries: the n-th failed attempt waits RETRY_DELAYS_S[n-1] seconds (the last repeats). */
export const NOTIFICATION_RETRY_DELAYS_S = [30, 120, 600, 3600] as const;
export const NOTIFICATION_MAX_ATTEMPTS = 8;

export const NOTIFICATION_STATUSES = ['queued', 'held', 'sent', 'failed', 'retrying', 'optedOut'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
export const NOTIFICATION_STATUS_TITLES: Record<NotificationStatus, string> = {
  queued: 'В очереди',
  held: 'Ждёт утра (тихие часы)',
  sent: 'Отправлено',
  failed: 'Не доставлено',
  retrying: 'Ждёт повторной отправки',
  optedOut: 'Кандидат отписался',
};

/**
 * The outbox read model (projections/notifications): one document per notification. `text`,
 * `subject` and `to` are personal (sealed in events; the document is erased with the candidate).
 */
export interface NotificationDoc {
  /** notificationIdOf(cause event id, channel). */
  id: string;
  /** The candidate's ref (events/notifications/links.ts): 'al{lightId}' or 'q{questionnaireId}'. */
  ref: string;
  /** The candidate's subject stream (whose key seals the personal fields). */
  subject: string;
  moment: NotificationMoment;
  channel: NotificationChannel;
  to: string;
  emailSubject: string;
  text: string;
  /** An e-mail's calendar attachment (.ics text), if any. */
  calendar: string | null;
  status: NotificationStatus;
  attempts: number;
  /** ISO: not sent before (quiet hours, or the next retry). */
  notBefore: string;
  lastError: string | null;
  queuedAt: string;
  sentAt: string | null;
  /** The event that caused it (its id). */
  causeEventId: string;
  revision: number;
}
export const NOTIFICATIONS = defineCollection<NotificationDoc>('notifications');

/** Edited templates (projections/notification-templates); a moment × channel without one uses DEFAULT_TEMPLATES. */
export interface NotificationTemplateDoc extends NotificationTemplate {
  /** `${moment}.${channel}` */
  id: string;
  moment: NotificationMoment;
  channel: NotificationChannel;
  revision: number;
  updatedAt: string;
  updatedBy: { userId: string; name: string };
}
export const NOTIFICATION_TEMPLATES = defineCollection<NotificationTemplateDoc>('notificationTemplates');

/** A candidate's opt-outs, by ref. A channel absent or false: notifications go out. */
export interface NotificationOptOutDoc {
  id: string;
  sms: boolean;
  email: boolean;
  updatedAt: string;
}
export const NOTIFICATION_OPT_OUTS = defineCollection<NotificationOptOutDoc>('notificationOptOuts');

export const NOTIFICATION_MESSAGES = {
  unknownPlaceholder: (name: string) => `Неизвестная подстановка {{${name}}}`,
  subjectRequired: 'Укажите тему письма',
  bodyRequired: 'Укажите текст сообщения',
  bodyTooLong: (max: number) => `Текст сообщения — не длиннее ${max} символов`,
  noRights: 'Шаблоны уведомлений может менять только администратор',
  unknownLink: 'Ссылка недействительна',
  optedOut: (channel: NotificationChannel) =>
    channel === 'sms'
      ? 'Вы отписались от SMS-уведомлений'
      : 'Вы отписались от уведомлений по электронной почте',
} as const;
