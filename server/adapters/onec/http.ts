import { array, optional, boolean, string, type as loose, validate } from 'superstruct';
import { oneSErrorOf, oneSMalformed, oneSTimeout, oneSUnreachable } from './errors';
import { OneSError, type OneSDocument, type OneSPort } from './port';
import {
  ENTITY,
  PASSPORT_KIND,
  REBUILD_PRINT_FORMS,
  guidKey,
  hireBody,
  hireComment,
  literal,
  parseHireDocument,
  passportBody,
  personBody,
} from './wire';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface HttpOneSOptions {
  /** The OData base (…/odata/standard.odata/), or how to get it (the own server, once listening). */
  baseUrl: string | (() => Promise<string>);
  user: string;
  password: string;
  timeoutMs: number;
  fetch?: FetchLike;
  /** Shown as the port's name: 'onec' for a real base, 'sandbox-onec' for the built-in one. */
  name?: string;
  now?: () => Date;
}

interface Call {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  /** OData system options and parameters, values unencoded ($format=json is always added). */
  query?: Record<string, string>;
  json?: unknown;
  ifMatch?: string;
  /** A 404 answers null instead of failing (a deleted document). */
  missingIsNull?: boolean;
}

const Refs = loose({ value: array(loose({ Ref_Key: string(), DeletionMark: optional(boolean()) })) });
const Created = loose({ Ref_Key: string() });
const Listed = loose({
  value: array(loose({ Комментарий: optional(string()), DeletionMark: optional(boolean()) })),
});

/**
 * OneSPort over 1C:ZUP's standard OData interface (V3, JSON, Basic auth of the service user):
 * - GET   Catalog_ФизическиеЛица?$filter=ИНН eq '…' (then СтраховойНомерПФР eq '…')
 * - POST  Catalog_ФизическиеЛица {Description, Фамилия, Имя, Отчество, ДатаРождения, Пол, ИНН, СтраховойНомерПФР}
 * - GET   Catalog_ВидыДокументовФизическихЛиц?$filter=Description eq 'Паспорт гражданина РФ' (once)
 * - POST  InformationRegister_ДокументыФизическихЛиц {Period, Физлицо_Key, ВидДокумента_Key, Серия, Номер, …}
 * - GET   Document_ПриемНаРаботу?$filter=substringof('hire:{hireId}', Комментарий)
 * - POST  Document_ПриемНаРаботу {Date, ФизическоеЛицо_Key, ДатаПриема, Должность, Подразделение, …, Комментарий}
 * - POST  Document_ПриемНаРаботу(guid'…')/Post?PostingModeOperational=false, /Unpost (If-Match: DataVersion)
 * - PATCH Document_ПриемНаРаботу(guid'…') {DeletionMark: true} (If-Match: DataVersion)
 * - GET   Document_ПриемНаРаботу(guid'…')
 * - POST  Document_ПриемНаРаботу(guid'…')/RebuildPrintForms (the sandbox's print-form service)
 * Paths, filters and bodies carry personal data: nothing here is logged.
 */
