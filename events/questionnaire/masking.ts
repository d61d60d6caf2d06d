import type { RoleId } from '../core/roles';
import type { Profile } from './profile/types';

/**
 * Identity numbers (passport, INN, SNILS, military document) are shown whole only to those who
 * hire: HR, the store's director and administrators. Unit and region directors approve a hire
 * without them, and lists never carry them: there each shows only its last four digits
 * (spec part 2; issue 14 item 5). The auditor reads them as HR does (issue 28: a hire's dossier
 * goes to a court or an inspector whole); the auditor changes nothing, so saving stays the others'.
 */
export const WHOLE_IDENTITY_SCOPES: readonly RoleId[] = ['Admin', 'HR', 'StoreDirector', 'Auditor'];

export function seesWholeIdentity(scope: string): boolean {
  return WHOLE_IDENTITY_SCOPES.some((allowed) => allowed === scope);
}

/** The profile sections that hold identity numbers: only those who see them whole may save them. */
export const IDENTITY_SECTIONS = ['personal', 'passport', 'military'] as const;

export function isIdentitySection(section: string): boolean {
  return IDENTITY_SECTIONS.some((identity) => identity === section);
}

/** Scans of identity documents: opened only by those who see the numbers whole. */
export const IDENTITY_SCANS = ['passport', 'inn', 'snils', 'military'] as const;

export function isIdentityScan(kind: string): boolean {
  return IDENTITY_SCANS.some((identity) => identity === kind);
}

export const IDENTITY_MESSAGE =
  'Паспортные данные, ИНН и СНИЛС видят HR, директор магазина, администратор и аудитор, изменяют — HR, директор магазина и администратор';

/** The candidate's edit link opens identity data whole: only those who see it so may take it. */
export const EDIT_LINK_MESSAGE = 'Ссылку для кандидата выдают HR, директор магазина и администратор';

export const MASK_CHAR = '•';

/** Every digit but the last `keep` replaced by '•' (separators kept): '4512 345678' → '•••• ••5678'. */
export function maskDigits(value: string, keep = 4): string {
  if (typeof value !== 'string') return value; // an older document's missing field stays missing
  const digits = value.replace(/\D/g, '').length;
  let seen = 0;
  return value.replace(/\d/g, (digit) => (++seen > digits - keep ? digit : MASK_CHAR));
}

/** A profile whose identity numbers show their last four digits (the series shows none). */
export function maskedProfile(profile: Partial<Profile>): Partial<Profile> {
  const masked: Partial<Profile> = { ...profile };
  if (profile.personal) {
    masked.personal = {
      ...profile.personal,
      inn: maskDigits(profile.personal.inn),
      snils: maskDigits(profile.personal.snils),
    };
  }
  if (profile.passport) {
    masked.passport = {
      ...profile.passport,
      series: maskDigits(profile.passport.series, 0),
      number: maskDigits(profile.passport.number),
      departmentNumber: maskDigits(profile.passport.departmentNumber, 0),
    };
  }
  if (profile.military) {
    masked.military = { ...profile.military, documentNumber: maskDigits(profile.military.documentNumber) };
  }
  return masked;
}

/** A questionnaire (document or view) with its identity numbers masked; the rest as it was. */
export function maskQuestionnaire<T extends { profile?: Partial<Profile> }>(doc: T): T {
  return doc.profile ? { ...doc, profile: maskedProfile(doc.profile) } : doc;
}

/** What this viewer may see of a questionnaire. */
export function questionnaireFor<T extends { profile?: Partial<Profile> }>(scope: string, doc: T): T {
  return seesWholeIdentity(scope) ? doc : maskQuestionnaire(doc);
}
