import { DateTime } from 'luxon';
import { listTypeOf } from '#events/questionnaire/states';
import { moscowDateTime } from '#client/shared/time';
import type { QuestionnaireView } from './api';

/** 'Иванова Мария Петровна' (no patronymic when there is none). */
export function fullName(info: QuestionnaireView['info']): string {
  return [info.lastname, info.firstname, info.woPatronymic ? '' : info.secondname].filter(Boolean).join(' ');
}

/** A birth date as stored: 'ГГГГ-ММ-ДД' (staff) or 'ДД.ММ.ГГГГ' (from the light form). */
export function birthDay(value: string): DateTime | null {
  const day = /^\d{2}\.\d{2}\.\d{4}$/.test(value)
    ? DateTime.fromFormat(value, 'dd.MM.yyyy', { zone: 'utc' })
    : DateTime.fromISO(value, { zone: 'utc' });
  return day.isValid ? day : null;
}

function yearsWord(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return 'год';
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 'года';
  return 'лет';
}

/** '27 лет', or '' when the birth date is unknown (erased). */
export function ageText(value: string, now: DateTime = DateTime.utc()): string {
  const birth = birthDay(value);
  if (!birth) return '';
  const years = Math.floor(now.diff(birth, 'years').years);
  return `${years} ${yearsWord(years)}`;
}

export const sexText = (sex: QuestionnaireView['info']['sex']) =>
  sex === 'male' ? 'М' : sex === 'female' ? 'Ж' : '';

/** The application date on a card: DD.MM.YY (spec part 2, section 2), Moscow time. */
export const applicationDate = (iso: string) =>
  DateTime.fromISO(iso, { zone: 'Europe/Moscow' }).toFormat('dd.MM.yy');

/** Comments and changes: 'DD.MM.YYYY HH:mm МСК' (client/shared/time.ts). */
export const dateTime = (iso: string) => moscowDateTime(iso);

/** 'ТЦ {mall}, {name}' when the store is in a mall. */
export const storeText = (v: QuestionnaireView['vacancy']) =>
  v.storeMall ? `ТЦ ${v.storeMall}, ${v.storeName}` : v.storeName;

export const initials = (info: QuestionnaireView['info']) =>
  `${info.lastname.charAt(0)}${info.firstname.charAt(0)}`.toUpperCase();

/** Where a card leads: the signing page while documents wait for signatures, else the full view. */
export const cardPath = (q: Pick<QuestionnaireView, 'id' | 'state'>) =>
  q.state === 'waitingSigningDocuments'
    ? `/protected/feedback/subscribe/${q.id}`
    : `/protected/feedback/${q.id}`;

/** The list a questionnaire shows in (where 'back' leads when the card was opened directly). */
export function listPathOf(q: Pick<QuestionnaireView, 'state' | 'contractorType'>): string {
  const type = listTypeOf(q.state);
  if (q.contractorType === 'Entrepreneur')
    return `/protected/selfemployed/${type === 'worked' ? 'verified' : type}`;
  return `/protected/feedbacks/${type}`;
}
