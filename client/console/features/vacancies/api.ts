import type { PublicationAction, VacancyService } from '#events/vacancies/events';
import type {
  PublicationStateView,
  PublishAnswer,
  StaffTemplate,
  StaffVacancy,
} from '#events/publication/views';
import { VACANCIES, VACANCY_TEMPLATES } from '#events/vacancies/collections';
import { apiCall } from '../../shell/http';
import type { StoreOption } from '../questionnaire-light';

export type { PublicationStateView, PublishAnswer, StaffTemplate, StaffVacancy };

/** The two job boards (the own site needs no account). */
export type JobBoardService = Exclude<VacancyService, 'site'>;
export const JOB_BOARDS: JobBoardService[] = ['headhunter', 'superjob'];

/** The staff vacancy calls of the console (spec part 1, section 7). */

/** Read-model collections the server pushes vacancies and templates through, and a store's room. */
export { VACANCIES, VACANCY_TEMPLATES };
export const storeRoom = (storeId: string) => `store:${storeId}`;

/** A job board may take a few calls (refresh, retry) of up to 15 s each: wait like the spec's 100 s. */
const PUBLISH_TIMEOUT_MS = 100_000;

export interface StaffList<T> {
  list: T[];
  total: number;
}

export function listStaffVacancies(query: {
  offset?: number;
  limit?: number;
  where?: { IStoreId?: string; templateId?: string };
}): Promise<StaffList<StaffVacancy>> {
  const params = new URLSearchParams();
  if (query.offset !== undefined) params.set('offset', String(query.offset));
  if (query.limit !== undefined) params.set('limit', String(query.limit));
  if (query.where) params.set('where', JSON.stringify(query.where));
  return apiCall(`/vacancies/staff?${params}`, undefined, { method: 'GET' });
}

export function getStaffVacancy(id: string): Promise<StaffVacancy> {
  return apiCall(`/vacancies/staff/${encodeURIComponent(id)}`, undefined, { method: 'GET' });
}

export function listStaffTemplates(): Promise<StaffList<StaffTemplate>> {
  return apiCall('/vacancies/staff/templates', undefined, { method: 'GET' });
}

/**
 * The stores the signed-in user may see, of one city or all: every store for an administrator
 * (all: true), their own for a store director, the AllowedStoresList / AllowedRegionsList stores
 * for a unit or region director.
 */
export interface StaffStores {
  all: boolean;
  list: StoreOption[];
}

export function listStaffStores(cityId?: string): Promise<StaffStores> {
  const query = cityId ? `?cityId=${encodeURIComponent(cityId)}` : '';
  return apiCall(`/vacancies/staff/stores${query}`, undefined, { method: 'GET' });
}

export function getStaffTemplate(id: string): Promise<StaffTemplate> {
  return apiCall(`/vacancies/staff/templates/${encodeURIComponent(id)}`, undefined, { method: 'GET' });
}

/** The first save of an extra description creates the vacancy; the answer is its id. */
export function createVacancy(input: {
  templateId: string;
  IStoreId: string;
  extraStandards: string;
}): Promise<{ id: string }> {
  return apiCall('/vacancies', input);
}

export function updateVacancy(
  id: string,
  input: { templateId: string; IStoreId: string; extraStandards: string; revision: number },
): Promise<StaffVacancy> {
  return apiCall(`/vacancies/${encodeURIComponent(id)}`, input, { method: 'PUT' });
}

export function getPublicationState(id: string): Promise<PublicationStateView> {
  return apiCall(`/vacancies/publication/${encodeURIComponent(id)}`, undefined, { method: 'GET' });
}

export function publishAction(
  id: string,
  input: {
    service: VacancyService;
    action: PublicationAction;
    meta: { userId?: string; IStoreId?: string; areaId?: string };
  },
): Promise<PublishAnswer> {
  return apiCall(`/vacancies/${encodeURIComponent(id)}/publication`, input, {
    timeoutMs: PUBLISH_TIMEOUT_MS,
  });
}

/** Logs the user's job-board account out. */
export function resetAccount(service: JobBoardService): Promise<{ message: string }> {
  return apiCall(`/reset/${service}`, {});
}
