/**
 * 1C:ZUP 3.x through its standard OData interface (`/odata/standard.odata/`, OData V3, JSON): how
 * integrators reach 1C without installing code inside it (issue 26). Two adapters: the HTTP client
 * (the only one the product uses: against a real 1C by URL and service user, or against the built-in
 * sandbox that answers the same wire shapes on the product's own server).
 */
import type { OneSFailureKind } from '#events/employment/events';

/** What one hire carries to 1C (built from the questionnaire, its profile and the employment form). */
export interface OneSHire {
  /** Our hire id: written into the document's comment, so an unknown outcome can be looked up. */
  hireId: string;
  person: {
    lastName: string;
    firstName: string;
    middleName: string;
    /** 'ГГГГ-ММ-ДД'. */
    birthDate: string;
    sex: 'male' | 'female';
    inn: string;
    snils: string;
  };
  passport: { series: string; number: string; issuedAt: string; issuedBy: string; departmentCode: string };
  employment: {
    /** 'ГГГГ-ММ-ДД'. */
    date: string;
    /** 'ГГГГ-ММ-ДД' for a term contract, else null. */
    termEnd: string | null;
    positionTitle: string;
    /** The store's code (IStoreId): 1C's subdivision. */
    storeCode: string;
    parttimeHours: '100' | '80' | '70' | null;
    bank: { bic: string; account: string; name: string };
  };
}

/** The document as 1C shows it (Document_ПриемНаРаботу). */
export interface OneSDocument {
  ref: string;
  number: string;
  posted: boolean;
  deletionMark: boolean;
  dataVersion: string;
  /** The fields we compare for drift (date, position, subdivision, rate...). */
  fields: Record<string, string>;
  /** The printed forms 1C has built for it (empty until built). */
  documents: string[];
}

/** A failure in 1C's terms: `odata.error` code and message, or no answer at all. */
export class OneSError extends Error {
  constructor(
    readonly kind: OneSFailureKind,
    readonly code: string,
    message: string,
    /** Whether the outcome is unknown (a timeout after sending): look the document up before resending. */
    readonly unknownOutcome = false,
  ) {
    super(message);
    this.name = 'OneSError';
  }
}

export interface OneSPort {
  readonly name: string;
  /** Catalog_ФизическиеЛица by INN, then by SNILS; null when 1C has no such person. */
  findPerson(inn: string, snils: string): Promise<string | null>;
  createPerson(person: OneSHire['person']): Promise<string>;
  /** InformationRegister_ДокументыФизическихЛиц: the passport of the person. */
  recordPassport(personRef: string, passport: OneSHire['passport']): Promise<void>;
  /** Document_ПриемНаРаботу whose comment carries our hire id; null when none. */
  findHireDocument(hireId: string): Promise<OneSDocument | null>;
  createHireDocument(personRef: string, hire: OneSHire): Promise<OneSDocument>;
  /** POST .../Post: posts the document (412 when `dataVersion` is stale). */
  postDocument(ref: string, dataVersion: string): Promise<OneSDocument>;
  /** POST .../Unpost (the rollback), or the deletion mark where unposting is refused. */
  unpostDocument(ref: string, dataVersion: string): Promise<OneSDocument>;
  markForDeletion(ref: string, dataVersion: string): Promise<OneSDocument>;
  /** The document now (polled: 1C pushes nothing); null when it was deleted. */
  getDocument(ref: string): Promise<OneSDocument | null>;
  /** Ask 1C to build the document set again ('Сформировать документы повторно'). */
  regenerateDocuments(ref: string): Promise<OneSDocument>;
}
