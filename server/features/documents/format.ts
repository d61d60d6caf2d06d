import type { Address } from '#events/questionnaire/profile/types';
import type { DocumentData } from './data';

/** Texts the forms print: names, dates, addresses; a missing value is a line to fill by hand. */

export const BLANK = '____________________';
export const SHORT_BLANK = '__________';

export const orBlank = (value: string | null | undefined, blank: string = BLANK): string =>
  value?.trim() ? value.trim() : blank;

type Person = Pick<DocumentData['candidate'], 'lastname' | 'firstname' | 'secondname'>;

export const fullName = (p: Person): string =>
  [p.lastname, p.firstname, p.secondname].filter((part) => part.trim()).join(' ');

/** 'Иванов И. И.' */
export const initials = (p: Person): string =>
  [p.lastname, ...[p.firstname, p.secondname].filter(Boolean).map((n) => `${n.trim().charAt(0)}.`)].join(' ');

const MONTHS = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

/** A calendar day given as 'ДД.ММ.ГГГГ' or 'ГГГГ-ММ-ДД', as 'ДД.ММ.ГГГГ' ('' stays ''). */
export function ruDay(value: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return iso ? `${iso[3]}.${iso[2]}.${iso[1]}` : value;
}

/** The Moscow calendar day of an ISO time, 'ДД.ММ.ГГГГ'. */
export function moscowDay(iso: string): string {
  const at = new Date(Date.parse(iso) + 3 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(at.getUTCDate())}.${pad(at.getUTCMonth() + 1)}.${at.getUTCFullYear()}`;
}

/** 'ДД.ММ.ГГГГ' → '«05» мая 2024 г.'; '' → '«___» __________ 20___ г.'. */
export function longDay(day: string): string {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(ruDay(day));
  if (!m) return '«___» __________ 20___ г.';
  return `«${m[1]}» ${MONTHS[Number(m[2]) - 1] ?? ''} ${m[3]} г.`;
}

/** The documents' own date (Moscow): the day the hire was requested. */
export const issuedDay = (data: DocumentData): string => moscowDay(data.issuedAt);

export function addressText(a: Partial<Address> | null | undefined): string {
  if (!a) return '';
  const parts = [
    a.postCode,
    a.region,
    a.city,
    a.street,
    a.house && `д. ${a.house}`,
    a.corps && `корп. ${a.corps}`,
    a.apartment && `кв. ${a.apartment}`,
  ];
  return parts.filter((p) => p && p.trim()).join(', ');
}

export const registrationAddress = (data: DocumentData): string =>
  addressText(data.candidate.addresses?.registration);

export const residentialAddress = (data: DocumentData): string => {
  const a = data.candidate.addresses;
  return a?.notsend ? addressText(a.registration) : addressText(a?.residential);
};

/** 'серия 4510 № 123456, выдан ... ДД.ММ.ГГГГ, код подразделения 770-001'. */
export function passportText(data: DocumentData): string {
  const p = data.candidate.passport;
  if (!p || !p.series) return '';
  return `серия ${p.series} № ${p.number}, выдан ${p.placeExtradition} ${ruDay(p.dateExtradition)}, код подразделения ${p.departmentNumber}`;
}

/** 'Работник' / 'Работница' is not used by the forms; the sex is printed as the T-2 wants it. */
export const sexText = (sex: DocumentData['candidate']['sex']): string =>
  sex === 'male' ? 'мужской' : sex === 'female' ? 'женский' : '';

/** The director as the forms name them: 'Директор магазина Петров Иван'. */
export const directorText = (data: DocumentData): string =>
  data.director ? `${data.director.position} ${data.director.name}` : BLANK;
