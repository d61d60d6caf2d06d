import { SELF_EMPLOYED_POSITION_TITLE } from '../../../events/positions/events';
import { canSeeStore, STORE_ACCESS_MESSAGES } from '../../../events/core/store-access';
import { storeLabel } from '../../../events/core/stores';
import { VACANCY_MESSAGES as M, type PublicationStatus } from '../../../events/vacancies/events';
import type {
  StaffBaseTemplate,
  StaffStore,
  StaffTemplate,
  StaffVacancy,
} from '../../../events/publication/views';
import type { AccessClaims } from '../../auth/tokens';
import { ForbiddenError, NotFoundError } from '../../core/errors';
import type { Doc, Filter } from '../../../projections/core/read-store';
import type { Services } from '../../core/services';
import { sanitizeRichText } from '../../../events/vacancies/sanitize';
import { accessibleCityIds, findCity, findStore, storeAccess } from '../../access/stores';

/**
 * The staff pages' view of vacancies and city templates (spec part 1, sections 2 and 6; issue 5):
 * store directors see their own store's vacancies, unit and region directors those of their
 * AllowedStoresList / AllowedRegionsList stores (events/store-access.ts), and the city templates
 * of those stores' cities. HR never gets here (the 'positions' area is hidden for HR; the routes
 * check it).
 */

/** 403 unless the user may see and change vacancies of this store. */
export function assertStoreAccess(
  user: AccessClaims,
  IStoreId: string,
  message: string = STORE_ACCESS_MESSAGES.otherStoreVacancy,
): void {
  if (!canSeeStore(storeAccess(user), IStoreId)) throw new ForbiddenError(message);
}

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
  const filter: Filter = {};
  const access = storeAccess(user);
  if (where.IStoreId !== undefined) {
    assertStoreAccess(user, where.IStoreId);
    filter.IStoreId = where.IStoreId;
  } else if (!access.all) {
    if (access.storeIds.length === 0) return { list: [], total: 0 };
    filter.IStoreId = { $in: access.storeIds };
  }
  if (where.templateId !== undefined) filter.templateId = where.templateId;
  if (where.dependenceId !== undefined) filter.cityId = where.dependenceId;
  const [total, docs] = await Promise.all([
    s.read.count('vacancies', filter),
    s.read.find('vacancies', filter, {
      sort: { createdAt: -1, seq: -1 },
      skip: query.offset ?? 0,
      limit: query.limit ?? 50,
    }),
  ]);
  return { list: await toStaffVacancies(s, docs), total };
}

/** GET /vacancies/staff/{id}: 404 unknown, 403 a store the user may not see. */
export async function getStaffVacancy(s: Services, user: AccessClaims, id: string): Promise<StaffVacancy> {
  const doc = await readVacancyFor(s, user, id);
  const [view] = await toStaffVacancies(s, [doc]);
  return view!;
}

/** The vacancy document, if this user may see it. */
export async function readVacancyFor(s: Services, user: AccessClaims, id: string): Promise<Doc> {
  const doc = await s.read.get('vacancies', id);
  if (!doc) throw new NotFoundError(M.vacancyNotFound);
  assertStoreAccess(user, str(doc.IStoreId));
  return doc;
}

/** The city templates a vacancy can be created from: the cities of the stores the user may see. */
export async function listStaffTemplates(
  s: Services,
  user: AccessClaims,
): Promise<{ list: StaffTemplate[]; total: number }> {
  const cities = accessibleCityIds(storeAccess(user));
  if (cities?.length === 0) return { list: [], total: 0 };
  const docs = await s.read.find(
    'vacancyTemplates',
    cities === null ? {} : { dependenceId: { $in: cities } },
  );
  const list = (await toStaffTemplates(s, docs)).sort(
    (a, b) =>
      a.cityName.localeCompare(b.cityName, 'ru') || a.position.title.localeCompare(b.position.title, 'ru'),
  );
  return { list, total: list.length };
}

export async function getStaffTemplate(s: Services, user: AccessClaims, id: string): Promise<StaffTemplate> {
  const doc = await s.read.get('vacancyTemplates', id);
  if (!doc) throw new NotFoundError(M.templateNotFound);
  const cities = accessibleCityIds(storeAccess(user));
  if (cities !== null && !cities.includes(str(doc.dependenceId)))
    throw new ForbiddenError(STORE_ACCESS_MESSAGES.otherCityTemplate);
  const [view] = await toStaffTemplates(s, [doc]);
  return view!;
}

