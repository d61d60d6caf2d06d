import { randomUUID } from 'node:crypto';
import { DOCUMENT_NOT_CREATED } from '#events/employment/events';
import type { OneSSandboxTiming } from '../config';
import { EMPTY_DATE, dayOf } from '../wire';
import {
  BANK_FIELDS,
  DOCUMENT_FIELDS,
  DOCUMENT_KINDS,
  PERSON_FIELDS,
  hireEntity,
  personEntity,
  type SandboxAnswer,
} from './entities';
import { ODataFault, type Filter } from './odata';
import { OneSSandboxStore, type SandboxHire, type SandboxPerson } from './store';
import { advance, dataVersionOf, driftedByAccountant } from './timeline';
import { oneSTrigger, type OneSTrigger } from './triggers';

const text = (body: Record<string, unknown>, name: string): string =>
  typeof body[name] === 'string' ? body[name] : '';

/**
 * The built-in 1C:ZUP behind the OData routes: registers people, records passports, creates
 * Document_ПриемНаРаботу unposted, posts it a while after /Post, builds its document set, unposts
 * and marks for deletion, moves DataVersion on every change and refuses a stale If-Match with 412.
 * The triggers (triggers.ts) make it fail the way a real base does.
 */
export class OneSSandbox {
  private readonly forced = new Map<string, OneSTrigger>();
  constructor(
    readonly store: OneSSandboxStore,
    readonly timing: OneSSandboxTiming,
    private readonly clock: () => number = Date.now,
  ) {}

  findPersons(filter: Filter | null): Record<string, unknown>[] {
    let persons: SandboxPerson[];
    if (filter?.op === 'eq' && filter.field === 'ИНН') persons = this.store.personsBy('inn', filter.value);
    else if (filter?.op === 'eq' && filter.field === 'СтраховойНомерПФР')
      persons = this.store.personsBy('snils', filter.value);
    else if (filter?.op === 'eq' && filter.field === 'Ref_Key')
      persons = [this.store.person(filter.value)].filter((p) => p !== null);
    else
      throw new ODataFault(400, '-1', 'Отбор физических лиц возможен по ИНН, СтраховойНомерПФР или Ref_Key');
    return persons.map((person) => this.personJson(person));
  }

  createPerson(body: Record<string, unknown>): Record<string, unknown> {
    const data: Record<string, unknown> = {};
    for (const name of PERSON_FIELDS) if (body[name] !== undefined) data[name] = body[name];
    if (!text(data, 'Description'))
      throw new ODataFault(400, '-1', 'Не заполнено поле «Наименование» (Description)');
    const lastName = text(data, 'Фамилия') || text(data, 'Description').split(' ')[0] || '';
    const person = this.store.transaction(() =>
      this.store.insertPerson(randomUUID(), data, oneSTrigger(lastName)),
    );
    return this.personJson(person);
  }

  documentKinds(filter: Filter | null): Record<string, unknown>[] {
    if (filter && !(filter.op === 'eq' && filter.field === 'Description'))
      throw new ODataFault(400, '-1', 'Отбор видов документов возможен по Description');
    return DOCUMENT_KINDS.filter((kind) => !filter || kind.Description === filter.value);
  }

  recordPersonDocument(body: Record<string, unknown>): Record<string, unknown> {
    const personRef = text(body, 'Физлицо_Key');
    const kindRef = text(body, 'ВидДокумента_Key');
    return this.store.transaction(() => {
      const person = this.store.person(personRef);
      if (!person) throw new ODataFault(400, '-1', 'Не найдено физическое лицо (Физлицо_Key)');
      this.refuseDuringOutage(person);
      if (!DOCUMENT_KINDS.some((kind) => kind.Ref_Key === kindRef))
        throw new ODataFault(400, '-1', 'Не найден вид документа (ВидДокумента_Key)');
      const period = text(body, 'Period') || EMPTY_DATE;
      const { Физлицо_Key: _p, ВидДокумента_Key: _k, Period: _d, ...data } = body;
      this.store.insertPersonDocument(personRef, kindRef, period, data);
      return { Period: period, Физлицо_Key: personRef, ВидДокумента_Key: kindRef, ...data };
    });
  }

  findHires(filter: Filter | null): Record<string, unknown>[] {
    return this.hiresMatching(filter).map((hire) => this.hireJson(hire));
  }

