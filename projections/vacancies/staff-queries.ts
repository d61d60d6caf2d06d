import type { StaffTemplate, StaffVacancy } from '#events/publication/views';
import { POSITIONS } from '#events/positions/collections';
import { BASE_TEMPLATES, STAFF_VACANCIES, VACANCIES, VACANCY_TEMPLATES } from '#events/vacancies/collections';
import type { StaffVacancyDoc, VacancyDoc, VacancyTemplateDoc } from '#events/vacancies/documents';
import type { Filter, ReadStore } from '../core/read-store';
import { collectionIn } from '../core/typed-read';
import type { Stored } from '../core/types';
import { staffTemplateOf } from './staff-view';

/** The staff list's filters: the stores the user may see (null: every store), a template, a city. */
export interface StaffVacancyFilter {
  IStoreIds: string[] | null;
  templateId?: string;
  cityId?: string;
}

/** GET /vacancies/staff: one indexed query over the joined read model, newest first. */
export async function staffVacancyPage(
  read: ReadStore,
  where: StaffVacancyFilter,
  page: { offset: number; limit: number },
): Promise<{ list: StaffVacancy[]; total: number }> {
  const filter: Filter = {};
  if (where.IStoreIds !== null) {
    if (where.IStoreIds.length === 0) return { list: [], total: 0 };
    filter.IStoreId = where.IStoreIds.length === 1 ? where.IStoreIds[0] : { $in: where.IStoreIds };
  }
  if (where.templateId !== undefined) filter.templateId = where.templateId;
  if (where.cityId !== undefined) filter.cityId = where.cityId;
  const { docs, total } = await collectionIn(read, STAFF_VACANCIES).findPage(filter, {
    sort: { createdAt: -1, seq: -1 },
    skip: page.offset,
    limit: page.limit,
  });
  return { list: docs.map(toStaffVacancy), total };
}

export async function staffVacancyById(read: ReadStore, id: string): Promise<StaffVacancy | null> {
  const doc = await collectionIn(read, STAFF_VACANCIES).get(id);
  return doc ? toStaffVacancy(doc) : null;
}

/** The document without what only the read model needs (its key, position and filter fields). */
export function toStaffVacancy(doc: Stored<StaffVacancyDoc>): StaffVacancy {
  const { _id, _pos, baseTemplateId: _b, positionId: _p, seq: _s, ...view } = doc;
  return view;
}

export function vacancyDocById(read: ReadStore, id: string): Promise<Stored<VacancyDoc> | null> {
  return collectionIn(read, VACANCIES).get(id);
}

export function vacancyTemplateDocById(
  read: ReadStore,
  id: string,
): Promise<Stored<VacancyTemplateDoc> | null> {
  return collectionIn(read, VACANCY_TEMPLATES).get(id);
}

/** City templates of the given cities (null: every city), as the positions page lists them. */
export async function staffTemplates(read: ReadStore, cityIds: string[] | null): Promise<StaffTemplate[]> {
  const docs = await collectionIn(read, VACANCY_TEMPLATES).find(
    cityIds === null ? {} : { dependenceId: { $in: cityIds } },
  );
  return staffTemplateViews(read, docs);
}

/** Staff views of city template documents, with one lookup per collection. */
export async function staffTemplateViews(
  read: ReadStore,
  docs: Stored<VacancyTemplateDoc>[],
): Promise<StaffTemplate[]> {
  const bases = await collectionIn(read, BASE_TEMPLATES).getMany(unique(docs.map((d) => d.baseTemplateId)));
  const positions = await collectionIn(read, POSITIONS).getMany(
    unique([...bases.values()].map((b) => b.positionId)),
  );
  return docs.map((doc) => {
    const base = bases.get(doc.baseTemplateId) ?? null;
    return staffTemplateOf(doc, base, base ? (positions.get(base.positionId) ?? null) : null);
  });
}

const unique = (values: string[]): string[] => [...new Set(values.filter(Boolean))];
