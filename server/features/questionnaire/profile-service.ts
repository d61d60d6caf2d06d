import { DateTime } from 'luxon';
import type { QuestionnaireDoc } from '#events/questionnaire/events';
import type { ProfileSection } from '#events/questionnaire/profile/events';
import { ProfileSectionInput } from '#events/questionnaire/profile/section-inputs';
import { PROFILE_MESSAGES } from '#events/questionnaire/profile/messages';
import { normalizeMilitary, normalizePersonal } from '#events/questionnaire/profile/normalize';
import { profileProblems } from '#events/questionnaire/profile/rules';
import type { Passport, Profile } from '#events/questionnaire/profile/types';
import { moscowDay, parseCalendarDay } from '#events/core/calendar-day';
import { passportIssueValid, storedDay } from '#events/questionnaire/profile/dates';
import { handleCommand } from '../../core/command-handler';
import type { CommandContext } from '../../core/decider';
import { ValidationError } from '../../core/errors';
import type { Services } from '../../core/services';
import { parseInput } from '../../http/validate';
import { questionnaireDecider } from './decider';
import type { SectionValue } from './profile-decide';
import { emptyProfile } from '#events/questionnaire/profile/empty';
import { OWN_MESSAGES } from '#events/questionnaire/own';
import { LIGHT_MESSAGES } from '#events/questionnaire-light/inputs';

const samePhone = (a: string, b: string) => a.replace(/\D/g, '') === b.replace(/\D/g, '');

/**
 * The phone of 'Личные данные' is the card's phone (one copy, events/questionnaire/personal-data.ts):
 * the same 11 digits from 7 the card's edit takes, so the lists, the search and the CSV read one form.
 */
function assertCardPhone(phone: string): void {
  if (!/^7\d{10}$/.test(phone))
    throw new ValidationError(`Поле «телефон»: ${LIGHT_MESSAGES.phoneWrong}`, 'personal.phone');
}

/**
 * The section's data in its shape, with its length limits, name rule and date type (superstruct,
 * Russian messages naming the field), tidied as the form does.
 */
function sectionValue(section: ProfileSection, data: unknown): SectionValue {
  switch (section) {
    case 'personal': {
      const personal = normalizePersonal(parseInput(ProfileSectionInput.personal, data));
      assertCardPhone(personal.phone);
      return { section, data: personal };
    }
    case 'passport':
      return { section, data: parseInput(ProfileSectionInput.passport, data) };
    case 'addresses':
      return { section, data: parseInput(ProfileSectionInput.addresses, data) };
    case 'military':
      return { section, data: normalizeMilitary(parseInput(ProfileSectionInput.military, data)) };
    case 'martial':
      return { section, data: parseInput(ProfileSectionInput.martial, data) };
    case 'education':
      return { section, data: parseInput(ProfileSectionInput.education, data) };
  }
}

/**
 * Saves sections of the profile (one from the form, several from the whole-profile call) after the
 * rules of section 5 that concern them (judged on the profile as it will be, so cross-section rules
 * such as the passport date by age hold); the scans' rules are the submit's. Two people saving the
 * same section: the later one is refused with who saved it first (the revision their form showed).
 */
export async function saveProfileSections(
  s: Services,
  doc: Pick<QuestionnaireDoc, 'id' | 'info' | 'profile' | 'contractorType'>,
  parts: { section: ProfileSection; data: unknown }[],
  seenRevision: number,
  ctx: CommandContext,
  options: { byCandidate?: boolean } = {},
): Promise<void> {
  const values = parts.map(({ section, data }) => sectionValue(section, data));
  const profile: Profile = { ...emptyProfile(doc), ...doc.profile };
  for (const value of values) {
    // The phone is the candidate's proof of identity on their own link: they cannot change it there.
    if (options.byCandidate && value.section === 'personal' && !samePhone(value.data.phone, doc.info.phone))
      throw new ValidationError(OWN_MESSAGES.phoneLocked, 'personal.phone');
    Object.assign(profile, { [value.section]: value.data });
  }
  const problems = profileProblems(profile, {
    today: DateTime.fromISO(ctx.now, { zone: 'Europe/Moscow' }).toFormat('dd.MM.yyyy'),
    selfEmployed: doc.contractorType === 'Entrepreneur',
    productName: s.config.productName,
    corporateEmailDomain: s.config.corporateEmailDomain,
    scans: {},
    isNewSubmit: false,
    scansChecked: true,
  });
  const saved = values.map((v) => v.section);
  const own = problems.find((p) =>
    saved.some((section) => p.path === section || p.path.startsWith(`${section}.`)),
  );
  if (own) throw new ValidationError(own.message, own.path);
  // A new birth date must still fit the saved passport's issue date (the age rule of section 5).
  const before = { ...emptyProfile(doc), ...doc.profile }.personal.dateBirth;
  if (profile.personal.dateBirth !== before)
    assertBirthFitsPassport(profile.personal.dateBirth, profile.passport, ctx, 'personal.dateBirth');
  const command = {
    type: 'SaveProfileSections' as const,
    seenRevision,
    sections: values,
    ...(options.byCandidate ? { byCandidate: true } : {}),
  };
  await handleCommand(s.bus, questionnaireDecider, doc.id, command, ctx);
}

/**
 * Staff changing a birth date (the profile's or the card's) after the passport was saved: the
 * passport's issue date must still pass the age rule (spec part 2, section 5), else the change is
 * refused with the rule's message. Nothing to check while the passport has no issue date.
 */
export function assertBirthFitsPassport(
  dateBirth: string,
  passport: Pick<Passport, 'dateExtradition'> | undefined,
  ctx: Pick<CommandContext, 'now'>,
  field: string,
): void {
  const birth = storedDay(dateBirth);
  const issued = passport && parseCalendarDay(passport.dateExtradition, 'ru');
  if (!birth || !issued) return;
  if (!passportIssueValid(birth, issued, moscowDay(new Date(ctx.now))))
    throw new ValidationError(PROFILE_MESSAGES.passportCheck, field);
}

/** One section, as the form saves it. */
export function saveProfileSection(
  s: Services,
  doc: Pick<QuestionnaireDoc, 'id' | 'info' | 'profile' | 'contractorType'>,
  section: ProfileSection,
  data: unknown,
  seenRevision: number,
  ctx: CommandContext,
  options: { byCandidate?: boolean } = {},
): Promise<void> {
  return saveProfileSections(s, doc, [{ section, data }], seenRevision, ctx, options);
}
