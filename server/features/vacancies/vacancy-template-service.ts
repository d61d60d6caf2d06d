import {
  ALL_FILTER,
  VACANCY_MESSAGES as M,
  VACANCY_TEMPLATE_KIND,
  type SalaryInput,
  type VacancyTemplateInput,
} from '#events/vacancies/events';
import {
  TEMPLATE_MESSAGES,
  TEMPLATES_PAGE_SIZE,
  type TemplateListQuery,
  type VacancyTemplateView,
} from '#events/vacancies/templates';
import type { CommandContext } from '../../core/decider';
import { handleCommand } from '../../core/command-handler';
import { NotFoundError, RuleViolation } from '../../core/errors';
import type { Services } from '../../core/services';
import { isSelfEmployedPosition } from './base-template-service';
import { findCity } from '../../access/stores';
import { refuseStaleWithCurrent } from './template-conflict';
import {
  baseTemplateDocById,
  vacancyTemplateById,
  vacancyTemplateCountFor,
  vacancyTemplatePage,
} from '#projections/vacancies/queries';
import { vacancyTemplateDecider, vacancyTemplateIdOf } from './vacancy-template';

export async function getVacancyTemplate(s: Services, id: string): Promise<VacancyTemplateView> {
  const view = await vacancyTemplateById(s.read, id);
  if (!view) throw new NotFoundError(M.templateNotFound);
  return view;
}

/**
 * GET /vacancies/templates: newest first, filtered by city and position ('@all' = no filter). The
 * position filter goes through the (few) base templates of that position.
 */
export async function listVacancyTemplates(
  s: Services,
  query: TemplateListQuery,
): Promise<{ list: VacancyTemplateView[]; total: number }> {
  const wanted = (value: string | undefined) =>
    value === undefined || value === ALL_FILTER ? undefined : value;
  return vacancyTemplatePage(
    s.read,
    { cityId: wanted(query.where?.dependenceId), positionId: wanted(query.where?.position) },
    { offset: query.offset ?? 0, limit: query.limit ?? TEMPLATES_PAGE_SIZE },
  );
}

/**
 * POST /vacancies/templates. One template per city per base template, race-free: the template's
 * stream id is derived from the pair, so of two concurrent creates one appends and the other
 * re-decides on the created stream and is refused. (Templates made before ids were derived have
 * numeric ids; the read-model check below covers them.)
 */
export async function createVacancyTemplate(
  s: Services,
  input: VacancyTemplateInput,
  ctx: CommandContext,
): Promise<VacancyTemplateView> {
  const base = await baseTemplateDocById(s.read, input.baseTemplateId);
  if (!base) throw new NotFoundError(M.baseTemplateNotFound);
  if (!findCity(input.dependenceId)) throw new NotFoundError(M.cityNotFound);
  const taken = await vacancyTemplateCountFor(s.read, input.baseTemplateId, input.dependenceId);
  if (taken > 0) throw new RuleViolation(M.templateExists);
  const selfEmployed = await isSelfEmployedPosition(s, base.positionId);
  const id = vacancyTemplateIdOf(input.baseTemplateId, input.dependenceId);
  await handleCommand(
    s.bus,
    vacancyTemplateDecider,
    id,
    {
      type: 'CreateVacancyTemplate',
      id,
      baseTemplateId: input.baseTemplateId,
      dependenceId: input.dependenceId,
      salary: input.salary ?? null,
      selfEmployed,
    },
    ctx,
  );
  return getVacancyTemplate(s, id);
}

/**
 * PUT /vacancies/templates/{id}: the salary edit. The base template and the city cannot change
 * (when sent they must be the template's own); a stale `revision` is refused with 409 carrying the
 * current template.
 */
export async function changeVacancyTemplateSalary(
  s: Services,
  id: string,
  salary: SalaryInput,
  ctx: CommandContext,
  revision?: number,
  target: { baseTemplateId?: string; dependenceId?: string } = {},
): Promise<VacancyTemplateView> {
  const template = await getVacancyTemplate(s, id);
  const differs = (sent: string | undefined, own: string) => sent !== undefined && sent !== own;
  if (
    differs(target.baseTemplateId, template.baseTemplateId) ||
    differs(target.dependenceId, template.dependenceId)
  ) {
    throw new RuleViolation(TEMPLATE_MESSAGES.targetFixed);
  }
  await refuseStaleWithCurrent(
    s,
    `${VACANCY_TEMPLATE_KIND}-${id}`,
    () => getVacancyTemplate(s, id).catch(() => null),
    () =>
      handleCommand(s.bus, vacancyTemplateDecider, id, { type: 'ChangeVacancyTemplateSalary', salary }, ctx, {
        expectedRevision: revision,
      }),
  );
  return getVacancyTemplate(s, id);
}
