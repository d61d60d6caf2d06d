import type Router from '@koa/router';
import type { Services } from '../../services';
import { sessionRoutes } from './session';
import { positionRoutes } from './positions';
import { auditRoutes } from './audit';
import { vacancyRoutes } from './vacancies';
import { templateRoutes } from './templates';
import { vacancyStaffRoutes } from './vacancy-staff';
import { publicationRoutes } from './publication';
import { questionnaireLightRoutes } from './questionnaire-light';
import { storeQuestionnaireRoutes } from './store-questionnaires';
import { meetingRoutes } from './meetings';

/** Every API router. The authorization test walks this list so no route escapes it. */
export function apiRouters(s: Services): Router[] {
  return [
    sessionRoutes(s),
    positionRoutes(s),
    auditRoutes(s),
    templateRoutes(s), // before /vacancies/:id, which would take 'templates' for an id
    // Before the public vacancy routes: their /vacancies/:id would take '/vacancies/staff'.
    vacancyStaffRoutes(s),
    publicationRoutes(s),
    vacancyRoutes(s),
    questionnaireLightRoutes(s),
    storeQuestionnaireRoutes(s),
    meetingRoutes(s),
  ];
}
