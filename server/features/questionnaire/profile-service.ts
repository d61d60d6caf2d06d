import { DateTime } from 'luxon';
import type { QuestionnaireDoc } from '../../../events/questionnaire/events';
import { ProfileSectionData, type ProfileSection } from '../../../events/questionnaire/profile/events';
import { normalizeMilitary, normalizePersonal } from '../../../events/questionnaire/profile/normalize';
import { profileProblems } from '../../../events/questionnaire/profile/rules';
import type { Profile } from '../../../events/questionnaire/profile/types';
import { handleCommand } from '../../core/command-handler';
import type { CommandContext } from '../../core/decider';
import { ValidationError } from '../../core/errors';
import type { Services } from '../../core/services';
import { parseInput } from '../../http/validate';
import { questionnaireDecider } from './decider';
import type { SectionValue } from './profile-decide';
import { emptyProfile } from '../../../events/questionnaire/profile/empty';
import { OWN_MESSAGES } from '../../../events/questionnaire/own';

const samePhone = (a: string, b: string) => a.replace(/\D/g, '') === b.replace(/\D/g, '');

/** The section's data in its shape (superstruct, Russian messages naming the field), tidied as the form does. */
function sectionValue(section: ProfileSection, data: unknown): SectionValue {
  switch (section) {
    case 'personal':
      return { section, data: normalizePersonal(parseInput(ProfileSectionData.personal, data)) };
    case 'passport':
      return { section, data: parseInput(ProfileSectionData.passport, data) };
    case 'addresses':
      return { section, data: parseInput(ProfileSectionData.addresses, data) };
    case 'military':
      return { section, data: normalizeMilitary(parseInput(ProfileSectionData.military, data)) };
    case 'martial':
      return { section, data: parseInput(ProfileSectionData.martial, data) };
    case 'education':
      return { section, data: parseInput(ProfileSectionData.education, data) };
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
  const command = {
    type: 'SaveProfileSections' as const,
    seenRevision,
    sections: values,
    ...(options.byCandidate ? { byCandidate: true } : {}),
  };
  await handleCommand(s.bus, questionnaireDecider, doc.id, command, ctx);
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
