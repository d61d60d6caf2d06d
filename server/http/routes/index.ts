import type Router from '@koa/router';
import type { Services } from '../../services';
import { sessionRoutes } from './session';
import { positionRoutes } from './positions';
import { auditRoutes } from './audit';
import { vacancyRoutes } from './vacancies';
import { questionnaireLightRoutes } from './questionnaire-light';
import { storeQuestionnaireRoutes } from './store-questionnaires';

/** Every API router. The authorization test walks this list so no route escapes it. */
export function apiRouters(s: Services): Router[] {
  return [
    sessionRoutes(s),
    positionRoutes(s),
    auditRoutes(s),
    vacancyRoutes(s),
    questionnaireLightRoutes(s),
    storeQuestionnaireRoutes(s),
  ];
}
