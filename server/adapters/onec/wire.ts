import { array, boolean, number, optional, string, type as loose, union, validate } from 'superstruct';
import type { OneSDocument, OneSHire } from './port';

/**
 * 1C:ZUP 3.x standard OData (V3, JSON) as this product speaks it: the entity sets, the bodies it
 * sends and the document as it reads it back. Shared by the HTTP adapter and the built-in sandbox,
 * so both sides agree on every field name.
 */
export const ENTITY = {
  persons: 'Catalog_ФизическиеЛица',
  documentKinds: 'Catalog_ВидыДокументовФизическихЛиц',
  personDocuments: 'InformationRegister_ДокументыФизическихЛиц',
  hires: 'Document_ПриемНаРаботу',
} as const;

/** The kind of identity document our passports are recorded as. */
export const PASSPORT_KIND = 'Паспорт гражданина РФ';
/** 1C's empty date (a date field never filled). */
export const EMPTY_DATE = '0001-01-01T00:00:00';
/**
 * The sandbox's stand-in for 1C's print-form service: `POST Document_ПриемНаРаботу(guid'…')/RebuildPrintForms`
 * builds the document set again (a real base needs an HTTP service of its own for this).
 */
export const REBUILD_PRINT_FORMS = 'RebuildPrintForms';
/** The tabular section the sandbox fills with the built printed forms' names. */
export const PRINT_FORMS = 'ПечатныеФормы';

/** Our hire id as written into the document's comment (found again with substringof). */
export const hireComment = (hireId: string): string => `hire:${hireId}`;

/** An OData string literal: single quotes doubled. */
export const literal = (value: string): string => `'${value.replace(/'/g, "''")}'`;
export const guidKey = (ref: string): string => `guid'${ref}'`;

/** 'ГГГГ-ММ-ДД' or 'ДД.ММ.ГГГГ' as 1C's date-time ('ГГГГ-ММ-ДДT00:00:00'); empty → 1C's empty date. */
export function oneSDate(date: string | null | undefined): string {
  if (!date) return EMPTY_DATE;
  const ru = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(date);
  const iso = ru ? `${ru[3]}-${ru[2]}-${ru[1]}` : date.slice(0, 10);
  return `${iso}T00:00:00`;
}

/** 1C's date-time as 'ГГГГ-ММ-ДД' ('' for the empty date). */
export const dayOf = (value: unknown): string =>
  typeof value === 'string' && !value.startsWith('0001-01-01') ? value.slice(0, 10) : '';

export function personBody(person: OneSHire['person']): Record<string, unknown> {
  return {
    Description: [person.lastName, person.firstName, person.middleName].filter(Boolean).join(' '),
    Фамилия: person.lastName,
    Имя: person.firstName,
    Отчество: person.middleName,
    ДатаРождения: oneSDate(person.birthDate),
    Пол: person.sex === 'female' ? 'Женский' : 'Мужской',
    ИНН: person.inn,
    СтраховойНомерПФР: person.snils,
  };
}

export function passportBody(
  personRef: string,
  kindRef: string,
  passport: OneSHire['passport'],
): Record<string, unknown> {
  return {
    Period: oneSDate(passport.issuedAt),
    Физлицо_Key: personRef,
    ВидДокумента_Key: kindRef,
    Серия: passport.series,
    Номер: passport.number,
    ДатаВыдачи: oneSDate(passport.issuedAt),
    КемВыдан: passport.issuedBy,
    КодПодразделения: passport.departmentCode,
    ЯвляетсяДокументомУдостоверяющимЛичность: true,
  };
}

/** External part-time for 80 and 70 hours; the rate as hours of a 165-hour month, to tenths. */
const RATES: Record<NonNullable<OneSHire['employment']['parttimeHours']>, number> = {
  '100': 0.6,
  '80': 0.5,
  '70': 0.4,
};

export function hireBody(personRef: string, hire: OneSHire, now: Date): Record<string, unknown> {
  const { employment } = hire;
  const hours = employment.parttimeHours;
  return {
    // 1C keeps local date-times without a zone: Moscow time, as the rest of the product.
    Date: new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 19),
    ФизическоеЛицо_Key: personRef,
    ДатаПриема: oneSDate(employment.date),
    Должность: employment.positionTitle,
    Подразделение: employment.storeCode,
    ВидЗанятости: hours === '80' || hours === '70' ? 'ВнешнееСовместительство' : 'ОсновноеМестоРаботы',
    КоличествоСтавок: hours ? RATES[hours] : 1,
    СрочныйДоговор: employment.termEnd !== null,
    ДатаОкончанияДоговора: oneSDate(employment.termEnd),
    БанкБИК: employment.bank.bic,
    БанкНаименование: employment.bank.name,
    НомерЛицевогоСчета: employment.bank.account,
    Комментарий: hireComment(hire.hireId),
  };
}

/** The document fields followed for drift (what an accountant may change in 1C). */
export const FOLLOWED_FIELDS = [
  'ДатаПриема',
  'Должность',
  'Подразделение',
  'ВидЗанятости',
  'КоличествоСтавок',
  'ДатаОкончанияДоговора',
] as const;

const Document = loose({
  Ref_Key: string(),
  Number: string(),
  Posted: boolean(),
  DeletionMark: boolean(),
  DataVersion: string(),
  ДатаПриема: optional(string()),
  Должность: optional(string()),
  Подразделение: optional(string()),
  ВидЗанятости: optional(string()),
  КоличествоСтавок: optional(union([number(), string()])),
  ДатаОкончанияДоговора: optional(string()),
  [PRINT_FORMS]: optional(array(loose({ Наименование: string() }))),
});

/** Document_ПриемНаРаботу as 1C answers it; null when the body is not such a document. */
export function parseHireDocument(body: unknown): OneSDocument | null {
  const [error, doc] = validate(body, Document);
  if (error) return null;
  const fields: Record<string, string> = {};
  for (const name of FOLLOWED_FIELDS) {
    const value = doc[name];
    if (value === undefined) continue;
    fields[name] = name.startsWith('Дата') ? dayOf(value) : String(value);
  }
  return {
    ref: doc.Ref_Key,
    number: doc.Number,
    posted: doc.Posted,
    deletionMark: doc.DeletionMark,
    dataVersion: doc.DataVersion,
    fields,
    documents: (doc[PRINT_FORMS] ?? []).map((form) => form.Наименование),
  };
}
