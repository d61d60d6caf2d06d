import { maskQuestionnaire } from '#events/questionnaire/masking';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import { statesOfListType, type QuestionnaireDoc } from '#events/questionnaire/events';
import type { QuestionnaireListInput } from '#events/questionnaire/inputs';
import { filterValue } from '#events/questionnaire/list-filter';
import type { Infer } from 'superstruct';
import type { Filter, ReadStore } from '../core/read-store';
import { collectionIn } from '../core/typed-read';
import type { Stored } from '../core/types';

/** A questionnaire as the API answers it: the document without the store's bookkeeping. */
export type QuestionnaireView = Omit<QuestionnaireDoc, 'search'>;

export function toQuestionnaireView(doc: Stored<QuestionnaireDoc>): QuestionnaireView {
  const { _id: _i, _pos: _p, search: _s, ...view } = doc;
  return view;
}

/** Stores this reader may see: null every store, else exactly these (possibly none). */
export type StoreScope = string[] | null;

export type QuestionnaireListQuery = Infer<typeof QuestionnaireListInput>;

/** The read-store filter of one list page: tab, contractor type, store scope, filters, search, dates. */
export function listFilter(query: QuestionnaireListQuery, scope: StoreScope): Filter {
  const where = query.where ?? {};
  const tabStates = statesOfListType(query.type);
  const state = where.state && tabStates.includes(where.state) ? where.state : { $in: tabStates };
  const filter: Filter = { contractorType: query.contractorType, state };
  const store = filterValue(where.storeId ?? query.store?.id);
  if (scope !== null) filter.IStoreId = { $in: store ? scope.filter((id) => id === store) : scope };
  else if (store) filter.IStoreId = store;
  const city = filterValue(where.cityId);
  if (city) filter.cityId = city;
  const position = filterValue(where.positionId);
  if (position) filter.positionId = position;
  const words = searchWords(where.search);
  if (words.length) filter.$and = words.map((word) => ({ search: { $regex: escapeRegex(word) } }));
  if (where.dateFrom || where.dateTo) {
    filter.createdAt = {
      ...(where.dateFrom ? { $gte: moscowDayStart(where.dateFrom) } : {}),
      // The whole last day: anything before the next one.
      ...(where.dateTo ? { $lt: nextDay(where.dateTo) } : {}),
    };
  }
  return filter;
}

/** One page of a list and the number of questionnaires its filter matches. */
export async function listQuestionnaires(
  read: ReadStore,
  query: QuestionnaireListQuery,
  scope: StoreScope,
): Promise<{ list: QuestionnaireView[]; total: number }> {
  if (scope !== null && scope.length === 0) return { list: [], total: 0 };
  const { docs, total } = await collectionIn(read, QUESTIONNAIRES).findPage(listFilter(query, scope), {
    sort: { seq: query.sort === 'oldest' ? 1 : -1 },
    skip: query.offset,
    limit: query.limit,
  });
  // Lists never carry identity numbers whole (only their last four digits).
  return { list: docs.map((doc) => maskQuestionnaire(toQuestionnaireView(doc))), total };
}

/** Every questionnaire of a filter, up to `max`, for the CSV export. */
export async function exportQuestionnaires(
  read: ReadStore,
  query: QuestionnaireListQuery,
  scope: StoreScope,
  max: number,
): Promise<QuestionnaireView[]> {
  if (scope !== null && scope.length === 0) return [];
  const docs = await collectionIn(read, QUESTIONNAIRES).find(listFilter(query, scope), {
    sort: { seq: query.sort === 'oldest' ? 1 : -1 },
    limit: max,
  });
  return docs.map(toQuestionnaireView);
}

/** One questionnaire if this reader may see its store, else null (unknown and foreign look alike). */
export async function getQuestionnaire(
  read: ReadStore,
  id: string,
  scope: StoreScope,
): Promise<QuestionnaireView | null> {
  const doc = await collectionIn(read, QUESTIONNAIRES).get(id);
  if (!doc || (scope !== null && !scope.includes(doc.IStoreId))) return null;
  return toQuestionnaireView(doc);
}

/** How many questionnaires wait in 'Новые' for this reader (the menu badge). */
export async function countNew(
  read: ReadStore,
  scope: StoreScope,
): Promise<Record<'Employee' | 'Entrepreneur', number>> {
  if (scope !== null && scope.length === 0) return { Employee: 0, Entrepreneur: 0 };
  const questionnaires = collectionIn(read, QUESTIONNAIRES);
  const count = (contractorType: 'Employee' | 'Entrepreneur') =>
    questionnaires.count({
      contractorType,
      state: { $in: statesOfListType('new') },
      ...(scope !== null ? { IStoreId: { $in: scope } } : {}),
    });
  const [Employee, Entrepreneur] = await Promise.all([count('Employee'), count('Entrepreneur')]);
  return { Employee, Entrepreneur };
}

function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  return search
    .toLowerCase()
    .replace(/ё/g, 'е')
    .split(/\s+/)
    .map((word) => (/^[\d()+\-\s]+$/.test(word) ? word.replace(/\D/g, '') : word))
    .filter(Boolean);
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Staff pick days in Moscow time: the day starts at 00:00 MSK (UTC+3, no daylight saving). */
function moscowDayStart(day: string): string {
  return new Date(`${day}T00:00:00.000+03:00`).toISOString();
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000+03:00`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString();
}