export function createHttpOneS(options: HttpOneSOptions): OneSPort {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const base = typeof options.baseUrl === 'string' ? async () => options.baseUrl as string : options.baseUrl;
  const authorization = `Basic ${Buffer.from(`${options.user}:${options.password}`, 'utf8').toString('base64')}`;
  const now = options.now ?? (() => new Date());
  const seconds = Math.round(options.timeoutMs / 100) / 10;

  const call = async (request: Call): Promise<unknown> => {
    const write = request.method !== 'GET';
    // The own server's address may still be coming (it waits, then 'unavailable'); the call's time starts after.
    const root = (await base()).replace(/\/*$/, '/');
    const signal = AbortSignal.timeout(options.timeoutMs);
    const query = Object.entries({ ...request.query, $format: 'json' })
      .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
      .join('&');
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization,
      maxdataserviceversion: '3.0',
    };
    if (request.json !== undefined) headers['content-type'] = 'application/json';
    if (request.ifMatch !== undefined) headers['if-match'] = request.ifMatch;
    let status: number;
    let text: string;
    try {
      const res = await doFetch(`${root}${encodeURI(request.path)}?${query}`, {
        method: request.method,
        headers,
        body: request.json === undefined ? undefined : JSON.stringify(request.json),
        signal,
        redirect: 'manual',
      });
      status = res.status;
      // The signal covers the body too: a 1C that stalls mid-answer times out as well.
      text = await res.text();
    } catch (err) {
      if (err instanceof OneSError) throw err;
      if (signal.aborted) throw oneSTimeout(seconds, write);
      throw oneSUnreachable();
    }
    let body: unknown = null;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    if (status === 404 && request.missingIsNull) return null;
    if (status >= 400) throw oneSErrorOf(status, body);
    // A redirect is not 1C answering (a sign-in page or a proxy in front of it).
    if (status >= 300) throw oneSErrorOf(502, body);
    return body;
  };

  const read = <T>(body: unknown, parse: (body: unknown) => T | null, what: string): T => {
    const parsed = parse(body);
    if (parsed === null) throw oneSMalformed(what);
    return parsed;
  };
  const documentOf = (body: unknown) => read(body, parseHireDocument, ENTITY.hires);
  const documentPath = (ref: string) => `${ENTITY.hires}(${guidKey(ref)})`;
  let passportKind: string | null = null;

  const port: OneSPort = {
    name: options.name ?? 'onec',
    async findPerson(inn, snils) {
      for (const [field, value] of [
        ['ИНН', inn],
        ['СтраховойНомерПФР', snils],
      ] as const) {
        if (!value) continue;
        const body = await call({
          method: 'GET',
          path: ENTITY.persons,
          query: { $filter: `${field} eq ${literal(value)}`, $select: 'Ref_Key,DeletionMark' },
        });
        const [error, found] = validate(body, Refs);
        if (error) throw oneSMalformed(ENTITY.persons);
        const person = found.value.find((p) => !p.DeletionMark);
        if (person) return person.Ref_Key;
      }
      return null;
    },
    async createPerson(person) {
      const body = await call({ method: 'POST', path: ENTITY.persons, json: personBody(person) });
      return read(body, (b) => (validate(b, Created)[1] ?? null)?.Ref_Key ?? null, ENTITY.persons);
    },
    async recordPassport(personRef, passport) {
      if (passportKind === null) {
        const body = await call({
          method: 'GET',
          path: ENTITY.documentKinds,
          query: { $filter: `Description eq ${literal(PASSPORT_KIND)}`, $select: 'Ref_Key,DeletionMark' },
        });
        const [error, kinds] = validate(body, Refs);
        if (error) throw oneSMalformed(ENTITY.documentKinds);
        const kind = kinds.value.find((k) => !k.DeletionMark);
        if (!kind)
          throw new OneSError('rejected', 'passport-kind', `В 1С нет вида документа «${PASSPORT_KIND}»`);
        passportKind = kind.Ref_Key;
      }
      await call({
        method: 'POST',
        path: ENTITY.personDocuments,
        json: passportBody(personRef, passportKind, passport),
      });
    },
    async findHireDocument(hireId) {
      const comment = hireComment(hireId);
      const body = await call({
        method: 'GET',
        path: ENTITY.hires,
        query: { $filter: `substringof(${literal(comment)}, Комментарий)` },
      });
      const [error, list] = validate(body, Listed);
      if (error) throw oneSMalformed(ENTITY.hires);
      // substringof also matches a longer id that starts with ours: the comment must be ours exactly.
      const ours = list.value.filter((doc) => doc.Комментарий?.trim() === comment);
      const live = ours.find((doc) => !doc.DeletionMark) ?? ours[0];
      return live ? documentOf(live) : null;
    },
    async createHireDocument(personRef, hire) {
      return documentOf(
        await call({ method: 'POST', path: ENTITY.hires, json: hireBody(personRef, hire, now()) }),
      );
    },
    async postDocument(ref, dataVersion) {
      await call({
        method: 'POST',
        path: `${documentPath(ref)}/Post`,
        query: { PostingModeOperational: 'false' },
        ifMatch: dataVersion,
      });
      return existing(ref);
    },
    async unpostDocument(ref, dataVersion) {
      await call({ method: 'POST', path: `${documentPath(ref)}/Unpost`, ifMatch: dataVersion });
      return existing(ref);
    },
    async markForDeletion(ref, dataVersion) {
      const body = await call({
        method: 'PATCH',
        path: documentPath(ref),
        json: { DeletionMark: true },
        ifMatch: dataVersion,
      });
      return parseHireDocument(body) ?? existing(ref);
    },
    async getDocument(ref) {
      const body = await call({ method: 'GET', path: documentPath(ref), missingIsNull: true });
      return body === null ? null : documentOf(body);
    },
    async regenerateDocuments(ref) {
      await call({ method: 'POST', path: `${documentPath(ref)}/${REBUILD_PRINT_FORMS}` });
      return existing(ref);
    },
  };
  /** The document after an action (1C's actions answer no body). */
  const existing = async (ref: string): Promise<OneSDocument> => {
    const doc = await port.getDocument(ref);
    if (!doc) throw new OneSError('rejected', '404', 'Документ «Прием на работу» не найден в 1С (удален)');
    return doc;
  };
  return port;
}
