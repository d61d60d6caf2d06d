import type { BaseTemplateInput, Salary } from '#events/vacancies/events';
import type {
  BaseTemplateView,
  ProfessionalRoleCategoryView,
  TemplateConflictDetails,
  VacancyTemplateView,
} from '#events/vacancies/templates';
import { BASE_TEMPLATES, VACANCY_TEMPLATES } from '#events/vacancies/collections';
import { ApiError, apiCall } from '../../shell/http';

export type { BaseTemplateView, ProfessionalRoleCategoryView, VacancyTemplateView };

/** Base templates and city templates of the staff console (spec part 1, section 7). */

/** The read-model collections the server pushes base and city templates through. */
export { BASE_TEMPLATES, VACANCY_TEMPLATES };

const GET = { method: 'GET' } as const;

export function listBaseTemplates(): Promise<{ list: BaseTemplateView[] }> {
  return apiCall('/vacancies/templates/base', undefined, GET);
}

export function createBaseTemplate(input: BaseTemplateInput): Promise<BaseTemplateView> {
  return apiCall('/vacancies/templates/base', input);
}

export function updateBaseTemplate(
  id: string,
  input: BaseTemplateInput & { revision: number },
): Promise<BaseTemplateView> {
  return apiCall(`/vacancies/templates/base/${encodeURIComponent(id)}`, input, { method: 'PUT' });
}

export function listProfessionalRoles(): Promise<ProfessionalRoleCategoryView[]> {
  return apiCall('/vacancies/professional-roles', undefined, GET);
}

export interface TemplateWhere {
  dependenceId?: string;
  position?: string;
}

export function listVacancyTemplates(query: {
  offset: number;
  limit: number;
  where: TemplateWhere;
}): Promise<{ list: VacancyTemplateView[]; total: number }> {
  const params = new URLSearchParams({
    offset: String(query.offset),
    limit: String(query.limit),
    where: JSON.stringify(query.where),
  });
  return apiCall(`/vacancies/templates?${params}`, undefined, GET);
}

export interface SalaryPayload {
  from: string;
  to: string;
  type: Salary['type'];
}

export function createVacancyTemplate(input: {
  baseTemplateId: string;
  dependence: 'cityId';
  dependenceId: string;
  salary?: SalaryPayload;
}): Promise<VacancyTemplateView> {
  return apiCall('/vacancies/templates', input);
}

export function getVacancyTemplate(id: string): Promise<VacancyTemplateView> {
  return apiCall(`/vacancies/templates/${encodeURIComponent(id)}`, undefined, GET);
}

export function updateVacancyTemplate(
  id: string,
  input: {
    baseTemplateId: string;
    dependence: 'cityId';
    dependenceId: string;
    salary: SalaryPayload;
    revision: number;
  },
): Promise<VacancyTemplateView> {
  return apiCall(`/vacancies/templates/${encodeURIComponent(id)}`, input, { method: 'PUT' });
}

/** The details of a refused save (409): who changed the template first, and its current values. */
export function conflictOf<T>(err: unknown): TemplateConflictDetails<T> | null {
  if (!(err instanceof ApiError) || err.status !== 409 || !err.details) return null;
  // A 409's details are the server's TemplateConflictDetails (server/features/vacancies/template-conflict.ts).
  const d = err.details as Partial<TemplateConflictDetails<T>>;
  return {
    changedBy: d.changedBy ?? null,
    changedAt: d.changedAt ?? null,
    actualRevision: typeof d.actualRevision === 'number' ? d.actualRevision : -1,
    current: d.current ?? null,
  };
}
