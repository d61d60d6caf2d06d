/**
 * What the signing step (issue 27, items 2-4) calls: the documents' data, their generation, the
 * signed copy and the hash a signature is bound to.
 */
export {
  documentDataOf,
  storeAgreementData,
  type DocumentData,
  type DocumentSources,
  type StoreAgreementSources,
  type TeamMember,
} from './data';
export { loadDocumentData, hireOf } from './load';
export { documentSha256 } from './pdf';
export { generateDocument, renderSigned, type SignedDocument, type UnsignedVariant } from './render';
export { type SignatureMark, verifyUrl } from './evidence';
export { labelsFor } from './set';
export { generateDocumentSet, documentLinks, documentFile, signaturesOf } from './service';
export { demoCompany, type CompanyRequisites } from './company';
export { renderPdf, MONO_FONT, type Node as PdfNode } from './pdf';
export { PNG_MAGIC, pngChunk } from './flat-png';
