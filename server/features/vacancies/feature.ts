import { BASE_TEMPLATES, STAFF_VACANCIES, VACANCIES, VACANCY_TEMPLATES } from '#events/vacancies/collections';
import { VACANCY_PROJECTIONS } from '#projections/vacancies/index';
import { defineServerFeature } from '../../core/feature';
import { baseTemplateDecider } from './base-template';
import { seedVacancies } from './demo-seed';
import { vacancyRoutes } from './routes-public';
import { vacancyStaffRoutes } from './routes-staff';
import { templateRoutes } from './routes-templates';
import { vacancyTemplateDecider } from './vacancy-template';
import { vacancyDecider } from './vacancy';

/** Base templates, city templates and store vacancies; the public feed reads them too. */
export const vacanciesFeature = defineServerFeature({
  name: 'vacancies',
  // Specific paths first: '/vacancies/staff' and '/templates' before the public '/vacancies/:id'.
  routes: (s) => [templateRoutes(s), vacancyStaffRoutes(s), vacancyRoutes(s)],
  audit: [{ decider: baseTemplateDecider }, { decider: vacancyTemplateDecider }, { decider: vacancyDecider }],
  projections: VACANCY_PROJECTIONS,
  live: [
    // Store, unit and region directors see only their stores' vacancies (the API enforces it too): they watch store rooms.
    { collection: VACANCIES, rule: { area: 'positions', storeScoped: true } },
    // The staff list's documents, joined and ready to show: the same watchers as `vacancies`.
    { collection: STAFF_VACANCIES, rule: { area: 'positions', storeScoped: true } },
    { collection: BASE_TEMPLATES, rule: { area: 'basicVacancy', storeScoped: false } },
    { collection: VACANCY_TEMPLATES, rule: { area: 'vacancyTemplates', storeScoped: false } },
  ],
  seed: seedVacancies,
});
