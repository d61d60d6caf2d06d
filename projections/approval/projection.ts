import { parseStreamId } from '#events/core/envelope';
import { APPROVALS } from '#events/approval/collections';
import {
  APPROVAL_MESSAGES,
  ApprovalEvents,
  type ApprovalActor,
  type ApprovalDoc,
} from '#events/approval/events';
import { QUESTIONNAIRE_KIND, QuestionnaireEvents } from '#events/questionnaire/events';
import { ProfileSectionEvents } from '#events/questionnaire/profile/events';
import type { StoredEventOf } from '#events/core/typed';
import { CANDIDATE_DATA_EVENTS } from '#events/approval/rules';
import { defineProjection } from '../core/types';

/** The questionnaire's events this read model follows, and the approval's own. */
const { QuestionnaireInfoEdited, QuestionnaireStateChanged } = QuestionnaireEvents;
const EVENTS = {
  QuestionnaireInfoEdited,
  QuestionnaireStateChanged,
  ...ProfileSectionEvents,
  ...ApprovalEvents,
};
type Event = StoredEventOf<typeof EVENTS>;

const nameOf = (i: { lastname: string; firstname: string; secondname: string }) =>
  [i.lastname, i.firstname, i.secondname].filter(Boolean).join(' ');

const actorOf = (event: Event): ApprovalActor => ({
  userId: event.meta.actor.userId,
  role: event.meta.actor.role,
  name: event.meta.actor.name ?? '',
});

/**
 * Read model `approvals`, one document per employment questionnaire (its id): the store, candidate,
 * state and revision of the data from the questionnaire's events, and the director's approval from
 * the approval's (`approval-{id}`). An approval given at revision R turns stale when a change of the
 * candidate's data at a later revision arrives (or had arrived: the comparison is by revision).
 */
export const approvalsProjection = defineProjection({
  name: APPROVALS.name,
  events: EVENTS,
  collection: APPROVALS,
  indexes: [{ fields: ['pending', 'pendingFor', 'IStoreId'], sort: { updatedAt: -1 } }],
  keysOf: (event) => [parseStreamId(event.streamId).id],
  personal: true,
  erase: {
    kind: QUESTIONNAIRE_KIND,
    fields: ['candidateName', 'nameParts.lastname', 'nameParts.firstname', 'nameParts.secondname'],
  },
  apply(doc, event, id): ApprovalDoc | null {
    const stamp = { updatedAt: event.meta.occurredAt, version: event.position };
    if (event.type === 'ApprovalCodeSent' && !doc)
      return settled(next(firstDoc(id, event.data), event), stamp);
    if (!doc) return null;
    return settled(next(doc, event), stamp);
  },
});

/** The document a questionnaire's first request makes: what the request recorded of it. */
function firstDoc(id: string, data: Extract<Event, { type: 'ApprovalCodeSent' }>['data']): ApprovalDoc {
  const { IStoreId, storeName, positionTitle, lastname, firstname, secondname } = data.candidate;
  const nameParts = { lastname, firstname, secondname };
  return {
    ...{ id, IStoreId, storeName, positionTitle, candidateName: nameOf(nameParts), nameParts },
    questionnaireState: 'resolvedValid',
    questionnaireRevision: data.questionnaireRevision,
    dataRevision: data.dataRevision,
    statuses: { confirmationDR: { message: '', phone: '', has: false } },
    ...{ request: null, approval: null, pending: false, pendingFor: null, updatedAt: '', version: 0 },
  };
}

function next(doc: ApprovalDoc, event: Event): ApprovalDoc {
  if (CANDIDATE_DATA_EVENTS.includes(event.type)) {
    const changes = event.type === 'QuestionnaireInfoEdited' ? event.data.changes : {};
    const nameParts = {
      lastname: changes.lastname ?? doc.nameParts.lastname,
      firstname: changes.firstname ?? doc.nameParts.firstname,
      secondname: changes.secondname ?? doc.nameParts.secondname,
    };
    const revisions = { questionnaireRevision: event.revision, dataRevision: event.revision };
    return { ...doc, nameParts, candidateName: nameOf(nameParts), ...revisions };
  }
  switch (event.type) {
    case 'QuestionnaireStateChanged':
      return { ...doc, questionnaireState: event.data.to, questionnaireRevision: event.revision };
    case 'ApprovalCodeSent': {
      const { requestId, director, phoneMasked, manual, expiresAt } = event.data;
      const at = event.meta.occurredAt;
      const request = { requestId, at, by: actorOf(event), director, phoneMasked, manual, expiresAt };
      // A new request after a stale approval starts over.
      const approval = doc.approval?.stale ? null : doc.approval;
      return { ...doc, request: { ...request, attempts: 0 }, approval };
    }
    case 'ApprovalCodeRejected':
      return doc.request ? { ...doc, request: { ...doc.request, attempts: doc.request.attempts + 1 } } : doc;
    case 'ApprovalConfirmed': {
      const { method, director, questionnaireRevision } = event.data;
      const by = actorOf(event);
      const approval = {
        method,
        at: event.meta.occurredAt,
        by,
        director,
        manual: event.data.manual ?? doc.request?.manual ?? false,
        questionnaireRevision,
        stale: false,
      };
      return { ...doc, approval };
    }
    default:
      return doc;
  }
}

/** Staleness, the pending flag and the spec's confirmationDR, derived once from the fields above. */
function settled(doc: ApprovalDoc, stamp: { updatedAt: string; version: number }): ApprovalDoc {
  const approval =
    doc.approval && doc.dataRevision > doc.approval.questionnaireRevision
      ? { ...doc.approval, stale: true }
      : doc.approval;
  const valid = approval !== null && !approval.stale;
  const pending = doc.request !== null && !valid && doc.questionnaireState === 'resolvedValid';
  const phone = doc.request?.phoneMasked ?? '';
  const message = valid
    ? approval.method === 'code'
      ? APPROVAL_MESSAGES.confirmed
      : APPROVAL_MESSAGES.approvedByClick
    : approval?.stale
      ? APPROVAL_MESSAGES.stale
      : doc.request
        ? APPROVAL_MESSAGES.codeSent
        : '';
  return {
    ...doc,
    ...stamp,
    approval,
    pending,
    pendingFor: pending ? (doc.request?.director?.userId ?? null) : null,
    statuses: { confirmationDR: { message, phone, has: valid } },
  };
}
