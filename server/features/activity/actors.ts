import type { ActivityActor } from '#events/activity/contract';
import { APPLICANT_ROLE, roleTitle } from '#events/core/roles';
import type { ReadStore } from '#projections/core/read-store';
import { staffAccounts } from '#projections/users-queries';

/** The two actors who are not staff accounts, as the events name them (the checks, the light form). */
const OTHER_ACTORS: ActivityActor[] = [
  { userId: 'system', name: 'Система', role: 'System', roleTitle: roleTitle('System') },
  { userId: 'candidate', name: 'Кандидат', role: APPLICANT_ROLE, roleTitle: roleTitle(APPLICANT_ROLE) },
];

/**
 * Everyone the log's 'who' filter offers (issue 28, item 3): every staff account, active or not (an
 * auditor looks for past actors too), and the system and the candidate; by name. Only the name and
 * role of an account, nothing of a candidate.
 */
export async function activityActors(read: ReadStore): Promise<ActivityActor[]> {
  const staff = (await staffAccounts(read)).map((a): ActivityActor => ({
    userId: a.id,
    name:
      [a.surname, a.name]
        .map((part) => part?.trim())
        .filter(Boolean)
        .join(' ') || a.login,
    role: a.scope,
    roleTitle: roleTitle(a.scope),
  }));
  return [...staff, ...OTHER_ACTORS].sort(
    (a, b) => a.name.localeCompare(b.name, 'ru') || a.userId.localeCompare(b.userId),
  );
}
