import type Router from '@koa/router';
import type { Services } from '../../core/services';
import { sessionRoutes } from '../../features/users/routes';
import { positionRoutes } from '../../features/positions/routes';
import { auditRoutes } from '../../features/audit/routes';
import { vacancyRoutes } from '../../features/vacancies/routes-public';
import { templateRoutes } from '../../features/vacancies/routes-templates';
import { vacancyStaffRoutes } from '../../features/vacancies/routes-staff';
import { publicationRoutes } from '../../features/publication/routes';
import { questionnaireLightRoutes } from '../../features/questionnaire-light/routes';
import { storeQuestionnaireRoutes } from '../../features/questionnaire-light/routes-store';
import { meetingRoutes } from '../../features/meetings/routes';

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
