import { DateTime } from 'luxon';
import { CITIZENSHIPS } from '#events/questionnaire-light/inputs';
import { actorText } from '#events/core/roles';
import type { QuestionnaireLightEntity, QuestionnaireLightStatus } from '../api';
import { formatDate, formatDateTime } from '#client/console/shell/state/format';

/** Surname, first name and patronymic (when there is one). */
export function fullName(info: QuestionnaireLightEntity['info']): string {
  const patronymic = info.woPatronymic ? '' : info.patronymicName;
  return [info.surname, info.firstName, patronymic].filter(Boolean).join(' ');
}

/** 1 год, 2 года, 5 лет, 21 год, 111 лет. */
function yearsWord(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return 'год';
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 'года';
  return 'лет';
}

/** Full years since the birth date (stored as UTC start of day); null for a missing date. */
export function ageInYears(birthDate: string, now: DateTime = DateTime.utc()): number | null {
  const birth = DateTime.fromISO(birthDate, { zone: 'utc' });
  if (!birth.isValid) return null;
  return Math.floor(now.diff(birth, 'years').years);
}

export function ageText(birthDate: string): string {
  const age = ageInYears(birthDate);
  return age === null ? '' : `${age} ${yearsWord(age)}`;
}

/** A birth date is a calendar day: shown as stored (UTC), never shifted by the time zone. */
export function formatBirthDate(birthDate: string): string {
  const date = DateTime.fromISO(birthDate, { zone: 'utc' });
  return date.isValid ? date.toFormat('dd.MM.yyyy') : '';
}

/** 79991234567 -> +7 (999) 123-45-67; anything else as is. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 11) return phone;
  return `+7 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9, 11)}`;
}

export function phoneHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 ? `tel:+7${digits.slice(1)}` : `tel:${digits}`;
}

/** 'ТЦ {mall}, {name}' when a mall is set (spec part 1, section 2). */
export function storeLabel(store: { name: string; mall?: string | null }): string {
  return store.mall ? `ТЦ ${store.mall}, ${store.name}` : store.name;
}

export function citizenshipTitle(id: string): string {
  return CITIZENSHIPS.find((c) => c.id === id)?.title ?? id;
}

export const STATUS_TITLES: Record<QuestionnaireLightStatus, string> = {
  new: 'Новая',
  accepted: 'Передана в магазин',
  rejected: 'Отказано',
};

/** 'Лёгкая Мария (HR-специалист), 22.11.2026 13:00' — who changed the status last, and when. */
export function actedText(entity: QuestionnaireLightEntity): string {
  const action = entity.action_data;
  if (!action) return '';
  const when = formatDateTime(action.date);
  return [actorText(action.by), when].filter(Boolean).join(', ');
}

/** The status line of a row: 'Анкета передана в магазин {date}' or 'Отказано {date}' (spec part 1, section 2). */
export function statusLine(entity: QuestionnaireLightEntity): string {
  const date = formatDate(entity.action_data?.date);
  if (entity.type === 'accepted') return `Анкета передана в магазин ${date}`.trim();
  if (entity.type === 'rejected') return `Отказано ${date}`.trim();
  return '';
}
