import { PASSPORT_KIND, PRINT_FORMS } from '../wire';
import type { SandboxHire, SandboxPerson } from './store';
import { dataVersionOf } from './timeline';

/** The sandbox's entities as 1C:ZUP's OData shows them, and the fields it takes from requests. */

/** The identity document kinds of the sandbox base (fixed refs, as in a real base's catalogue). */
export const DOCUMENT_KINDS = [
  { Ref_Key: '6f1e8a3c-0b5d-11e4-80c3-00155d0a2b01', Description: PASSPORT_KIND, DeletionMark: false },
  {
    Ref_Key: '6f1e8a3c-0b5d-11e4-80c3-00155d0a2b02',
    Description: 'Вид на жительство в России',
    DeletionMark: false,
  },
  {
    Ref_Key: '6f1e8a3c-0b5d-11e4-80c3-00155d0a2b03',
    Description: 'Паспорт иностранного гражданина',
    DeletionMark: false,
  },
];

/** What a handler answers: an entity or a list, no body (an action), a count, or no answer at all. */
export type SandboxAnswer =
  | { status: number; json: Record<string, unknown> }
  | { status: number; empty: true }
  | { status: number; count: number }
  | { hang: true };

/** The document's own fields a client may write or an accountant may change (not personal). */
export const DOCUMENT_FIELDS = [
  'Date',
  'ДатаПриема',
  'Должность',
  'Подразделение',
  'ВидЗанятости',
  'КоличествоСтавок',
  'СрочныйДоговор',
  'ДатаОкончанияДоговора',
] as const;
export const BANK_FIELDS = ['БанкБИК', 'БанкНаименование', 'НомерЛицевогоСчета'] as const;
export const PERSON_FIELDS = [
  'Description',
  'Фамилия',
  'Имя',
  'Отчество',
  'ДатаРождения',
  'Пол',
  'ИНН',
  'СтраховойНомерПФР',
] as const;

export function personEntity(person: SandboxPerson): Record<string, unknown> {
  return {
    Ref_Key: person.ref,
    DataVersion: dataVersionOf(1),
    DeletionMark: false,
    Code: person.code,
    ...person.data,
  };
}

export function hireEntity(hire: SandboxHire): Record<string, unknown> {
  return {
    Ref_Key: hire.ref,
    DataVersion: dataVersionOf(hire.version),
    DeletionMark: hire.deletionMark,
    Number: hire.number,
    Posted: hire.posted,
    ФизическоеЛицо_Key: hire.personRef,
    Сотрудник_Key: hire.employeeRef,
    Комментарий: hire.comment,
    ...hire.fields,
    ...hire.sealed,
    [PRINT_FORMS]: hire.printForms.map((name, i) => ({ LineNumber: String(i + 1), Наименование: name })),
  };
}