  countHires(filter: Filter | null): number {
    return this.hiresMatching(filter).length;
  }

  /** POST Document_ПриемНаРаботу: the document, unposted; or the trigger's failure. */
  createHire(body: Record<string, unknown>): SandboxAnswer {
    const personRef = text(body, 'ФизическоеЛицо_Key');
    const now = this.clock();
    const forced = this.forced.get(text(body, 'Комментарий'));
    const result = this.store.transaction((): SandboxAnswer | ODataFault => {
      const found = this.store.person(personRef);
      if (!found) throw new ODataFault(400, '-1', 'Не найдено физическое лицо (ФизическоеЛицо_Key)');
      const person = forced ? { ...found, trigger: forced } : found;
      if (person.trigger === 'unavailable' && person.outageUntil === null) {
        // The outage starts now (kept: answered after the transaction, not thrown inside it).
        this.store.updatePerson(person.ref, { outageUntil: now + this.timing.outageMs });
        return ODataFault.unavailable();
      }
      this.refuseDuringOutage(person);
      if (person.trigger === 'rights')
        throw new ODataFault(403, '-1', 'Нарушение прав доступа! (добавление документа «Прием на работу»)');
      const fields: Record<string, unknown> = {};
      for (const name of DOCUMENT_FIELDS) if (body[name] !== undefined) fields[name] = body[name];
      if (!dayOf(fields.ДатаПриема))
        throw new ODataFault(400, '-1', 'Не заполнено поле «Дата приема» (ДатаПриема)');
      const sealed: Record<string, unknown> = {};
      for (const name of BANK_FIELDS) if (body[name] !== undefined) sealed[name] = body[name];
      const hire = this.store.insertHire({
        ref: randomUUID(),
        comment: text(body, 'Комментарий'),
        personRef,
        employeeRef: randomUUID(),
        sealed,
        fields,
        trigger: person.trigger,
        version: 1,
        posted: false,
        deletionMark: false,
        postDue: null,
        docsDue: null,
        driftDue: null,
        drifted: false,
        printForms: [],
        staleDone: false,
      });
      // Created, but the answer never leaves 1C: the caller cannot know the document exists.
      if (person.trigger === 'timeout' && !person.hangDone) {
        this.store.updatePerson(person.ref, { hangDone: true });
        return { hang: true };
      }
      return { status: 201, json: this.hireJson(hire) };
    });
    if (result instanceof ODataFault) throw result;
    return result;
  }

  getHire(ref: string): Record<string, unknown> {
    return this.hireJson(this.changeHire(ref, null, (hire) => hire));
  }

  /** POST …/Post: posting is queued (Posted after the delay); 'notCreated' and 'stale' refuse here. */
  post(ref: string, ifMatch: string | null): void {
    let refusal = null as ODataFault | null;
    this.changeHire(ref, ifMatch, (hire) => {
      if (hire.deletionMark)
        throw new ODataFault(400, '-1', 'Помеченный на удаление документ не может быть проведен');
      if (hire.trigger === 'notCreated')
        throw new ODataFault(
          500,
          '-1',
          `${capitalized(DOCUMENT_NOT_CREATED)}: не удалось провести «Прием на работу ${hire.number}»: сотрудник уже принят в организацию`,
        );
      if (hire.trigger === 'stale' && !hire.staleDone) {
        // An accountant saved it meanwhile: this caller's DataVersion is now stale (kept: no throw here).
        refusal = ODataFault.stale();
        return { ...hire, staleDone: true, version: hire.version + 1 };
      }
      if (hire.posted || hire.postDue !== null) return hire;
      return { ...hire, postDue: this.clock() + this.timing.delayMs, version: hire.version + 1 };
    });
    if (refusal) throw refusal;
  }

  /** POST …/Unpost: no longer posted; its printed forms are void. */
  unpost(ref: string, ifMatch: string | null): void {
    this.changeHire(ref, ifMatch, (hire) =>
      !hire.posted && hire.postDue === null
        ? hire
        : {
            ...hire,
            posted: false,
            postDue: null,
            docsDue: null,
            driftDue: null,
            printForms: [],
            version: hire.version + 1,
          },
    );
  }

