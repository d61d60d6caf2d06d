import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES, TEMPLATE_LIMITS } from '#events/notifications/api';
import type { NotificationEvent } from '#events/notifications/events';
import { ValidationError, NotFoundError } from '#server/core/errors';
import { notificationTemplateDecider } from '#server/features/notification-templates/decider';
import { optOutDecider } from '#server/features/notification-templates/opt-out-decider';
import {
  notificationOptOutsProjection,
  notificationTemplatesProjection,
} from '#projections/notification-templates/projection';
import { givenDecider, givenProjection, stored } from '../../helpers/gwt';

const templates = givenDecider(notificationTemplateDecider);
const save = (over: Partial<{ subject: string; body: string }> = {}, channel: 'sms' | 'email' = 'sms') => ({
  type: 'SaveNotificationTemplate' as const,
  moment: 'invited' as const,
  channel,
  subject: '',
  body: '{{firstName}}, ждём вас {{interviewDate}}',
  ...over,
});
const saved = (body: string, subject = '', channel: 'sms' | 'email' = 'sms') =>
  ({
    type: 'NotificationTemplateSaved',
    data: { moment: 'invited', channel, subject, body },
  }) as const;
const reset = {
  type: 'ResetNotificationTemplate' as const,
  moment: 'invited' as const,
  channel: 'sms' as const,
};

describe('a notification template (issue 31, item 1)', () => {
  it('saves a text using the moment’s placeholders, trimmed; an SMS keeps no subject', () => {
    templates
      .given([])
      .when(save({ body: '  {{firstName}}, ждём вас {{interviewDate}}\n', subject: 'Тема' }))
      .then([saved('{{firstName}}, ждём вас {{interviewDate}}')]);
  });

  it('an e-mail subject is one line', () => {
    templates
      .given([])
      .when(save({ subject: 'Приглашение\r\nBcc: x@y.ru', body: 'Текст' }, 'email'))
      .then([saved('Текст', 'Приглашение Bcc: x@y.ru', 'email')]);
  });

  it('refuses a blank body, an e-mail without a subject, and texts over the limits, naming the field', () => {
    const refused = (command: ReturnType<typeof save>, message: string, field: string) => {
      try {
        notificationTemplateDecider.decide(command, { edited: null }, {} as never);
        expect.unreachable();
      } catch (err) {
        expect(err).toBeInstanceOf(ValidationError);
        expect((err as ValidationError).message).toBe(message);
        expect((err as ValidationError).field).toBe(field);
      }
    };
    refused(save({ body: '   ' }), NOTIFICATION_MESSAGES.bodyRequired, 'body');
    refused(save({ subject: ' ', body: 'Текст' }, 'email'), NOTIFICATION_MESSAGES.subjectRequired, 'subject');
    refused(
      save({ body: 'я'.repeat(TEMPLATE_LIMITS.smsBodyMax + 1) }),
      NOTIFICATION_MESSAGES.bodyTooLong(TEMPLATE_LIMITS.smsBodyMax),
      'body',
    );
    templates
      .given([])
      .when(save({ body: 'я'.repeat(TEMPLATE_LIMITS.smsBodyMax) }))
      .then([saved('я'.repeat(TEMPLATE_LIMITS.smsBodyMax))]);
    refused(
      save({ subject: 'Тема', body: 'я'.repeat(TEMPLATE_LIMITS.bodyMax + 1) }, 'email'),
      NOTIFICATION_MESSAGES.bodyTooLong(TEMPLATE_LIMITS.bodyMax),
      'body',
    );
    refused(
      save({ subject: 'я'.repeat(TEMPLATE_LIMITS.subjectMax + 1), body: 'Т' }, 'email'),
      'Тема письма — не длиннее 200 символов',
      'subject',
    );
  });

  it('refuses a placeholder the moment does not have, naming the first unknown one', () => {
    templates
      .given([])
      .when(save({ body: '{{firstName}} {{profileLink}} {{bonus}}' }))
      .thenThrows(ValidationError, NOTIFICATION_MESSAGES.unknownPlaceholder('profileLink'));
    templates
      .given([])
      .when(save({ subject: 'Для {{ fullName }}', body: '{{firstName}}' }, 'email'))
      .thenThrows(ValidationError, NOTIFICATION_MESSAGES.unknownPlaceholder('fullName'));
  });

  it('saving the text in force changes nothing; a new text does', () => {
    templates
      .given([saved('Текст')])
      .when(save({ body: 'Текст' }))
      .then([]);
    templates
      .given([saved('Текст')])
      .when(save({ body: 'Другой текст' }))
      .then([saved('Другой текст')]);
    templates
      .given([
        saved('Текст'),
        { type: 'NotificationTemplateReset', data: { moment: 'invited', channel: 'sms' } },
      ])
      .when(save({ body: 'Текст' }))
      .then([saved('Текст')]);
  });

  it('resets an edited template; a template never edited (or already reset) stays as it is', () => {
    templates
      .given([saved('Текст')])
      .when(reset)
      .then([{ type: 'NotificationTemplateReset', data: { moment: 'invited', channel: 'sms' } }]);
    templates.given([]).when(reset).then([]);
    templates
      .given([
        saved('Текст'),
        { type: 'NotificationTemplateReset', data: { moment: 'invited', channel: 'sms' } },
      ])
      .when(reset)
      .then([]);
  });
});

