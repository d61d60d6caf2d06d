import { DateTime } from 'luxon';
import { formatMoscow } from '#events/core/moscow-time';
import { actorText } from '#events/core/roles';
import type { QuestionnaireChange } from '#events/questionnaire/events';
import { emptyProfile } from '#events/questionnaire/profile/empty';
import { PROFILE_MESSAGES } from '#events/questionnaire/profile/messages';
import { normalizeMilitary, normalizePersonal } from '#events/questionnaire/profile/normalize';
import { profileProblems, type ProfileProblem } from '#events/questionnaire/profile/rules';
import type { Profile, ScanCounts } from '#events/questionnaire/profile/types';
import type { ProfileSection } from '#events/questionnaire/profile/events';
import { maskDate } from './masks';
import { SCAN_KINDS, type ProfileQuestionnaire } from './port';

const NO_INFO = {
  lastname: '',
  firstname: '',
  secondname: '',
  woPatronymic: false,
  dateBirth: '',
  phone: '',
  email: '',
};

/** The whole profile as the questionnaire holds it: saved sections, the rest from what it knows. */
export function profileOf(q: ProfileQuestionnaire): Profile {
  const base = emptyProfile({ info: { ...NO_INFO, ...q.info } });
  const profile: Profile = { ...base, ...q.profile };
  // A staff-created questionnaire keeps the birth date as 'ГГГГ-ММ-ДД': the form shows 'ДД.ММ.ГГГГ'.
  return { ...profile, personal: { ...profile.personal, dateBirth: maskDate(profile.personal.dateBirth) } };
}

/** The section as it goes to the server: tidied as the server tidies it (names, disabled fields). */
export function normalizedSection<K extends ProfileSection>(section: K, value: Profile[K]): Profile[K] {
  if (section === 'personal') return normalizePersonal(value as Profile['personal']) as Profile[K];
  if (section === 'military') return normalizeMilitary(value as Profile['military']) as Profile[K];
  return value;
}

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function scanCounts(q: ProfileQuestionnaire): ScanCounts {
  const counts: ScanCounts = {};
  for (const kind of SCAN_KINDS) counts[kind] = q.files?.[kind]?.length ?? 0;
  return counts;
}

export const todayInMoscow = () => DateTime.now().setZone('Europe/Moscow').toFormat('dd.MM.yyyy');

/** Whether the martial and education sections apply (spec part 2, section 4, 'Military form'). */
export const serves = (p: Profile) => p.military.status !== '' && p.military.status !== 'NonMilitary';

/**
 * The shared rules on the form's drafts. The product's name and the corporate domain are the
 * server's configuration: without them the form leaves those two judgements to the server (its
 * refusal comes back under the field).
 */
export function problemsOf(
  profile: Profile,
  q: ProfileQuestionnaire,
  brand: { productName: string; corporateEmailDomain: string } | undefined,
): ProfileProblem[] {
  const tidy: Profile = {
    ...profile,
    personal: normalizePersonal(profile.personal),
    military: normalizeMilitary(profile.military),
  };
  const problems = profileProblems(tidy, {
    today: todayInMoscow(),
    selfEmployed: q.contractorType === 'Entrepreneur',
    productName: brand?.productName ?? '',
    corporateEmailDomain: brand?.corporateEmailDomain ?? '\u0000',
    scans: scanCounts(q),
    isNewSubmit: false,
    scansChecked: true,
  });
  if (brand) return problems;
  return problems.filter((p) => p.path !== 'personal.citizenship' || p.message === PROFILE_MESSAGES.required);
}

/** 'Кадрова Елена (HR-специалист), 24.11.2026 10:15 (МСК)': who made a change and when. */
export function whoAndWhen(change: Pick<QuestionnaireChange, 'at' | 'by'>): string {
  return `${actorText(change.by)}, ${formatMoscow(change.at)}`;
}
