import { APPROVALS } from '#events/approval/collections';
import type { ApprovalDoc } from '#events/approval/events';
import type { Filter, ReadStore } from '../core/read-store';
import type { QuestionnaireView } from '../questionnaire/queries';
import { collectionIn } from '../core/typed-read';

/** The approval document of a questionnaire (null: no such questionnaire). */
export async function getApprovalDoc(read: ReadStore, questionnaireId: string): Promise<ApprovalDoc | null> {
  const doc = await collectionIn(read, APPROVALS).get(questionnaireId);
  return doc ? approvalView(doc) : null;
}

/**
 * Pending requests: those addressed to `directorUserId`, or every one (null, Admin), newest first;
 * `stores` limits them to some stores (a director sees only their stores').
 */
export async function pendingApprovals(
  read: ReadStore,
  directorUserId: string | null,
  limit: number,
): Promise<ApprovalDoc[]> {
  const filter: Filter =
    directorUserId === null ? { pending: true } : { pending: true, pendingFor: directorUserId };
  const docs = await collectionIn(read, APPROVALS).find(filter, { sort: { updatedAt: -1 }, limit });
  return docs.map(approvalView);
}

/** The approval of a questionnaire never asked about (no document yet): nothing requested. */
export function notAskedApproval(q: QuestionnaireView): ApprovalDoc {
  const { IStoreId, storeName, positionTitle } = q.vacancy;
  const { lastname, firstname, secondname } = q.info;
  const nameParts = { lastname, firstname, secondname };
  return {
    ...{ id: q.id, IStoreId, storeName, positionTitle, nameParts },
    candidateName: [lastname, firstname, secondname].filter(Boolean).join(' '),
    ...{ questionnaireState: q.state, questionnaireRevision: q.revision, dataRevision: 0 },
    statuses: { confirmationDR: { message: '', phone: '', has: false } },
    ...{
      request: null,
      approval: null,
      pending: false,
      pendingFor: null,
      updatedAt: q.updatedAt,
      version: 0,
    },
  };
}

/** The document as the API answers it: its fields by name, no bookkeeping (`_id`, `_pos`). */
export function approvalView(doc: ApprovalDoc): ApprovalDoc {
  const { id, IStoreId, storeName, positionTitle, candidateName, nameParts, questionnaireState } = doc;
  const { questionnaireRevision, dataRevision, statuses, request, approval, pending, pendingFor } = doc;
  return {
    ...{ id, IStoreId, storeName, positionTitle, candidateName, nameParts, questionnaireState },
    ...{ questionnaireRevision, dataRevision, statuses, request, approval, pending, pendingFor },
    updatedAt: doc.updatedAt,
    version: doc.version,
  };
}
