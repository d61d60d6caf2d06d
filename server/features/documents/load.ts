import { HIRES } from '#events/employment/collections';
import { staffName } from '#events/core/staff-name';
import type { HireDoc } from '#events/employment/events';
import type { QuestionnaireView } from '#events/questionnaire/view';
import { USERS } from '#events/users/collections';
import { collectionIn } from '#projections/core/typed-read';
import { findStore } from '../../access/stores';
import type { Services } from '../../core/services';
import { demoCompany } from './company';
import { documentDataOf, type DocumentData } from './data';

/**
 * The read model `hires` of issue 26 (events/employment/events.ts: one HireDoc per questionnaire,
 * id = questionnaire id). Named here until that feature's collection descriptor lands.
 */
export { HIRES };

/** The hire's employment form, or null before issue 26 recorded one (its lines print blank). */
export async function hireOf(s: Services, questionnaireId: string): Promise<HireDoc | null> {
  const doc = await collectionIn(s.read, HIRES).get(questionnaireId);
  if (!doc) return null;
  const { _id: _key, _pos: _position, ...hire } = doc;
  return hire;
}

/** The store's director as the staff directory has them (the first by id: a stable choice). */
async function storeDirector(s: Services, IStoreId: string): Promise<DocumentData['director']> {
  const [director] = await collectionIn(s.read, USERS).find(
    { scope: 'StoreDirector', storeId: IStoreId },
    { sort: { _id: 1 }, limit: 1 },
  );
  return director
    ? { name: staffName(director), position: director.positionName || 'Директор магазина' }
    : null;
}

/** Everything the questionnaire's documents are made of (the I/O side of documentDataOf). */
export async function loadDocumentData(s: Services, questionnaire: QuestionnaireView): Promise<DocumentData> {
  const [hire, director] = await Promise.all([
    hireOf(s, questionnaire.id),
    storeDirector(s, questionnaire.vacancy.IStoreId),
  ]);
  return documentDataOf({
    questionnaire,
    hire,
    store: findStore(questionnaire.vacancy.IStoreId),
    director,
    company: demoCompany(s.config.productName),
    publicUrl: s.config.publicUrl,
  });
}
