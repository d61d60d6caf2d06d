import { DOCUMENT_NOT_CREATED } from '#events/employment/events';
import { OneSError, type OneSDocument, type OneSHire, type OneSPort } from '#server/adapters/onec/port';

/** What the stand-in keeps of 1C (a person register and hire documents). */
interface StandInState {
  seq: number;
  persons: { ref: string; inn: string; snils: string; passports: number }[];
  documents: (OneSDocument & { hireId: string; personRef: string; polls: number })[];
}

type Method = keyof Omit<OneSPort, 'name'>;

/** The document set 1C builds for a hire (printed forms). */
export const STANDIN_DOCUMENTS = [
  'Приказ о приеме на работу (Т-1)',
  'Трудовой договор',
  'Согласие на обработку ПДн',
];

/**
 * An in-memory 1C:ZUP behind the OneSPort for the tests (the server itself always talks to 1C, or
 * to its built-in sandbox, over OData). Like the accounting system: documents are posted by
 * `postDocument`, the document set is built on the `buildAfterPolls`-th look (`getDocument`), every
 * change moves `DataVersion`. Tests inject failures (`failNext`) and 1C users' edits (`editInOneS`).
 */
export class OneSStandIn implements OneSPort {
  readonly name = 'onec-standin';
  private state: StandInState = { seq: 0, persons: [], documents: [] };
  private readonly failures: { method: Method; error: OneSError; times: number }[] = [];
  /** Calls by method (tests count what the worker asked). */
  readonly calls: Record<string, number> = {};

  constructor(private readonly options: { buildAfterPolls?: number } = {}) {}

  /** The next `times` calls of `method` fail with `error` (then it answers again). */
  failNext(method: Method, error: OneSError, times = 1): void {
    this.failures.push({ method, error, times });
  }

  /** A user of 1C edits (or unposts, or deletes) the document: what the reconciliation finds. */
  editInOneS(
    hireId: string,
    change: { fields?: Record<string, string>; posted?: boolean; deleted?: boolean },
  ) {
    const doc = this.state.documents.find((d) => d.hireId === hireId && !d.deletionMark);
    if (!doc) return;
    if (change.deleted) this.state.documents = this.state.documents.filter((d) => d !== doc);
    else {
      Object.assign(doc.fields, change.fields ?? {});
      if (change.posted !== undefined) doc.posted = change.posted;
      doc.dataVersion = this.version();
    }
  }

  /** The documents carrying a hire id (a test counts them: exactly one per hire). */
  documentsOf(hireId: string): OneSDocument[] {
    return this.state.documents.filter((d) => d.hireId === hireId);
  }

  /** Every document (the bench counts them). */
  allDocuments(): (OneSDocument & { hireId: string })[] {
    return this.state.documents;
  }

  async findPerson(inn: string, snils: string): Promise<string | null> {
    await this.enter('findPerson');
    const byInn = inn ? this.state.persons.find((p) => p.inn === inn) : undefined;
    return (byInn ?? (snils ? this.state.persons.find((p) => p.snils === snils) : undefined))?.ref ?? null;
  }

  async createPerson(person: OneSHire['person']): Promise<string> {
    await this.enter('createPerson');
    const ref = `person-${++this.state.seq}`;
    this.state.persons.push({ ref, inn: person.inn, snils: person.snils, passports: 0 });
    return ref;
  }

  async recordPassport(personRef: string): Promise<void> {
    await this.enter('recordPassport');
    const person = this.state.persons.find((p) => p.ref === personRef);
    if (!person) throw new OneSError('rejected', 'NotFound', 'Физическое лицо не найдено');
    person.passports++;
  }

  async findHireDocument(hireId: string): Promise<OneSDocument | null> {
    await this.enter('findHireDocument');
    const found = this.state.documents.filter((d) => d.hireId === hireId);
    const live = found.filter((d) => !d.deletionMark);
    const doc = live.at(-1) ?? found.at(-1);
    return doc ? view(doc) : null;
  }

  async createHireDocument(personRef: string, hire: OneSHire): Promise<OneSDocument> {
    await this.enter('createHireDocument');
    const n = ++this.state.seq;
    const doc = {
      ref: `doc-${n}`,
      number: `ЗУП-${String(n).padStart(6, '0')}`,
      posted: false,
      deletionMark: false,
      dataVersion: this.version(),
      fields: fieldsOf(hire),
      documents: [],
      hireId: hire.hireId,
      personRef,
      polls: 0,
    };
    this.state.documents.push(doc);
    return view(doc);
  }

  async postDocument(ref: string, dataVersion: string): Promise<OneSDocument> {
    return this.change('postDocument', ref, dataVersion, (doc) => {
      doc.posted = true;
      doc.deletionMark = false;
    });
  }

  async unpostDocument(ref: string, dataVersion: string): Promise<OneSDocument> {
    return this.change('unpostDocument', ref, dataVersion, (doc) => {
      doc.posted = false;
    });
  }

  async markForDeletion(ref: string, dataVersion: string): Promise<OneSDocument> {
    return this.change('markForDeletion', ref, dataVersion, (doc) => {
      doc.posted = false;
      doc.deletionMark = true;
    });
  }

  async getDocument(ref: string): Promise<OneSDocument | null> {
    await this.enter('getDocument');
    const doc = this.state.documents.find((d) => d.ref === ref);
    if (!doc) return null;
    doc.polls++;
    if (doc.posted && doc.documents.length === 0 && doc.polls >= (this.options.buildAfterPolls ?? 1)) {
      doc.documents = [...STANDIN_DOCUMENTS];
      doc.dataVersion = this.version();
    }
    return view(doc);
  }

  async regenerateDocuments(ref: string): Promise<OneSDocument> {
    return this.change('regenerateDocuments', ref, null, (doc) => {
      doc.documents = [...STANDIN_DOCUMENTS];
    });
  }

  private async change(
    method: Method,
    ref: string,
    dataVersion: string | null,
    apply: (doc: StandInState['documents'][number]) => void,
  ): Promise<OneSDocument> {
    await this.enter(method);
    const doc = this.state.documents.find((d) => d.ref === ref);
    if (!doc) throw new OneSError('notCreated', 'NotFound', `Ошибка 1С: ${DOCUMENT_NOT_CREATED}`);
    if (dataVersion !== null && dataVersion !== doc.dataVersion)
      throw new OneSError('stale', '412', 'Документ изменен другим пользователем (DataVersion)');
    apply(doc);
    doc.dataVersion = this.version();
    return view(doc);
  }

  private async enter(method: Method): Promise<void> {
    this.calls[method] = (this.calls[method] ?? 0) + 1;
    const failure = this.failures.find((f) => f.method === method);
    if (!failure) return;
    if (--failure.times <= 0) this.failures.splice(this.failures.indexOf(failure), 1);
    throw failure.error;
  }

  private version(): string {
    return `AAAAAA${(++this.state.seq).toString(16).padStart(6, '0')}`;
  }
}

function view(doc: StandInState['documents'][number]): OneSDocument {
  const { ref, number, posted, deletionMark, dataVersion, fields, documents } = doc;
  return { ref, number, posted, deletionMark, dataVersion, fields: { ...fields }, documents: [...documents] };
}

/** The document's fields the reconciliation compares (as 1C shows them). */
export function fieldsOf(hire: OneSHire): Record<string, string> {
  const e = hire.employment;
  return {
    Дата: e.date,
    Должность: e.positionTitle,
    Подразделение: e.storeCode,
    ДатаОкончания: e.termEnd ?? '',
    Совместительство: e.parttimeHours ?? '',
  };
}
