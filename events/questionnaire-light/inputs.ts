import { boolean, coerce, object, refine, string, unknown, type Infer, type Struct } from 'superstruct';
import { formatCalendarDay, parseCalendarDay } from '../core/calendar-day';
import { personName } from '../core/name-text';
import { VACANCY_SERVICES, type VacancyService } from '../vacancies/events';

/**
 * The light candidate form (spec part 1, section 5): one schema used by the public form (through the
 * react-hook-form resolver, with `coerce: true`) and by the server. Every failure message is the
 * Russian text the form shows under the field.
 */
export const LIGHT_MESSAGES = {
  required: 'Обязательное поле',
  underage: 'Мы рассматриваем кандидатов от 18 лет',
  birthDateFormat: 'Укажите дату в формате ДД.ММ.ГГГГ',
  birthDateUnreal: 'Дата рождения указана с ошибкой',
  personalEmail: 'Необходимо указать личную почту кандидата',
  phoneRequired: 'Укажите номер телефона',
  phoneWrong: 'Номер телефона указан с ошибкой',
  phoneConfirm: 'Подтвердите номер телефона',
  phoneNotConfirmed: 'Для отправки анкеты необходимо подтвердить телефон',
  phoneNotConfirmedHint: 'Подтвердите, что номер принадлежит вам: запросите СМС и введите одноразовый код',
  citizenOnlyRussia: 'Трудоустройство возможно только для граждан Российской Федерации',
  code: 'Введите 4 цифры из СМС',
  tooLong: (max: number) => `Не более ${max} символов`,
} as const;

export const CITIZENSHIPS = [
  { id: 'Russia', title: 'Россия' },
  { id: 'Belorussia', title: 'Беларусь' },
  { id: 'Kazachstan', title: 'Казахстан' },
] as const;
export type CitizenshipId = (typeof CITIZENSHIPS)[number]['id'];
export const CITIZENSHIP_IDS: CitizenshipId[] = CITIZENSHIPS.map((c) => c.id);
/** Only Russian citizens can be employed (spec part 1, section 9). */
export const EMPLOYABLE_CITIZENSHIP: CitizenshipId = 'Russia';

/** The company's own domain: candidates must leave a personal address. The server reads CORPORATE_EMAIL_DOMAIN. */
export const CORPORATE_EMAIL_DOMAIN_DEFAULT = 'company.ru';
export const MIN_CANDIDATE_AGE = 18;

/** While typing: no leading spaces, no runs of spaces. */
export function normalizeNameInput(value: string): string {
  return value.replace(/^\s+/, '').replace(/\s{2,}/g, ' ');
}

/** On save: the same, and no trailing space either. */
export function normalizeName(value: string): string {
  return normalizeNameInput(value).trimEnd();
}

export const phoneDigits = (value: string): string => value.replace(/\D/g, '');
export const isValidPhone = (digits: string): boolean => /^7\d{10}$/.test(digits);

/** '+7 *** ***-**-34': enough for the candidate to recognise the number, useless to anyone else. */
export function maskPhone(digits: string): string {
  return `+7 *** ***-**-${digits.slice(-2)}`;
}

/**
 * '+7 (999) 123-45-67' for any prefix of the digits: the input mask of the form. A separator appears
 * only with the digit after it, so Backspace after '+7 (999) 1' goes on to '+7 (99' and never gets
 * stuck on a ')' the mask would put back.
 */
export function formatPhoneInput(value: string): string {
  let d = phoneDigits(value);
  if (d.startsWith('8') || (d.length > 0 && !d.startsWith('7'))) d = `7${d.startsWith('8') ? d.slice(1) : d}`;
  d = d.slice(0, 11);
  if (d.length === 0) return '';
  const rest = d.slice(1);
  let out = '+7';
  if (rest.length > 0) out += ` (${rest.slice(0, 3)}`;
  if (rest.length > 3) out += `) ${rest.slice(3, 6)}`;
  if (rest.length > 6) out += `-${rest.slice(6, 8)}`;
  if (rest.length > 8) out += `-${rest.slice(8, 10)}`;
  return out;
}

/**
 * 'dd.mm.yyyy' (the spec's mask), 'yyyy-mm-dd' or an ISO instant at UTC midnight (what the form
 * stores and sends back) -> ISO UTC start of day; null unless it names a real calendar day
 * (the one calendar of events/core/calendar-day).
 */
export function parseBirthDate(value: string): string | null {
  const instant = /^(\d{4}-\d{2}-\d{2})(?:T00:00(?::00(?:\.000)?)?Z)?$/.exec(value);
  const day = instant?.[1] ? parseCalendarDay(instant[1], 'iso') : parseCalendarDay(value, 'ru');
  return day ? `${formatCalendarDay(day, 'iso')}T00:00:00.000Z` : null;
}

