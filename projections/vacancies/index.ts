import type { Projection } from '../core/types';
import { baseTemplatesProjection, vacanciesProjection, vacancyTemplatesProjection } from './projection';
import { staffVacanciesProjection } from './staff-projection';

/**
 * The vacancy feature's read models, in the order the runner and a rebuild of all apply them:
 * staffVacancies joins the other three (and positions, an earlier feature's), so it comes last.
 */
export const VACANCY_PROJECTIONS: Projection[] = [
  baseTemplatesProjection,
  vacancyTemplatesProjection,
  vacanciesProjection,
  staffVacanciesProjection,
];
