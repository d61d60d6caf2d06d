import type { Projection } from './types';

/** Vacancy catalogue read models. Filled in by the catalogue work. */
export const VACANCY_PROJECTIONS: Projection[] = [];
