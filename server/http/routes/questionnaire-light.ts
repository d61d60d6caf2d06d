import Router from '@koa/router';
import type { Services } from '../../services';
import { registerCandidateRoutes } from './questionnaire-light-candidate';
import { registerReviewRoutes } from './questionnaire-light-review';
import { registerDemoOutboxRoutes } from './questionnaire-light-demo';

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
