import type Router from '@koa/router';
import { NotFoundError } from '../../core/errors';
import type { Services } from '../../core/services';

/** Demo mode only: what the SMS and mail outboxes "sent", newest first. 404 in production. */
export function registerDemoOutboxRoutes(router: Router, s: Services): void {
  router.get('/demo/sms-outbox', (ctx) => {
    if (s.config.mode !== 'demo') throw new NotFoundError('Метод API не найден');
    ctx.body = s.sms.recent();
  });
  router.get('/demo/mail-outbox', (ctx) => {
    if (s.config.mode !== 'demo') throw new NotFoundError('Метод API не найден');
    ctx.body = s.mail.recent();
  });
}
