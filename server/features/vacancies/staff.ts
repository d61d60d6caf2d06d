import { STORE_ACCESS_MESSAGES } from '#events/core/store-access';
import { assertStoreAccess } from '../../access/records';
import { VACANCY_MESSAGES as M } from '#events/vacancies/events';
import type { VacancyDoc } from '#events/vacancies/documents';
import type { StaffTemplate, StaffVacancy } from '#events/publication/views';
import type { AccessClaims } from '../../auth/tokens';
import { ForbiddenError, NotFoundError } from '../../core/errors';
import type { Services } from '../../core/services';
import type { Stored } from '#projections/core/types';
import {
  staffTemplates,
  staffTemplateViews,
  staffVacancyById,
  staffVacancyPage,
  vacancyDocById,
  vacancyTemplateDocById,
} from '#projections/vacancies/staff-queries';
import { accessibleCityIds, storeAccess } from '../../access/stores';

/**
 * The staff pages' view of vacancies and city templates (spec part 1, sections 2 and 6; issue 5):
 * store directors see their own store's vacancies, unit and region directors those of their
 * AllowedStoresList / AllowedRegionsList stores (events/store-access.ts), and the city templates
 * of those stores' cities. HR never gets here (the 'positions' area is hidden for HR; the routes
 * check it).
 */

export interface StaffListQuery {
  offset?: number;
  limit?: number;
  where?: { IStoreId?: string; templateId?: string; dependenceId?: string };
}

/** GET /vacancies/staff: newest first, only the stores the user may see. */
export async function listStaffVacancies(
  s: Services,
  user: AccessClaims,
  query: StaffListQuery,
): Promise<{ list: StaffVacancy[]; total: number }> {
  const where = query.where ?? {};
  const access = storeAccess(user);
  if (where.IStoreId !== undefined) assertStoreAccess(user, where.IStoreId);
  const IStoreIds = where.IStoreId !== undefined ? [where.IStoreId] : access.all ? null : access.storeIds;
  return staffVacancyPage(
    s.read,
    { IStoreIds, templateId: where.templateId, cityId: where.dependenceId },
    { offset: query.offset ?? 0, limit: query.limit ?? 50 },
  );
}

/** GET /vacancies/staff/{id}: 404 unknown, 403 a store the user may not see. */
export async function getStaffVacancy(s: Services, user: AccessClaims, id: string): Promise<StaffVacancy> {
  const view = await staffVacancyById(s.read, id);
  if (!view) throw new NotFoundError(M.vacancyNotFound);
  assertStoreAccess(user, view.IStoreId);
  return view;
}

/** The vacancy document, if this user may see it. */
export async function readVacancyFor(
  s: Services,
  user: AccessClaims,
  id: string,
): Promise<Stored<VacancyDoc>> {
  const doc = await vacancyDocById(s.read, id);
  if (!doc) throw new NotFoundError(M.vacancyNotFound);
  assertStoreAccess(user, doc.IStoreId);
  return doc;
}

/** The city templates a vacancy can be created from: the cities of the stores the user may see. */
export async function listStaffTemplates(
  s: Services,
  user: AccessClaims,
): Promise<{ list: StaffTemplate[]; total: number }> {
  const cities = accessibleCityIds(storeAccess(user));
  if (cities?.length === 0) return { list: [], total: 0 };
  const list = (await staffTemplates(s.read, cities)).sort(
    (a, b) =>
      a.cityName.localeCompare(b.cityName, 'ru') || a.position.title.localeCompare(b.position.title, 'ru'),
  );
  return { list, total: list.length };
}

export async function getStaffTemplate(s: Services, user: AccessClaims, id: string): Promise<StaffTemplate> {
  const doc = await vacancyTemplateDocById(s.read, id);
  if (!doc) throw new NotFoundError(M.templateNotFound);
  const cities = accessibleCityIds(storeAccess(user));
  if (cities !== null && !cities.includes(doc.dependenceId))
    throw new ForbiddenError(STORE_ACCESS_MESSAGES.otherCityTemplate);
  const [view] = await staffTemplateViews(s.read, [doc]);
  return view!;
}
