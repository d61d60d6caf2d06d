import { EMPLOYABLE_CITIZENSHIP } from '../../questionnaire-light/inputs';
import { dayNumber, parseCalendarDay, type CalendarDay } from '../../core/calendar-day';
import { personNameProblem } from '../../core/name-text';
import { CANDIDATE_BIRTH, dateProblem, PAST_DOCUMENT_DATE, type DateRules } from '../../core/validators';
import { passportIssueValid, storedDay } from './dates';
import { lengthProblems } from './length-rules';
import { PROFILE_MESSAGES as M } from './messages';
import type { Address, EducationRecord, Martial, Military, Profile, ProfileContext, Relative } from './types';

/** One refused field: its path in the profile ('passport.series') and the Russian message. */
export interface ProfileProblem {
  path: string;
  message: string;
}

type Report = (path: string, message: string) => void;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const blank = (value: string | undefined) => !value || value.trim() === '';
const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * Every rule of the applicant profile (spec part 2, section 5), for the form (messages under the
 * fields) and the server (the first problem refuses the save): one function, so what the form lets
 * through is what the server accepts. Problems come in form order, at most one per field.
 */
export function profileProblems(profile: Profile, ctx: ProfileContext): ProfileProblem[] {
  const problems: ProfileProblem[] = [];
  const seen = new Set<string>();
  const report: Report = (path, message) => {
    if (seen.has(path)) return;
    seen.add(path);
    problems.push({ path, message });
  };
  const today = parseCalendarDay(ctx.today, 'ru');
  if (!today) throw new Error(`today is not a date: ${ctx.today}`);
  for (const problem of lengthProblems(profile)) report(problem.path, problem.message);
  personal(profile, ctx, today, report);
  passport(profile, today, report);
  addresses(profile, today, report);
  military(profile, today, report);
  const serves = profile.military.status !== '' && profile.military.status !== 'NonMilitary';
  if (serves) martial(profile.martial, ctx, today, report);
  if (serves) profile.education.forEach((record, i) => education(record, `education.${i}`, today, report));
  scans(ctx, report);
  return problems;
}

function name(value: string, path: string, report: Report, required = true): void {
  if (blank(value)) {
    if (required) report(path, M.required);
  } else {
    const problem = personNameProblem(value);
    if (problem) report(path, problem);
  }
}

function digits(value: string, length: number, path: string, report: Report): void {
  if (blank(value)) return report(path, M.required);
  if (/[^\d\s-]/.test(value)) return report(path, M.digitsOnly);
  const count = digitsOf(value).length;
  if (count < length) report(path, M.minDigits(length));
  else if (count > length) report(path, M.maxDigits(length));
}

/**
 * A required date in 'ДД.ММ.ГГГГ' under `rules` (by default a past day from 1900: the one date type
 * of events/core/validators); the day, or null when refused.
 */
function requiredDay(
  value: string,
  path: string,
  today: CalendarDay,
  report: Report,
  rules: Omit<DateRules, 'format'> = PAST_DOCUMENT_DATE,
): CalendarDay | null {
  if (blank(value)) return (report(path, M.required), null);
  const problem = dateProblem(value, { format: 'ru', ...rules }, today);
  if (problem) return (report(path, problem), null);
  return parseCalendarDay(value, 'ru');
}

function personal(profile: Profile, ctx: ProfileContext, today: CalendarDay, report: Report): void {
  const p = profile.personal;
  name(p.lastname, 'personal.lastname', report);
  name(p.firstname, 'personal.firstname', report);
  name(p.secondname, 'personal.secondname', report, !p.woPatronymic);
  if (blank(p.sex)) report('personal.sex', M.required);
  if (blank(p.citizenship)) report('personal.citizenship', M.required);
  else if (p.citizenship !== EMPLOYABLE_CITIZENSHIP)
    report('personal.citizenship', M.citizenship(ctx.productName));
  if (blank(p.email)) report('personal.email', M.required);
  else if (!EMAIL.test(p.email.trim())) report('personal.email', M.email);
  else if (p.email.trim().toLowerCase().endsWith(`@${ctx.corporateEmailDomain}`))
    report('personal.email', M.personalEmail);
  requiredDay(p.dateBirth, 'personal.dateBirth', today, report, CANDIDATE_BIRTH);
  if (p.aboutYourself.length > 2048) report('personal.aboutYourself', M.aboutYourself);
  if (!ctx.selfEmployed && blank(p.hasEmploymentHistory)) report('personal.hasEmploymentHistory', M.required);
  digits(p.inn, 12, 'personal.inn', report);
  if (!ctx.selfEmployed) {
    digits(p.snils, 11, 'personal.snils', report);
    if (
      !blank(p.snils) &&
      digitsOf(p.snils).length === 11 &&
      !/^\d{3}-\d{3}-\d{3} \d{2}$/.test(p.snils.trim())
    )
      report('personal.snils', M.snilsFormat);
  }
}

function passport(profile: Profile, today: CalendarDay, report: Report): void {
  const p = profile.passport;
  if (blank(p.placeBirth)) report('passport.placeBirth', M.required);
  digits(p.series, 4, 'passport.series', report);
  digits(p.number, 6, 'passport.number', report);
  const issued = requiredDay(p.dateExtradition, 'passport.dateExtradition', today, report);
  // The birth date as saved (a staff-created questionnaire's may still be 'ГГГГ-ММ-ДД').
  const birth = storedDay(profile.personal.dateBirth);
  if (issued && birth && !passportIssueValid(birth, issued, today))
    report('passport.dateExtradition', M.passportCheck);
  if (blank(p.placeExtradition)) report('passport.placeExtradition', M.required);
  digits(p.departmentNumber, 6, 'passport.departmentNumber', report);
  if (
    !blank(p.departmentNumber) &&
    digitsOf(p.departmentNumber).length === 6 &&
    !/^\d{3}-\d{3}$/.test(p.departmentNumber.trim())
  )
    report('passport.departmentNumber', M.departmentFormat);
}

