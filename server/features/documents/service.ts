import {
  DOCUMENT_MESSAGES,
  DOCUMENT_STATES,
  DOCUMENT_TITLES,
  KMO_LABELS,
  documentPath,
  isDocumentLabel,
  isDocumentVariant,
  type DocumentLabel,
  type DocumentLink,
  type DocumentLinks,
  type DocumentVariant,
} from '#events/documents/labels';
import type { QuestionnaireView } from '#events/questionnaire/view';
import { getQuestionnaire } from '#projections/questionnaire/queries';
import { streamIdOf } from '#events/core/envelope';
import { SIGNING_KIND, type SigningEvent } from '#events/signing/events';
import { asEventsOf } from '../../core/command-handler';
import { NotFoundError, RuleViolation } from '../../core/errors';
import type { Services } from '../../core/services';
import { cachedPdf, dataHash } from './cache';
import type { DocumentData } from './data';
import type { SignatureMark } from './evidence';
import { loadDocumentData } from './load';
import { documentSha256 } from './pdf';
import { generateDocument, renderSigned } from './render';
import { labelsFor } from './set';

/**
 * The questionnaire's documents as the API serves them: the set its data calls for, each blank's
 * SHA-256, and the variants, generated on demand and kept sealed in the files port (cache.ts).
 */

/** The documents exist once 1C made them: waiting for signatures, and employed. */
export function assertDocumentsReady(q: QuestionnaireView): void {
  if (!(DOCUMENT_STATES as readonly string[]).includes(q.state))
    throw new RuleViolation(DOCUMENT_MESSAGES.notReady);
}

/**
 * The signatures recorded on one document (issue 27, item 2): the signing event of the
 * questionnaire (`signing-{id}`, opened with the candidate's key) as marks for the signed copy, with
 * the SHA-256 of the blank that was signed. Null before the signing, for a document the signing did
 * not cover, and once the candidate's data is erased (the images read 'удалено').
 */
export async function signaturesOf(
  s: Services,
  questionnaireId: string,
  label: DocumentLabel,
): Promise<{ marks: SignatureMark[]; blankSha256: string } | null> {
  const history = await s.bus.store.readStream(streamIdOf(SIGNING_KIND, questionnaireId));
  const event = asEventsOf<SigningEvent>(history).find((e) => e.type === 'DocumentsSigned');
  if (!event) return null;
  const { candidate, director, documents } = event.data;
  const document = documents.find((d) => d.label === label);
  if (!document || !candidate.png.startsWith('data:') || !director.png.startsWith('data:')) return null;
  const signedAt = event.meta?.occurredAt ?? '';
  const eventId = event.id ?? '';
  return {
    marks: [
      { role: 'candidate', name: candidate.name, signedAt, eventId, pngDataUrl: candidate.png },
      { role: 'director', name: director.name, signedAt, eventId, pngDataUrl: director.png },
    ],
    blankSha256: document.blankSha256,
  };
}

const blankOf = (s: Services, data: DocumentData, label: DocumentLabel) =>
  cachedPdf(s, data.questionnaireId, `${label}/blank/${dataHash(data)}`, () => generateDocument(label, data));

/** The whole set of blanks of one questionnaire, in the card's order (what signing and the bench use). */
export async function generateDocumentSet(
  s: Services,
  questionnaireId: string,
): Promise<{ label: DocumentLabel; bytes: Buffer; sha256: string }[]> {
  const q = await getQuestionnaire(s.read, questionnaireId, null);
  if (!q) throw new NotFoundError(DOCUMENT_MESSAGES.notFound);
  const data = await loadDocumentData(s, q);
  const set = [];
  for (const label of labelsFor(data)) {
    const bytes = await blankOf(s, data, label);
    set.push({ label, bytes, sha256: documentSha256(bytes) });
  }
  return set;
}

export async function documentLinks(s: Services, q: QuestionnaireView): Promise<DocumentLinks> {
  assertDocumentsReady(q);
  const data = await loadDocumentData(s, q);
  const documents: DocumentLink[] = [];
  for (const label of labelsFor(data)) {
    const bytes = await blankOf(s, data, label);
    const signed = await signaturesOf(s, q.id, label);
    const variants: DocumentVariant[] = [
      'blank',
      'print',
      ...(KMO_LABELS.includes(label) ? (['kmo', 'kmoPrint'] as const) : []),
      ...(signed ? (['signed'] as const) : []),
    ];
    documents.push({
      label,
      title: DOCUMENT_TITLES[label],
      path: documentPath(q.id, label, 'blank'),
      sha256: documentSha256(bytes),
      variants,
    });
  }
  return { questionnaireId: q.id, documents };
}

/** One variant of one of the questionnaire's documents; anything outside its own set is 404. */
export async function documentFile(
  s: Services,
  q: QuestionnaireView,
  labelText: string,
  variantText: string,
): Promise<{ label: DocumentLabel; variant: DocumentVariant; bytes: Buffer }> {
  // A name that is no label or variant at all is 404 before anything else; then the state; then the set.
  if (!isDocumentLabel(labelText) || !isDocumentVariant(variantText))
    throw new NotFoundError(DOCUMENT_MESSAGES.notFound);
  assertDocumentsReady(q);
  const data = await loadDocumentData(s, q);
  if (!labelsFor(data).includes(labelText)) throw new NotFoundError(DOCUMENT_MESSAGES.notFound);
  const label = labelText;
  const variant = variantText;
  if ((variant === 'kmo' || variant === 'kmoPrint') && !KMO_LABELS.includes(label))
    throw new NotFoundError(DOCUMENT_MESSAGES.notFound);
  if (variant === 'blank') return { label, variant, bytes: await blankOf(s, data, label) };
  if (variant === 'signed') {
    const signed = await signaturesOf(s, q.id, label);
    if (!signed) throw new NotFoundError(DOCUMENT_MESSAGES.notSigned);
    const address = `${label}/signed/${dataHash({ data, signed })}`;
    const bytes = await cachedPdf(
      s,
      q.id,
      address,
      async () => (await renderSigned(label, data, signed.marks, signed.blankSha256)).bytes,
    );
    return { label, variant, bytes };
  }
  const address = `${label}/${variant}/${dataHash(data)}`;
  return {
    label,
    variant,
    bytes: await cachedPdf(s, q.id, address, () => generateDocument(label, data, variant)),
  };
}
