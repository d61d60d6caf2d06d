import Router from '@koa/router';
import type { Services } from '../../core/services';
import { registerCandidateRoutes } from './routes-candidate';
import { registerReviewRoutes } from './routes-review';
import { registerDemoOutboxRoutes } from './routes-demo';

/**
 * Light questionnaire (spec part 1, sections 4-7): phone confirmation by SMS, the candidate's form,
 * e-mail confirmation and own edits (public), staff review (MANAGE_QUESTIONNAIRE_AL), demo outboxes.
 */
export function questionnaireLightRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  registerCandidateRoutes(router, s);
  registerReviewRoutes(router, s);
  registerDemoOutboxRoutes(router, s);
  return router;
}