function address(a: Address, path: string, report: Report): void {
  if (blank(a.country) || blank(a.city) || blank(a.postCode) || blank(a.streetCod)) report(path, M.address);
  if (blank(a.street)) report(`${path}.street`, M.street);
  if (blank(a.house)) report(`${path}.house`, M.house);
  if (!blank(a.postCode)) digits(a.postCode, 6, `${path}.postCode`, report);
}

function addresses(profile: Profile, today: CalendarDay, report: Report): void {
  const { registration, residential, notsend } = profile.addresses;
  address(registration, 'addresses.registration', report);
  requiredDay(registration.dateRegistration, 'addresses.registration.dateRegistration', today, report);
  if (!notsend) address(residential, 'addresses.residential', report);
}

function military(profile: Profile, today: CalendarDay, report: Report): void {
  const m: Military = profile.military;
  const dateOut = blank(m.militaryAccountingDateOut)
    ? null
    : dateProblem(m.militaryAccountingDateOut, { format: 'ru', ...PAST_DOCUMENT_DATE }, today);
  if (dateOut) report('military.militaryAccountingDateOut', dateOut);
  if (blank(m.status)) return report('military.status', M.required);
  if (m.status === 'NonMilitary') {
    if (profile.personal.sex === 'male') report('military.status', M.militaryNotForMen);
    return;
  }
  if (blank(m.documentType)) return report('military.documentType', M.required);
  if (m.status === 'EngagementToArmy' && m.documentType === 'VBilet')
    report('military.documentType', M.conscriptNoTicket);
  if (m.status === 'Military' && m.documentType === 'Pripisnoe')
    report('military.documentType', M.reservistNoCertificate);
  // A certificate (Spravka) leaves the document fields disabled.
  if (m.documentType === 'Spravka') return;
  if (blank(m.documentSeria)) report('military.documentSeria', M.required);
  else if (m.documentSeria.trim().length !== 2) report('military.documentSeria', M.documentSeria);
  if (blank(m.documentNumber)) report('military.documentNumber', M.required);
  else if (!/^\d{8}$/.test(m.documentNumber.trim())) report('military.documentNumber', M.documentNumber);
  if (!blank(m.profileCode) && !/^\d{6}$/.test(m.profileCode.trim()))
    report('military.profileCode', M.profileCode);
}

const NEEDS_APPROVAL_DATE = ['Вдовец', 'официал', 'зарегистриро'];

/** Whether a marital status needs the date it was registered (the form shows the field then). */
export const martialNeedsDate = (status: string) => NEEDS_APPROVAL_DATE.some((word) => status.includes(word));

function martial(m: Martial, ctx: ProfileContext, today: CalendarDay, report: Report): void {
  if (blank(m.martialStatus)) report('martial.martialStatus', M.required);
  else if (martialNeedsDate(m.martialStatus))
    requiredDay(m.martialStatusApprovedAt, 'martial.martialStatusApprovedAt', today, report);
  if (m.relatives.length === 0) report('martial.relatives', M.relativeRequired);
  m.relatives.forEach((relative, i) => relativeProblems(relative, `martial.relatives.${i}`, today, report));
  if (!ctx.scans.martial) report('scans.martial', M.scanRequired);
}

function relativeProblems(r: Relative, path: string, today: CalendarDay, report: Report): void {
  if (blank(r.relativeState)) report(`${path}.relativeState`, M.required);
  const birth = parseCalendarDay(r.birthDate, 'ru');
  const earliest = { ...today, year: today.year - 110 };
  const shape = dateProblem(r.birthDate, { format: 'ru' }, today);
  if (blank(r.birthDate)) report(`${path}.birthDate`, M.required);
  else if (shape || !birth) report(`${path}.birthDate`, shape ?? M.dateFormat);
  else if (dayNumber(birth) > dayNumber(today) || dayNumber(birth) < dayNumber(earliest))
    report(`${path}.birthDate`, M.relativeBirthDate);
  name(r.lastName, `${path}.lastName`, report);
  name(r.firstName, `${path}.firstName`, report);
  name(r.patronymicName, `${path}.patronymicName`, report);
}

const EDUCATION_FIELDS: (keyof EducationRecord)[] = [
  'educationType',
  'educationInstitution',
  'educationSpeciality',
  'educationQualification',
  'documentType',
  'documentSeria',
  'documentNumber',
  'documentIssuedDate',
];

function education(record: EducationRecord, path: string, today: CalendarDay, report: Report): void {
  for (const field of EDUCATION_FIELDS) if (blank(record[field])) report(`${path}.${field}`, M.pleaseSpecify);
  const issued = blank(record.documentIssuedDate)
    ? null
    : dateProblem(record.documentIssuedDate, { format: 'ru', ...PAST_DOCUMENT_DATE }, today);
  if (issued) report(`${path}.documentIssuedDate`, issued);
}

function scans(ctx: ProfileContext, report: Report): void {
  if (!ctx.scans.passport) report('scans.passport', M.scanRequired);
  if (!ctx.scans.inn) report('scans.inn', M.scanRequired);
  if (!ctx.selfEmployed && !ctx.scans.snils) report('scans.snils', M.scanRequired);
  if (ctx.isNewSubmit && !ctx.scansChecked) report('scans.checked', M.scansChecked);
}
