import { useSearch } from 'wouter';
import { lightSource } from '#events/questionnaire-light/inputs';
import type { VacancyService } from '#events/vacancies/events';

/**
 * The traffic source of this visit: `?source=<service>` of the address, as a job board's listing
 * links to the vacancy page (issue 29). An unknown value is no source: never an error.
 */
export function useLightSource(): VacancyService | undefined {
  return lightSource(new URLSearchParams(useSearch()).get('source') ?? undefined);
}

/** '?source=headhunter' to carry the source on to the next page of the visit, or ''. */
export function sourceQuery(source: VacancyService | undefined): string {
  return source ? `?source=${encodeURIComponent(source)}` : '';
}
