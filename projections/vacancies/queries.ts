import { POSITIONS } from '#events/positions/collections';
import {
  OBSOLETE_POSITION_TITLE,
  SELF_EMPLOYED_POSITION_TITLE,
  type PositionDoc,
} from '#events/positions/events';
import { BASE_TEMPLATES, VACANCIES, VACANCY_TEMPLATES } from '#events/vacancies/collections';
import type { BaseTemplateDoc, VacancyDoc, VacancyTemplateDoc } from '#events/vacancies/documents';
import type { BaseTemplateView, VacancyTemplateView } from '#events/vacancies/templates';
import type { PublicVacancy } from '#events/vacancies/views';
import type { Filter, ReadStore } from '../core/read-store';
import { collectionIn } from '../core/typed-read';
import type { Stored } from '../core/types';
import { publicVacancyOf } from './public-view';
import { baseTemplateViewOf, vacancyTemplateViewOf } from './template-views';

/** The read-model documents a vacancy is shown from (public page, job boards). */
export interface VacancySources {
  vacancy: Stored<VacancyDoc>;
  template: Stored<VacancyTemplateDoc> | null;
  baseTemplate: Stored<BaseTemplateDoc> | null;
  position: Stored<PositionDoc> | null;
}

/** The sources of each vacancy of a page, in the same order, with one lookup per collection. */
export async function sourcesOfVacancies(
  read: ReadStore,
  vacancies: Stored<VacancyDoc>[],
): Promise<VacancySources[]> {
  const templates = await collectionIn(read, VACANCY_TEMPLATES).getMany(
    unique(vacancies.map((v) => v.templateId)),
  );
  const bases = await collectionIn(read, BASE_TEMPLATES).getMany(
    unique(vacancies.map((v) => v.baseTemplateId)),
  );
  const positions = await collectionIn(read, POSITIONS).getMany(
    unique([...bases.values()].map((b) => b.positionId)),
  );
  return vacancies.map((vacancy) => {
    const baseTemplate = bases.get(vacancy.baseTemplateId) ?? null;
    return {
      vacancy,
      template: templates.get(vacancy.templateId) ?? null,
      baseTemplate,
      position: baseTemplate ? (positions.get(baseTemplate.positionId) ?? null) : null,
    };
  });
}

export async function sourcesOfVacancy(
  read: ReadStore,
  vacancy: Stored<VacancyDoc>,
): Promise<VacancySources> {
  const [sources] = await sourcesOfVacancies(read, [vacancy]);
  return sources!;
}

const unique = (values: string[]): string[] => [...new Set(values.filter(Boolean))];

// ---- Public feed ----

/** Public views of a page of vacancy documents, in the same order. */
export async function publicVacanciesOf(
  read: ReadStore,
  vacancies: Stored<VacancyDoc>[],
): Promise<PublicVacancy[]> {
  return (await sourcesOfVacancies(read, vacancies)).map(publicVacancyOf);
}

/** One vacancy's public view, whatever its status; null when there is no such vacancy. */
export async function publicVacancyById(read: ReadStore, id: string): Promise<PublicVacancy | null> {
  const vacancy = await collectionIn(read, VACANCIES).get(id);
  return vacancy ? publicVacancyOf(await sourcesOfVacancy(read, vacancy)) : null;
}

/** The public views of the given vacancies (those that exist), in the given order. */
export async function publicVacanciesByIds(read: ReadStore, ids: string[]): Promise<PublicVacancy[]> {
  const docs = await collectionIn(read, VACANCIES).getMany(ids);
  return publicVacanciesOf(
    read,
    ids.flatMap((id) => docs.get(id) ?? []),
  );
}

/**
 * A position appears on the public site (its filter entry and its vacancies) when it is marked
 * 'show in vacancies feed', is not the self-employed position and is not the obsolete one.
 */
export function isFeedPosition(position: Pick<PositionDoc, 'title' | 'show_on_vacancies_feed'>): boolean {
  const title = position.title;
  return (
    position.show_on_vacancies_feed &&
    title !== SELF_EMPLOYED_POSITION_TITLE &&
    title !== OBSOLETE_POSITION_TITLE
  );
}

/** The position filter of the public feed, by title. */
export async function feedPositions(read: ReadStore): Promise<{ id: string; title: string }[]> {
  const docs = await collectionIn(read, POSITIONS).find(
    { show_on_vacancies_feed: true },
    { sort: { title: 1 } },
  );
  return docs.filter(isFeedPosition).map((p) => ({ id: p._id, title: p.title }));
}

/**
 * Vacancies published on the own site, newest first. The position filter is resolved through the
 * (few) positions and base templates first, so the one query over the (many) vacancies uses only
 * fields of the vacancy document itself.
 */