/** Staff views of a page of vacancy documents, with one lookup per collection. */
export async function toStaffVacancies(s: Services, docs: Doc[]): Promise<StaffVacancy[]> {
  const templates = await s.read.getMany('vacancyTemplates', unique(docs.map((d) => str(d.templateId))));
  const bases = await s.read.getMany('baseTemplates', unique(docs.map((d) => str(d.baseTemplateId))));
  const positions = await s.read.getMany(
    'positions',
    unique([...bases.values()].map((b) => str(b.positionId))),
  );
  return docs.map((doc) => {
    const template = templates.get(str(doc.templateId)) ?? null;
    const base = bases.get(str(doc.baseTemplateId)) ?? null;
    const position = base ? (positions.get(str(base.positionId)) ?? null) : null;
    const store = staffStore(str(doc.IStoreId), str(doc.cityId));
    return {
      id: str(doc._id),
      templateId: str(doc.templateId),
      IStoreId: store.IStoreId,
      cityId: store.cityId,
      extraStandards: sanitizeRichText(str(doc.extraStandards)),
      meta: (doc.meta as StaffVacancy['meta']) ?? { userId: '', IStoreId: store.IStoreId },
      status: (doc.status as PublicationStatus | 'unpublished') ?? 'unpublished',
      publishedAt: typeof doc.publishedAt === 'string' ? doc.publishedAt : null,
      revision: typeof doc.revision === 'number' ? doc.revision : 0,
      createdAt: str(doc.createdAt),
      updatedAt: str(doc.updatedAt),
      updatedBy: (doc.updatedBy as StaffVacancy['updatedBy']) ?? null,
      ...positionOf(position),
      store,
      salary: salaryOf(template),
      baseTemplate: baseOf(base, positionOf(position).isSelfEmployed),
      publications: (doc.publications as StaffVacancy['publications']) ?? {},
      failures: (doc.failures as StaffVacancy['failures']) ?? {},
    };
  });
}

async function toStaffTemplates(s: Services, docs: Doc[]): Promise<StaffTemplate[]> {
  const bases = await s.read.getMany('baseTemplates', unique(docs.map((d) => str(d.baseTemplateId))));
  const positions = await s.read.getMany(
    'positions',
    unique([...bases.values()].map((b) => str(b.positionId))),
  );
  return docs.map((doc) => {
    const base = bases.get(str(doc.baseTemplateId)) ?? null;
    const position = positionOf(base ? (positions.get(str(base.positionId)) ?? null) : null);
    const cityId = str(doc.dependenceId);
    return {
      id: str(doc._id),
      baseTemplateId: str(doc.baseTemplateId),
      cityId,
      cityName: findCity(cityId)?.name ?? '',
      ...position,
      salary: salaryOf(doc),
      baseTemplate: baseOf(base, position.isSelfEmployed),
      revision: typeof doc.revision === 'number' ? doc.revision : 0,
      updatedAt: str(doc.updatedAt),
    };
  });
}

export function staffStore(IStoreId: string, fallbackCityId = ''): StaffStore {
  const store = findStore(IStoreId);
  const cityId = store?.param.cityId ?? fallbackCityId;
  return {
    IStoreId,
    name: store?.name ?? IStoreId,
    mall: store?.param.mall ?? null,
    label: store ? storeLabel(store) : IStoreId,
    cityId,
    cityName: findCity(cityId)?.name ?? '',
    fullAddress: store?.param.fullAddress ?? '',
  };
}

function positionOf(position: Doc | null): Pick<StaffVacancy, 'position' | 'isSelfEmployed'> {
  const title = position ? str(position.title) : '';
  return {
    position: { id: position ? str(position._id) : '', title },
    isSelfEmployed: title === SELF_EMPLOYED_POSITION_TITLE,
  };
}

function salaryOf(template: Doc | null): StaffVacancy['salary'] {
  const salary = template?.salary as StaffVacancy['salary'] | undefined;
  return salary ? { from: salary.from, to: salary.to, type: salary.type } : null;
}

function baseOf(base: Doc | null, selfEmployed: boolean): StaffBaseTemplate | null {
  if (!base) return null;
  const enumerated = (field: string) =>
    !selfEmployed && typeof base[field] === 'string' ? (base[field] as string) : null;
  return {
    id: str(base._id),
    // Sanitised when saved and again on the way out (the console renders these as HTML).
    responsibility: sanitizeRichText(str(base.responsibility)),
    standards: sanitizeRichText(str(base.standards)),
    conditions: sanitizeRichText(str(base.conditions)),
    experience: enumerated('experience'),
    schedule: enumerated('schedule'),
    occupation: enumerated('occupation'),
  };
}

export const str = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
const unique = (values: string[]): string[] => [...new Set(values.filter(Boolean))];
