import type { QuestionnaireDoc } from '#events/questionnaire/events';
import type { ContractorType } from '#events/questionnaire/events';
import { statesOfListType, type ListType, type SelfEmployedListType } from '#events/questionnaire/states';
import type { ListWhere } from './api';

/**
 * Does a pushed questionnaire belong to the list on screen? The same filters as the server's
 * (projections/questionnaire/queries.ts): the tab's states, the contractor type, store, city,
 * position, every word of the search in the name or the phone's digits, the date range (days in
 * Moscow time, as the server counts them; a row is checked again by the reload that follows).
 */
export function belongsToList(
  doc: QuestionnaireDoc,
  type: ListType | SelfEmployedListType,
  contractorType: ContractorType,
  where: ListWhere,
): boolean {
  if (doc.contractorType !== contractorType) return false;
  if (!statesOfListType(type).includes(doc.state)) return false;
  if (where.state && doc.state !== where.state) return false;
  if (where.storeId && doc.IStoreId !== where.storeId) return false;
  if (where.cityId && doc.cityId !== where.cityId) return false;
  if (where.positionId && doc.positionId !== where.positionId) return false;
  const words = (where.search ?? '').toLowerCase().replace(/ё/g, 'е').split(/\s+/).filter(Boolean);
  if (
    words.some(
      (word) => !doc.search.includes(/^\+?\d[\d\s()-]*$/.test(word) ? word.replace(/\D/g, '') : word),
    )
  )
    return false;
  const day = moscowDay(doc.createdAt);
  if (where.dateFrom && day < where.dateFrom) return false;
  if (where.dateTo && day > where.dateTo) return false;
  return true;
}

/** 'YYYY-MM-DD' of an instant in Moscow (UTC+3 all year). */
function moscowDay(iso: string): string {
  return new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 10);
}
