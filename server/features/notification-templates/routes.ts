import Router from '@koa/router';
import type { Context } from 'koa';
import { canAccess } from '#events/core/access';
import { NOTIFICATION_MESSAGES, NOTIFICATION_TEMPLATES } from '#events/notifications/api';
import { NOTIFICATION_TEMPLATE_KIND } from '#events/notifications/events';
import {
  NotificationTemplateParams,
  NotificationTemplateResetInput,
  NotificationTemplateSaveInput,
  notificationTemplateView,
  templateIdOf,
  type NotificationTemplateView,
} from '#events/notifications/templates';
import { notificationTemplateViews } from '#projections/notification-templates/queries';
import { collectionIn } from '#projections/core/typed-read';
import { handleCommand } from '../../core/command-handler';
import { ForbiddenError } from '../../core/errors';
import type { Services } from '../../core/services';
import { commandContext, userOf } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { notificationTemplateDecider } from './decider';

/**
 * Admin changes the templates (with the settings user list, as every 'Настройки' page); the auditor
 * reads them (issue 28); everyone else gets the one refusal, naming who may.
 */
function userWho(ctx: Context, s: Services, change: boolean) {
  const user = userOf(ctx, s);
  const opens = canAccess('notificationTemplates', user, { settingsUserIds: s.config.settingsUserIds });
  if (!opens || (change && user.scope !== 'Admin')) throw new ForbiddenError(NOTIFICATION_MESSAGES.noRights);
  return user;
}

/** The revision of a template stream (-1: never written): what a default template's editor saw. */
async function streamRevision(s: Services, id: string): Promise<number> {
  const events = await s.events.readStream(`${NOTIFICATION_TEMPLATE_KIND}-${id}`);
  return events.at(-1)?.revision ?? -1;
}

async function viewOf(
  s: Services,
  moment: NotificationTemplateView['moment'],
  channel: NotificationTemplateView['channel'],
) {
  const id = templateIdOf(moment, channel);
  const doc = await collectionIn(s.read, NOTIFICATION_TEMPLATES).get(id);
  return notificationTemplateView(moment, channel, doc, doc ? doc.revision : await streamRevision(s, id));
}

/**
 * 'Настройки → Уведомления кандидатам' (issue 31, item 1): every moment × channel with the text in
 * force, a save (the rules in decider.ts) and a reset to the default text, each with the revision
 * the editor saw (a stale one: 409 naming who changed it).
 */
export function notificationTemplateRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  router.get('/notification-templates', async (ctx) => {
    userWho(ctx, s, false);
    ctx.body = { list: await notificationTemplateViews(s.read, (id) => streamRevision(s, id)) };
  });
  router.put('/notification-templates/:moment/:channel', async (ctx) => {
    const user = userWho(ctx, s, true);
    const { moment, channel } = parseInput(NotificationTemplateParams, ctx.params);
    const input = parseInput(NotificationTemplateSaveInput, ctx.request.body);
    const command = {
      type: 'SaveNotificationTemplate' as const,
      moment,
      channel,
      subject: input.subject ?? '',
      body: input.body,
    };
    await handleCommand(
      s.bus,
      notificationTemplateDecider,
      templateIdOf(moment, channel),
      command,
      commandContext(ctx, s, user),
      { expectedRevision: input.revision },
    );
    ctx.body = { template: await viewOf(s, moment, channel) };
  });
  router.post('/notification-templates/:moment/:channel/reset', async (ctx) => {
    const user = userWho(ctx, s, true);
    const { moment, channel } = parseInput(NotificationTemplateParams, ctx.params);
    const { revision } = parseInput(NotificationTemplateResetInput, ctx.request.body);
    await handleCommand(
      s.bus,
      notificationTemplateDecider,
      templateIdOf(moment, channel),
      { type: 'ResetNotificationTemplate', moment, channel },
      commandContext(ctx, s, user),
      { expectedRevision: revision },
    );
    ctx.body = { template: await viewOf(s, moment, channel) };
  });
  return router;
}
