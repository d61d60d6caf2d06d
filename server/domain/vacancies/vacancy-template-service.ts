import {
  VACANCY_MESSAGES as M,
  type SalaryInput,
  type VacancyTemplateInput,
} from '../../../events/vacancies';
import type { CommandContext } from '../../commands/decider';
import { handleCommand } from '../../commands/handler';
import { NotFoundError, RuleViolation } from '../../errors';
import type { Services } from '../../services';
import { isSelfEmployedPosition } from './base-template-service';
import { createWithNextId, viewOf } from './ids';
import { findCity } from './stores';
import { vacancyTemplateDecider } from './vacancy-template';

export async function getVacancyTemplate(s: Services, id: string): Promise<Record<string, unknown>> {
  const doc = await s.read.get('vacancyTemplates', id);
  if (!doc) throw new NotFoundError(M.templateNotFound);
  return viewOf(doc);
}

/**
 * POST /vacancies/templates. One template per city per base template: checked against the read
 * model (two HR specialists creating the same city's template in the same instant could both pass;
 * the list then shows both and one is left unused).
 */
export async function createVacancyTemplate(
  s: Services,
  input: VacancyTemplateInput,
  ctx: CommandContext,
): Promise<Record<string, unknown>> {
  const base = await s.read.get('baseTemplates', input.baseTemplateId);
  if (!base) throw new NotFoundError(M.baseTemplateNotFound);
  if (!findCity(input.dependenceId)) throw new NotFoundError(M.cityNotFound);
  const taken = await s.read.count('vacancyTemplates', {
    baseTemplateId: input.baseTemplateId,
    dependenceId: input.dependenceId,
  });
  if (taken > 0) throw new RuleViolation(M.templateExists);
  const selfEmployed = await isSelfEmployedPosition(s, String(base.positionId));
  const { id } = await createWithNextId(s, 'vacancyTemplates', (newId) =>
    handleCommand(
      s.bus,
      vacancyTemplateDecider,
      newId,
      {
        type: 'CreateVacancyTemplate',
        id: newId,
        baseTemplateId: input.baseTemplateId,
        dependenceId: input.dependenceId,
        salary: input.salary ?? null,
        selfEmployed,
      },
      ctx,
      { expectedRevision: -1 },
    ),
  );
  return getVacancyTemplate(s, id);
}

/** PUT /vacancies/templates/{id}: the salary edit. */
export async function changeVacancyTemplateSalary(
  s: Services,
  id: string,
  salary: SalaryInput,
  ctx: CommandContext,
  revision?: number,
): Promise<Record<string, unknown>> {
  await handleCommand(
    s.bus,
    vacancyTemplateDecider,
    id,
    { type: 'ChangeVacancyTemplateSalary', salary },
    ctx,
    {
      expectedRevision: revision,
    },
  );
  return getVacancyTemplate(s, id);
}