/** 'dd.mm.yyyy' of an ISO date (UTC), for the form and lists. */
export function formatDateRu(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

/** Full years between two ISO instants, by UTC calendar dates. */
export function ageOn(birthIso: string, nowIso: string): number {
  const b = new Date(birthIso);
  const n = new Date(nowIso);
  let age = n.getUTCFullYear() - b.getUTCFullYear();
  const beforeBirthday =
    n.getUTCMonth() < b.getUTCMonth() ||
    (n.getUTCMonth() === b.getUTCMonth() && n.getUTCDate() < b.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

export function isCorporateEmail(email: string, corporateDomain: string): boolean {
  const domain = email.split('@').at(-1)?.toLowerCase() ?? '';
  const corporate = corporateDomain.toLowerCase();
  return domain === corporate || domain.endsWith(`.${corporate}`);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A string field: missing becomes '', `normalize` runs first, then required and length checks. */
function textField(max: number, options: { required?: boolean; normalize?: (v: string) => string } = {}) {
  const checked = refine(string(), 'field', (value) => {
    if (options.required && value.length === 0) return LIGHT_MESSAGES.required;
    return value.length <= max || LIGHT_MESSAGES.tooLong(max);
  });
  return coerce(checked, unknown(), (value) => {
    if (value === undefined || value === null) return '';
    return typeof value === 'string' ? (options.normalize ?? ((v: string) => v.trim()))(value) : value;
  });
}

export interface LightSchemaOptions {
  /** ISO instant the age is computed against (the caller's clock; the schema never reads one). */
  now: string;
  corporateDomain?: string;
}

export function lightInfoSchema({
  now,
  corporateDomain = CORPORATE_EMAIL_DOMAIN_DEFAULT,
}: LightSchemaOptions) {
  const patronymicName = personName(
    refine(textField(100, { normalize: normalizeName }), 'patronymic', (value, ctx) => {
      const parent = ctx.branch[ctx.branch.length - 2] as { woPatronymic?: unknown } | undefined;
      return parent?.woPatronymic === true || value.length > 0 || LIGHT_MESSAGES.required;
    }),
  );
  const citizen = refine(textField(20), 'citizen', (value) => {
    if (value.length === 0) return LIGHT_MESSAGES.required;
    return value === EMPLOYABLE_CITIZENSHIP || LIGHT_MESSAGES.citizenOnlyRussia;
  });
  const birthDate = refine(
    coerce(textField(40), string(), (v) => parseBirthDate(v.trim()) ?? v.trim()),
    'birthDate',
    (value) => {
      if (value.length === 0) return LIGHT_MESSAGES.required;
      if (parseBirthDate(value) !== value) return LIGHT_MESSAGES.birthDateFormat;
      const age = ageOn(value, now);
      if (age > 100 || value < '1900-01-01') return LIGHT_MESSAGES.birthDateUnreal;
      return age >= MIN_CANDIDATE_AGE || LIGHT_MESSAGES.underage;
    },
  );
  const email = refine(textField(200), 'email', (value) => {
    if (value.length === 0) return LIGHT_MESSAGES.required;
    return (EMAIL.test(value) && !isCorporateEmail(value, corporateDomain)) || LIGHT_MESSAGES.personalEmail;
  });
  const schema = object({
    surname: personName(textField(100, { required: true, normalize: normalizeName })),
    firstName: personName(textField(100, { required: true, normalize: normalizeName })),
    patronymicName,
    woPatronymic: coerce(boolean(), unknown(), (v) => (v === undefined || v === null ? false : v)),
    citizen,
    birthDate,
    phone: phoneField(),
    email,
    addressFact: textField(300),
    subwayStation: textField(100),
  });
  // 'Нет отчества' clears the patronymic.
  return coerce(schema, unknown(), (value) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const v = value as Record<string, unknown>;
    return v.woPatronymic === true ? { ...v, patronymicName: '' } : v;
  });
}

export type LightQuestionnaireInfo = Infer<ReturnType<typeof lightInfoSchema>>;

/** 11 digits starting with 7; any mask characters are dropped. */
export function phoneField(): Struct<string, null> {
  const checked = refine(string(), 'phone', (digits) => {
    if (digits.length === 0 || digits === '7') return LIGHT_MESSAGES.phoneRequired;
    return isValidPhone(digits) || LIGHT_MESSAGES.phoneWrong;
  });
  return coerce(checked, unknown(), (v) =>
    v === undefined || v === null ? '' : typeof v === 'string' ? phoneDigits(v) : v,
  );
}

/**
 * The traffic source of a submission, from the public page's `?source=` (a job board's listing links
 * there with its service): one of VACANCY_SERVICES, anything else is no source at all. An address
 * is the candidate's to type, so an unknown value is ignored, never an error.
 */
export function lightSource(value: unknown): VacancyService | undefined {
  return typeof value === 'string' && (VACANCY_SERVICES as readonly string[]).includes(value)
    ? (value as VacancyService)
    : undefined;
}

/** The one-time code: exactly 4 digits. */
export function codeField(): Struct<string, null> {
  const checked = refine(string(), 'code', (v) => /^\d{4}$/.test(v) || LIGHT_MESSAGES.code);
  return coerce(checked, unknown(), (v) =>
    v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v,
  );
}

/** An empty form, as the public page starts it. */
export function emptyLightInfo(): Record<keyof LightQuestionnaireInfo, string | boolean> {
  return {
    surname: '',
    firstName: '',
    patronymicName: '',
    woPatronymic: false,
    citizen: EMPLOYABLE_CITIZENSHIP,
    birthDate: '',
    phone: '',
    email: '',
    addressFact: '',
    subwayStation: '',
  };
}
