import { object, pattern, size, string } from 'superstruct';

/**
 * The hire's documents (spec part 2, section 9, 'document labels'): one label per form. The labels
 * are the path segments of GET /documents/{questionnaireId}/{label}/{variant}, so they are plain
 * Latin words; the titles are what the card and the PDF viewer show.
 */
export const DOCUMENT_LABELS = [
  'jobDescription',
  'dimo',
  'dkmo',
  'employmentApplication',
  'employmentContract',
  'orderT1',
  'personalCardT2',
  'personalDataConsent',
  'paperWorkBook',
  'electronicWorkBook',
  'workBookReceipt',
  'salaryTransfer',
  'militaryCard',
  'bankCard',
] as const;
export type DocumentLabel = (typeof DOCUMENT_LABELS)[number];

export const DOCUMENT_TITLES: Record<DocumentLabel, string> = {
  jobDescription: 'Должностная инструкция',
  dimo: 'Договор о полной индивидуальной материальной ответственности',
  dkmo: 'Договор о полной коллективной (бригадной) материальной ответственности',
  employmentApplication: 'Заявление о приёме на работу',
  employmentContract: 'Трудовой договор',
  orderT1: 'Приказ о приёме работника на работу (Т-1)',
  personalCardT2: 'Личная карточка работника (Т-2)',
  personalDataConsent: 'Согласие на обработку персональных данных',
  paperWorkBook: 'Заявление о ведении трудовой книжки на бумаге',
  electronicWorkBook: 'Заявление о ведении сведений о трудовой деятельности в электронном виде',
  workBookReceipt: 'Расписка в получении трудовой книжки',
  salaryTransfer: 'Заявление о перечислении заработной платы',
  militaryCard: 'Карточка воинского учёта',
  bankCard: 'Заявление на выпуск банковской карты',
};

/**
 * The variants of one document (spec section 9): the blank shown and signed on screen, the signed
 * copy with its evidence page, the copy printed for paper signatures, and, for the material
 * liability agreements, the order on concluding them (kmo) and its printed blank (kmoPrint).
 */
export const DOCUMENT_VARIANTS = ['blank', 'signed', 'print', 'kmo', 'kmoPrint'] as const;
export type DocumentVariant = (typeof DOCUMENT_VARIANTS)[number];

/** Contract kinds (spec section 9): which labels carry the order on the liability agreement. */
export const KMO_LABELS: readonly DocumentLabel[] = ['dimo', 'dkmo'];

/** The questionnaire states whose documents exist (1C made them): listed, served, signed. */
export const DOCUMENT_STATES = ['waitingSigningDocuments', 'employed'] as const;

/** One document of GET /documents/links/{id}. */
export interface DocumentLink {
  label: DocumentLabel;
  title: string;
  /** '{questionnaireId}/{label}/blank': append to /api/v1/documents/. */
  path: string;
  /** SHA-256 (hex) of the blank's exact bytes: what a signature is bound to. */
  sha256: string;
  variants: DocumentVariant[];
}

export interface DocumentLinks {
  questionnaireId: string;
  documents: DocumentLink[];
}

/** GET /documents/{id}/{label}/{variant}: the label and variant are checked against the set (404). */
export const DocumentPathParams = object({
  id: pattern(size(string(), 1, 20), /^\d+$/),
  label: size(string(), 1, 40),
  variant: size(string(), 1, 20),
});
/** GET /documents/links/{id}. */
export const DocumentLinksParams = object({ id: pattern(size(string(), 1, 20), /^\d+$/) });

export const isDocumentLabel = (value: string): value is DocumentLabel =>
  (DOCUMENT_LABELS as readonly string[]).includes(value);
export const isDocumentVariant = (value: string): value is DocumentVariant =>
  (DOCUMENT_VARIANTS as readonly string[]).includes(value);

export const DOCUMENT_MESSAGES = {
  notFound: 'Документ не найден',
  notReady: 'Документы ещё не сформированы: анкета не дошла до подписания',
  notSigned: 'Документ ещё не подписан',
  erased: 'Персональные данные кандидата удалены: документы недоступны',
} as const;

export const documentPath = (id: string, label: DocumentLabel, variant: DocumentVariant): string =>
  `${id}/${label}/${variant}`;
