import { CANDIDATE_CHECKS } from '#events/checks/collections';
import type { CandidateChecksDoc } from '#events/checks/views';
import type { ReadStore } from '../core/read-store';
import { collectionIn } from '../core/typed-read';

/** The card's checks block; a questionnaire never checked has an empty one. */
export async function candidateChecks(
  read: ReadStore,
  questionnaireId: string,
  IStoreId: string,
): Promise<CandidateChecksDoc> {
  const doc = await collectionIn(read, CANDIDATE_CHECKS).get(questionnaireId);
  if (doc) {
    const { _id: _i, _pos: _p, ...view } = doc;
    return view;
  }
  return { questionnaireId, IStoreId, checks: {}, history: [], running: false, updatedAt: '', revision: -1 };
}

/** The questionnaires with a check still running (what a restarted process resumes). */
export async function questionnairesWithRunningChecks(read: ReadStore): Promise<CandidateChecksDoc[]> {
  return collectionIn(read, CANDIDATE_CHECKS).find(
    { running: true },
    { sort: { updatedAt: 1 }, limit: 10_000 },
  );
}
