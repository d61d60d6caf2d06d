import { HIRES } from '#events/employment/collections';
import type { HireDoc, HireStatus } from '#events/employment/events';
import type { ReadStore } from '../core/read-store';
import { collectionIn } from '../core/typed-read';

/** The document as the API answers it: no bookkeeping (`_id`, `_pos`). */
export function hireView(doc: HireDoc & { _id?: string; _pos?: number }): HireDoc {
  const { _id: _i, _pos: _p, ...view } = doc;
  return view;
}

/** The hire of a questionnaire (null: never sent to 1C). */
export async function getHire(read: ReadStore, questionnaireId: string): Promise<HireDoc | null> {
  const doc = await collectionIn(read, HIRES).get(questionnaireId);
  return doc ? hireView(doc) : null;
}

/** Hires in these statuses, oldest change first (what the worker resumes and reconciles). */
export async function hiresIn(
  read: ReadStore,
  statuses: readonly HireStatus[],
  limit = 10_000,
): Promise<HireDoc[]> {
  const docs = await collectionIn(read, HIRES).find(
    { status: { $in: [...statuses] } },
    { sort: { updatedAt: 1 }, limit },
  );
  return docs.map(hireView);
}