export async function feedPage(
  read: ReadStore,
  where: { positionId?: string; cityId?: string; IStoreId?: string },
  page: { offset: number; limit: number },
): Promise<{ list: PublicVacancy[]; total: number }> {
  const feed = (await feedPositions(read)).map((p) => p.id);
  const positionIds = where.positionId === undefined ? feed : feed.filter((id) => id === where.positionId);
  const bases = positionIds.length
    ? await collectionIn(read, BASE_TEMPLATES).find({ positionId: { $in: positionIds } })
    : [];
  if (bases.length === 0) return { list: [], total: 0 };
  const filter: Filter = { status: 'published', baseTemplateId: { $in: bases.map((b) => b._id) } };
  if (where.cityId !== undefined) filter.cityId = where.cityId;
  if (where.IStoreId !== undefined) filter.IStoreId = where.IStoreId;
  const vacancies = collectionIn(read, VACANCIES);
  const [total, docs] = await Promise.all([
    vacancies.count(filter),
    vacancies.find(filter, { sort: { publishedAt: -1, seq: -1 }, skip: page.offset, limit: page.limit }),
  ]);
  return { list: await publicVacanciesOf(read, docs), total };
}

// ---- Template screens ----

/** Base template views by id, with one lookup per collection. */
export async function baseTemplateViews(
  read: ReadStore,
  docs: Stored<BaseTemplateDoc>[],
): Promise<Map<string, BaseTemplateView>> {
  const positions = await collectionIn(read, POSITIONS).getMany(unique(docs.map((d) => d.positionId)));
  return new Map(docs.map((d) => [d._id, baseTemplateViewOf(d, positions.get(d.positionId) ?? null)]));
}

/** City template views of a page of documents, in the same order. */
export async function vacancyTemplateViews(
  read: ReadStore,
  docs: Stored<VacancyTemplateDoc>[],
): Promise<VacancyTemplateView[]> {
  const bases = await collectionIn(read, BASE_TEMPLATES).getMany(unique(docs.map((d) => d.baseTemplateId)));
  const baseViews = await baseTemplateViews(read, [...bases.values()]);
  return docs.map((d) => vacancyTemplateViewOf(d, baseViews.get(d.baseTemplateId) ?? null));
}

export async function baseTemplateById(read: ReadStore, id: string): Promise<BaseTemplateView | null> {
  const doc = await collectionIn(read, BASE_TEMPLATES).get(id);
  return doc ? ((await baseTemplateViews(read, [doc])).get(id) ?? null) : null;
}

export async function allBaseTemplates(read: ReadStore): Promise<BaseTemplateView[]> {
  return [...(await baseTemplateViews(read, await collectionIn(read, BASE_TEMPLATES).find({}))).values()];
}

export function baseTemplateDocById(read: ReadStore, id: string): Promise<Stored<BaseTemplateDoc> | null> {
  return collectionIn(read, BASE_TEMPLATES).get(id);
}

export function baseTemplateCountOfPosition(read: ReadStore, positionId: string): Promise<number> {
  return collectionIn(read, BASE_TEMPLATES).count({ positionId });
}

export async function vacancyTemplateById(read: ReadStore, id: string): Promise<VacancyTemplateView | null> {
  const doc = await collectionIn(read, VACANCY_TEMPLATES).get(id);
  return doc ? ((await vacancyTemplateViews(read, [doc]))[0] ?? null) : null;
}

/** City templates newest first, by city and position (the position through its base templates). */
export async function vacancyTemplatePage(
  read: ReadStore,
  where: { cityId?: string; positionId?: string },
  page: { offset: number; limit: number },
): Promise<{ list: VacancyTemplateView[]; total: number }> {
  const filter: Filter = {};
  if (where.cityId !== undefined) filter.dependenceId = where.cityId;
  if (where.positionId !== undefined) {
    const bases = await collectionIn(read, BASE_TEMPLATES).find({ positionId: where.positionId });
    if (bases.length === 0) return { list: [], total: 0 };
    filter.baseTemplateId = { $in: bases.map((b) => b._id) };
  }
  const templates = collectionIn(read, VACANCY_TEMPLATES);
  const [total, docs] = await Promise.all([
    templates.count(filter),
    templates.find(filter, { sort: { createdAt: -1, _id: 1 }, skip: page.offset, limit: page.limit }),
  ]);
  return { list: await vacancyTemplateViews(read, docs), total };
}

/** Whether a base template already has its template in a city. */
export function vacancyTemplateCountFor(
  read: ReadStore,
  baseTemplateId: string,
  cityId: string,
): Promise<number> {
  return collectionIn(read, VACANCY_TEMPLATES).count({ baseTemplateId, dependenceId: cityId });
}

export function positionDocById(read: ReadStore, id: string): Promise<Stored<PositionDoc> | null> {
  return collectionIn(read, POSITIONS).get(id);
}
