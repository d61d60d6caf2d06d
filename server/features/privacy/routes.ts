import Router from '@koa/router';
import { ErasePersonalDataInput, PRIVACY_MESSAGES } from '#events/privacy/inputs';
import { ForbiddenError } from '../../core/errors';
import type { Services } from '../../core/services';
import { commandContext, userOf } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { erasePersonalData } from './erase';

/** POST /admin/personal-data/erase: a candidate's erasure (152-FZ), by an administrator only. */
export function privacyRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  router.post('/admin/personal-data/erase', async (ctx) => {
    const user = userOf(ctx, s);
    if (user.scope !== 'Admin') throw new ForbiddenError(PRIVACY_MESSAGES.onlyAdmin);
    const { record, id } = parseInput(ErasePersonalDataInput, ctx.request.body);
    ctx.body = await erasePersonalData(s, { kind: record, id }, commandContext(ctx, s, user));
  });
  return router;
}