  /** PATCH: the deletion mark (which unposts, as in 1C) and the document's own fields. */
  patch(ref: string, ifMatch: string | null, body: Record<string, unknown>): Record<string, unknown> {
    const changed = this.changeHire(ref, ifMatch, (hire) => {
      let next = hire;
      if (typeof body.DeletionMark === 'boolean' && body.DeletionMark !== hire.deletionMark)
        next = body.DeletionMark
          ? {
              ...next,
              deletionMark: true,
              posted: false,
              postDue: null,
              docsDue: null,
              driftDue: null,
              printForms: [],
            }
          : { ...next, deletionMark: false };
      const fields = { ...next.fields };
      for (const name of DOCUMENT_FIELDS) if (body[name] !== undefined) fields[name] = body[name];
      if (JSON.stringify(fields) !== JSON.stringify(next.fields)) next = { ...next, fields };
      return next === hire ? hire : { ...next, version: hire.version + 1 };
    });
    return this.hireJson(changed);
  }

  /** The stand-in for 1C's print-form service: the set is built again a while later. */
  rebuildPrintForms(ref: string): void {
    this.changeHire(ref, null, (hire) => {
      if (!hire.posted)
        throw new ODataFault(400, '-1', 'Печатные формы формируются только по проведенному документу');
      return {
        ...hire,
        printForms: [],
        docsDue: this.clock() + this.timing.delayMs,
        version: hire.version + 1,
      };
    });
  }

  /** Test and demo hook: an accountant's edit of the document in 1C now (drift). */
  drift(ref: string): Record<string, unknown> {
    return this.hireJson(this.changeHire(ref, null, (hire) => ({ ...hire, ...driftedByAccountant(hire) })));
  }

  /** Test hook: how many documents carry our hire's comment exactly (deleted ones too). */
  /**
   * The demo's hook (like `drift`): the hire whose document carries this comment meets the trigger
   * as if the person's surname named it, so demo candidates show every outcome under their own names.
   */
  forceTrigger(comment: string, trigger: OneSTrigger): void {
    this.forced.set(comment, trigger);
  }

  /** The demo's hook: whatever is due for the document happens now (posted, its set built, drifted). */
  settle(ref: string): Record<string, unknown> {
    return this.hireJson(
      this.changeHire(ref, null, (hire) => ({
        ...hire,
        ...advance(hire, Number.MAX_SAFE_INTEGER, this.timing),
      })),
    );
  }

  countByHireId(comment: string): number {
    return this.store.hiresWithComment(comment).filter((hire) => hire.comment === comment).length;
  }

  /** The document at this moment (due changes applied and kept), changed by `fn` under If-Match. */
  private changeHire(
    ref: string,
    ifMatch: string | null,
    fn: (hire: SandboxHire) => SandboxHire,
  ): SandboxHire {
    return this.store.transaction(() => {
      const stored = this.store.hire(ref);
      if (!stored) throw new ODataFault(404, '-1', 'Объект не найден');
      const person = this.store.person(stored.personRef);
      if (person) this.refuseDuringOutage(person);
      const current = this.advanced(stored);
      if (current !== stored) this.store.saveHire(current);
      if (ifMatch !== null && ifMatch !== dataVersionOf(current.version)) throw ODataFault.stale();
      const next = fn(current);
      if (next !== current) this.store.saveHire(next);
      return next;
    });
  }

  private advanced(hire: SandboxHire): SandboxHire {
    const next = advance(hire, this.clock(), this.timing);
    return next === hire ? hire : { ...hire, ...next };
  }

  private hiresMatching(filter: Filter | null): SandboxHire[] {
    if (!filter) return this.store.hiresWithComment('');
    if (filter.op === 'substringof' && filter.field === 'Комментарий')
      return this.store.hiresWithComment(filter.value);
    if (filter.op === 'eq' && filter.field === 'Комментарий')
      return this.store.hiresWithComment(filter.value).filter((hire) => hire.comment === filter.value);
    throw new ODataFault(400, '-1', 'Отбор документов возможен по Комментарий');
  }

  private refuseDuringOutage(person: SandboxPerson): void {
    if (person.outageUntil !== null && this.clock() < person.outageUntil) throw ODataFault.unavailable();
  }

  private personJson(person: SandboxPerson): Record<string, unknown> {
    return personEntity(person);
  }

  private hireJson(stored: SandboxHire): Record<string, unknown> {
    // A read shows what is due by now, without writing (the next change keeps it).
    return hireEntity(this.advanced(stored));
  }
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
