import { TEMPLATE_MESSAGES, type ProfessionalRoleCategoryView } from '#events/vacancies/templates';
import { ValidationError } from '../../core/errors';
import type { Services } from '../../core/services';

/**
 * The professional roles a base template picks for job-board publishing: HeadHunter's catalogue
 * (the template keeps `hhProfessionalRoles`), grouped by category, through the job board port (the
 * real hh.ru API when configured, else the sandbox board).
 */
export async function professionalRoleCatalogue(s: Services): Promise<ProfessionalRoleCategoryView[]> {
  const categories = await s.jobBoards.headhunter.professionalRoles();
  return categories.map(({ id, name, roles }) => ({
    id,
    name,
    roles: roles.map((role) => ({ id: role.id, name: role.name })),
  }));
}

/**
 * Picked roles must come from the catalogue (none picked is fine: the spec's check always passes).
 * When the board cannot give its catalogue right now, the ids are kept as sent rather than
 * blocking the save.
 */
export async function checkProfessionalRoles(s: Services, ids: readonly string[] | undefined): Promise<void> {
  if (!ids || ids.length === 0) return;
  let known: Set<string>;
  try {
    known = new Set((await professionalRoleCatalogue(s)).flatMap((c) => c.roles.map((r) => r.id)));
  } catch {
    return;
  }
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) {
    throw new ValidationError(
      `${TEMPLATE_MESSAGES.unknownProfessionalRole}: «${unknown}»`,
      'hhProfessionalRoles',
    );
  }
}
