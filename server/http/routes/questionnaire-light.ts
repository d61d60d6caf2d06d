import Router from '@koa/router';
import type { Services } from '../../services';

/** Light questionnaire, phone and e-mail confirmation, staff review. Filled in by the light questionnaire work. */
export function questionnaireLightRoutes(_s: Services): Router {
  return new Router({ prefix: '/api/v1' });
}
