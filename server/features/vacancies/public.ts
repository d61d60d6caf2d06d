import type { PublicVacancy } from '#events/vacancies/views';
import type { Doc } from '#projections/core/read-store';
import { publicVacanciesByIds, publicVacancyById } from '#projections/vacancies/queries';
import type { Services } from '../../core/services';

export { publicVacancyOf } from '#projections/vacancies/public-view';

/**
 * One vacancy as the public site shows it and as a light questionnaire snapshots it, whatever its
 * status (the page says 'Вакансия закрыта' for a closed one). Null when there is no such vacancy.
 */
export function findPublicVacancy(s: Services, id: string): Promise<PublicVacancy | null> {
  return publicVacancyById(s.read, id);
}

/** Public views of vacancy documents the caller holds untyped (the public feed's pushed changes). */
export function toPublicVacancies(s: Services, vacancies: Doc[]): Promise<PublicVacancy[]> {
  return publicVacanciesByIds(
    s.read,
    vacancies.map((v) => v._id),
  );
}
