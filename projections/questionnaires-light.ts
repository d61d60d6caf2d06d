import type { Projection } from './types';

/** Light questionnaire read models. Filled in by the light questionnaire work. */
export const QUESTIONNAIRE_LIGHT_PROJECTIONS: Projection[] = [];
