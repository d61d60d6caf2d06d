import { positionsProjection } from './positions';
import { usersProjection } from './users';
import { VACANCY_PROJECTIONS } from './vacancies';
import { QUESTIONNAIRE_LIGHT_PROJECTIONS } from './questionnaire-light';
import { meetingsProjection } from './meetings';
import type { Projection } from './core/types';

export const PROJECTIONS: Projection[] = [
  positionsProjection,
  usersProjection,
  ...VACANCY_PROJECTIONS,
  ...QUESTIONNAIRE_LIGHT_PROJECTIONS,
  meetingsProjection,
];

export function projectionByName(name: string): Projection | undefined {
  return PROJECTIONS.find((p) => p.name === name);
}