describe('an opt-out (issue 31, item 1)', () => {
  const optOut = (channel: 'sms' | 'email') => ({ type: 'OptOutOfChannel' as const, ref: 'al7', channel });
  const optedOut = (channel: 'sms' | 'email') =>
    ({ type: 'NotificationChannelOptedOut', data: { ref: 'al7', channel } }) as const;

  it('opts a channel out once; a reused link answers like an unknown one', () => {
    givenDecider(optOutDecider)
      .given([])
      .when(optOut('sms'))
      .then([optedOut('sms')]);
    givenDecider(optOutDecider)
      .given([optedOut('sms')])
      .when(optOut('email'))
      .then([optedOut('email')]);
    givenDecider(optOutDecider)
      .given([optedOut('sms')])
      .when(optOut('sms'))
      .thenThrows(NotFoundError, NOTIFICATION_MESSAGES.unknownLink);
  });
});

describe('the read models the outbox reads', () => {
  const events = (list: NotificationEvent[], kind: string) => stored(kind, list);

  it('an edited template is a document; a reset deletes it (the default is in force again)', () => {
    const history = events([saved('Текст')], 'notification-template-invited.sms');
    givenProjection(notificationTemplatesProjection)
      .given(history)
      .then('notificationTemplates/invited.sms', {
        id: 'invited.sms',
        moment: 'invited',
        channel: 'sms',
        subject: '',
        body: 'Текст',
        revision: 0,
        updatedBy: { userId: 'u1', name: '' },
      });
    givenProjection(notificationTemplatesProjection)
      .given(
        events(
          [
            saved('Текст'),
            { type: 'NotificationTemplateReset', data: { moment: 'invited', channel: 'sms' } },
          ],
          'notification-template-invited.sms',
        ),
      )
      .then('notificationTemplates/invited.sms', null);
  });

  it('opt-outs gather per ref: {id: ref, sms, email}', () => {
    const history = events(
      [
        { type: 'NotificationChannelOptedOut', data: { ref: 'al7', channel: 'email' } },
        { type: 'NotificationChannelOptedOut', data: { ref: 'al7', channel: 'sms' } },
      ],
      'notification-opt-out-al7',
    );
    givenProjection(notificationOptOutsProjection)
      .given(history.slice(0, 1))
      .then('notificationOptOuts/al7', {
        id: 'al7',
        sms: false,
        email: true,
      });
    givenProjection(notificationOptOutsProjection).given(history).then('notificationOptOuts/al7', {
      id: 'al7',
      sms: true,
      email: true,
    });
  });
});
