import type { RoleId } from '../core/roles';

/**
 * Who may employ ('Трудоустроить', 'Отказать' on the employment form), send to 1C, check the
 * documents, roll back and regenerate (issue 26): the store's director, whose form it is (spec part
 * 2, 'Employment / director form'), HR who run the hire, and Admin. Unit and region directors see
 * the hire's progress on the card but do not act on it. The server guards the /one_s and
 * /documents/{id}/refreshDocs calls with the same list; the console hides the form from the others.
 */
export const EMPLOY_ROLES: readonly RoleId[] = ['Admin', 'HR', 'StoreDirector'];

export const mayEmploy = (scope: string): boolean => (EMPLOY_ROLES as readonly string[]).includes(scope);

/** Who sees a hire whole (the salary account): those who employ, and the auditor (issue 28). */
export const seesWholeHire = (scope: string): boolean => mayEmploy(scope) || scope === 'Auditor';

export const EMPLOY_DENIED = 'Трудоустраивают HR, директор магазина и администратор';
