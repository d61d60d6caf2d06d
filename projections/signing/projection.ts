import { DOCUMENT_HASHES, type DocumentHashDoc, type HashKind } from '#events/signing/collections';
import { SigningEvents } from '#events/signing/events';
import { defineProjection } from '../core/types';

/**
 * Read model `documentHashes` (issue 27, item 4): every SHA-256 a signing recorded (the blank
 * shown and signed, the signed copy, its pages without the evidence page), each pointing to its
 * questionnaire, document, time, event and director. The verification page looks a hash up here.
 * The candidate's name is not kept (it is sealed in the event): nothing here is personal.
 */
export const documentHashesProjection = defineProjection({
  name: DOCUMENT_HASHES.name,
  events: SigningEvents,
  collection: DOCUMENT_HASHES,
  indexes: [{ fields: ['questionnaireId'], sort: { signedAt: -1 } }],
  keysOf: (event) =>
    event.data.documents.flatMap((d) => [d.blankSha256, d.signedSha256, d.signedPagesSha256]),
  apply(doc, event, id): DocumentHashDoc | null {
    // The first record of a hash stays: a blank signed again elsewhere cannot take it over.
    if (doc) return doc;
    const { questionnaireId, IStoreId, director, documents } = event.data;
    const document = documents.find((d) => [d.blankSha256, d.signedSha256, d.signedPagesSha256].includes(id));
    if (!document) return null;
    const kind: HashKind =
      document.blankSha256 === id ? 'blank' : document.signedSha256 === id ? 'signed' : 'signedPages';
    return {
      id,
      kind,
      questionnaireId,
      IStoreId,
      label: document.label,
      signedAt: event.meta.occurredAt,
      eventId: event.id,
      director: { userId: director.userId, name: director.name },
      blankSha256: document.blankSha256,
      signedSha256: document.signedSha256,
    };
  },
});
