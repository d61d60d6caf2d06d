import { parseStreamId } from '#events/core/envelope';
import type { StoredEventOf } from '#events/core/typed';
import { HIRES } from '#events/employment/collections';
import { HireEvents, type HireDoc } from '#events/employment/events';
import { QUESTIONNAIRE_KIND, QuestionnaireEvents } from '#events/questionnaire/events';
import { defineProjection } from '../core/types';

/** The hire's events, and the questionnaire's state moves (the card shows both together). */
const EVENTS = { ...HireEvents, QuestionnaireStateChanged: QuestionnaireEvents.QuestionnaireStateChanged };
type Event = StoredEventOf<typeof EVENTS>;

/** The salary account and its BIC: the candidate's, erased with them. */
export const HIRE_PERSONAL_FIELDS = ['form.salaryProject.ui.account', 'form.salaryProject.ui.bic_cbrf'];

/**
 * Read model `hires`, one document per questionnaire sent to 1C (its id), made by the send and kept
 * current from the hire's events (`hire-{id}`) and the questionnaire's state moves.
 */
export const hiresProjection = defineProjection({
  name: HIRES.name,
  events: EVENTS,
  collection: HIRES,
  indexes: [{ fields: ['status'], sort: { updatedAt: 1 } }],
  keysOf: (event) => [parseStreamId(event.streamId).id],
  personal: true,
  erase: { kind: QUESTIONNAIRE_KIND, fields: HIRE_PERSONAL_FIELDS },
  apply(doc, event, id): HireDoc | null {
    const stamp = { updatedAt: event.meta.occurredAt, version: event.position };
    if (event.type === 'HireRequested') return { ...requested(id, event, doc), ...stamp };
    if (!doc) return null;
    return { ...next(doc, event), ...stamp };
  },
});

function requested(id: string, event: Extract<Event, { type: 'HireRequested' }>, before: HireDoc | null) {
  const { hireId, form, requestedBy, IStoreId, positionTitle } = event.data;
  const doc: HireDoc = {
    ...{ id, hireId, IStoreId, positionTitle, form, requestedBy, requestedAt: event.meta.occurredAt },
    questionnaireState: before?.questionnaireState ?? 'resolvedValid',
    ...{ status: 'queued', attempts: 0, nextRetryAt: null, lastError: null, document: null, documents: [] },
    ...{ drift: null, check: null, updatedAt: '', version: 0 },
  };
  return doc;
}

function next(doc: HireDoc, event: Event): HireDoc {
  const at = event.meta.occurredAt;
  switch (event.type) {
    case 'QuestionnaireStateChanged':
      return { ...doc, questionnaireState: event.data.to };
    case 'HireDeliveryFailed': {
      const { attempt, kind, code, message, retryAt } = event.data;
      const status = retryAt ? 'unavailable' : 'failed';
      return {
        ...doc,
        status,
        attempts: attempt,
        nextRetryAt: retryAt,
        lastError: { kind, code, message, at },
      };
    }
    case 'HireDelivered': {
      const { attempt, document } = event.data;
      return {
        ...doc,
        status: 'delivered',
        attempts: attempt,
        nextRetryAt: null,
        lastError: null,
        document,
        drift: null,
      };
    }
    case 'HireDocumentsReady': {
      const document = doc.document ? { ...doc.document, dataVersion: event.data.dataVersion } : null;
      return { ...doc, status: 'documentsReady', documents: event.data.documents, document };
    }
    case 'HireRolledBack':
      return { ...doc, status: 'rolledBack', nextRetryAt: null, drift: null };
    case 'HireDocumentsRegenerated':
      return { ...doc, documents: event.data.documents };
    case 'HireDriftDetected': {
      const { kind, seenAt, changes } = event.data;
      return { ...doc, drift: { kind, seenAt, changes } };
    }
    case 'HireDriftResolved':
      if (event.data.decision === 'resend') return { ...doc, status: 'queued', drift: null };
      return { ...doc, drift: null, document: accepted(doc) };
    case 'HireCheckStarted':
      return {
        ...doc,
        check: {
          ...{
            checkId: event.data.checkId,
            startedAt: at,
            step: 'lookup',
            stepTitle: 'Проверка документов в 1С',
          },
          ...{ finishedAt: null, outcome: null, message: '' },
        },
      };
    case 'HireCheckStep':
      return doc.check
        ? { ...doc, check: { ...doc.check, step: event.data.step, stepTitle: event.data.stepTitle } }
        : doc;
    case 'HireCheckFinished': {
      if (!doc.check) return doc;
      const { outcome, message } = event.data;
      return { ...doc, check: { ...doc.check, finishedAt: at, outcome, message } };
    }
    default:
      return doc;
  }
}

/** Staff accepted 1C's version: the document as 1C has it now. */
function accepted(doc: HireDoc): HireDoc['document'] {
  if (!doc.document || !doc.drift) return doc.document;
  const posted = doc.drift.kind === 'changed' ? 'posted' : doc.drift.kind;
  return { ...doc.document, posted };
}
