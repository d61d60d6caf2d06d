import { CHECK_TITLES, FSSP_STATUS_TITLES, SELF_EMPLOYMENT_TITLES } from '../checks/kinds';
import type { CheckRunStatus } from '../checks/views';
import { DICTIONARIES } from '../dictionaries/reference';
import { DOCUMENT_TITLES } from '../documents/labels';
import type { DkmoStatus } from '../dkmo/collections';
import { RENEWAL_REASONS } from '../dkmo/events';
import type { HireStatus, OneSFailureKind } from '../employment/events';
import { PARTTIME_TITLES } from '../employment/form';
import type { QuestionnaireLightStatus } from '../questionnaire-light/events';
import { PROFILE_SECTION_TITLES, type ProfileSection } from '../questionnaire/profile/events';
import { MILITARY_STATUS_TITLES } from '../questionnaire/profile/types';
import { STATE_TITLES } from '../questionnaire/states';
import type { FileKind } from '../questionnaire/files';
import { SERVICE_TITLES, type PublicationStatus } from '../vacancies/events';
import { ROLES } from '../core/roles';

/**
 * The Russian titles of the enumerations the history shows (statuses, kinds, sources), gathered
 * from the features where they exist, and given here where only the console or nobody had them.
 */

/** A light questionnaire's status, as its card shows it. */
export const LIGHT_STATUS_TITLES: Record<QuestionnaireLightStatus, string> = {
  new: 'Новая',
  accepted: 'Передана в магазин',
  rejected: 'Отказано',
};

export const PUBLICATION_STATUS_TITLES: Record<PublicationStatus | 'unpublished', string> = {
  published: 'Опубликована',
  closed: 'В архиве',
  deleted: 'Удалена',
  unpublished: 'Не опубликована',
};

export const CHECK_RUN_STATUS_TITLES: Record<CheckRunStatus, string> = {
  running: 'Идёт проверка',
  passed: 'Пройдена',
  failed: 'Не пройдена',
  error: 'Ошибка проверки',
  skipped: 'Пропущена',
};

/** Who answered a check (the `source` of the check's events). */
export const CHECK_SOURCE_TITLES: Record<string, string> = {
  fssp: 'ФССП',
  'sandbox-fssp': 'ФССП (тестовый контур)',
  'criminal-record': 'сервис проверки судимости',
  'sandbox-criminal-record': 'сервис проверки судимости (тестовый контур)',
  selfemployed: 'сервис проверки самозанятых',
  'sandbox-selfemployed': 'сервис проверки самозанятых (тестовый контур)',
  'own-data': 'данные компании',
  staff: 'сотрудник',
};

export const CHECK_FAILURE_TITLES = {
  timeout: 'сервис не ответил вовремя',
  failure: 'сервис ответил ошибкой',
  malformed: 'сервис прислал непонятный ответ',
  candidate: 'анкета кандидата недоступна',
} as const;

export const HIRE_STATUS_TITLES: Record<HireStatus | 'none', string> = {
  none: 'Не отправлялась',
  queued: 'В очереди на отправку в 1С',
  unavailable: '1С недоступна',
  delivered: 'Документ проведён в 1С',
  documentsReady: 'Документы сформированы',
  failed: 'Ошибка отправки',
  rolledBack: 'Откат выполнен',
};

export const ONE_S_FAILURE_TITLES: Record<OneSFailureKind, string> = {
  unavailable: '1С недоступна',
  timeout: '1С не ответила вовремя',
  rights: 'нет прав в 1С',
  stale: 'данные в 1С устарели',
  notCreated: 'документ не создан',
  rejected: '1С отклонила данные',
};

export const ONE_S_POSTING_TITLES = {
  posted: 'Проведён',
  unposted: 'Не проведён',
  deleted: 'Удалён',
  deletionMarked: 'Помечен на удаление',
  absent: 'Отсутствует',
  changed: 'Изменён',
} as const;

export const DKMO_STATUS_TITLES: Record<DkmoStatus, string> = {
  notConcluded: 'Не заключён',
  concluded: 'Заключён',
  signed: 'Подписан всеми',
};

export const APPROVAL_METHOD_TITLES = { code: 'кодом из СМС', click: 'в консоли' } as const;

export const MEETING_STATUS_TITLES = { scheduled: 'Назначена', cancelled: 'Отменена' } as const;

export const SEX_TITLES = { male: 'Мужской', female: 'Женский' } as const;

export const FILE_KIND_TITLES: Record<FileKind, string> = {
  passport: 'Паспорт',
  experience: 'Трудовой стаж',
  inn: 'ИНН',
  snils: 'СНИЛС',
  salary: 'Заявление на перечисление зарплаты',
  military: 'Воинский учёт',
  martial: 'Семейное положение',
  education: 'Образование',
  treaties: 'Договоры',
};

export const DICTIONARY_TITLES: Record<string, string> = Object.fromEntries(
  Object.entries(DICTIONARIES).map(([kind, dictionary]) => [kind, dictionary.title]),
);

export const ROLE_TITLES: Record<string, string> = Object.fromEntries(ROLES.map((r) => [r.id, r.title]));

export const PERMISSION_TITLES: Record<string, string> = {
  MANAGE_QUESTIONNAIRE_AL: 'Анкеты QR',
  AllowedRegionsList: 'Доступные регионы',
  AllowedStoresList: 'Доступные магазины',
};

export const SECTION_TITLES: Record<ProfileSection, string> = PROFILE_SECTION_TITLES;

export {
  CHECK_TITLES,
  DOCUMENT_TITLES,
  FSSP_STATUS_TITLES,
  MILITARY_STATUS_TITLES,
  PARTTIME_TITLES,
  RENEWAL_REASONS,
  SELF_EMPLOYMENT_TITLES,
  SERVICE_TITLES,
  STATE_TITLES,
};

/** The title of a value in a map, or the value itself when the map has none. */
export function titleIn(map: Readonly<Record<string, string>>, value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return Object.prototype.hasOwnProperty.call(map, value) ? map[value]! : value;
}
