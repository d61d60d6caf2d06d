import {
  ALL_FILTER,
  VACANCY_MESSAGES as M,
  VACANCY_TEMPLATE_KIND,
  type SalaryInput,
  type VacancyTemplateInput,
} from '../../../events/vacancies/events';
import {
  TEMPLATE_MESSAGES,
  TEMPLATES_PAGE_SIZE,
  type TemplateListQuery,
  type VacancyTemplateView,
} from '../../../events/vacancies/templates';
import type { CommandContext } from '../../core/decider';
import { handleCommand } from '../../core/command-handler';
import { NotFoundError, RuleViolation } from '../../core/errors';
import type { Filter } from '../../../projections/core/read-store';
import type { Services } from '../../core/services';
import { isSelfEmployedPosition } from './base-template-service';
import { findCity } from '../../access/stores';
import { refuseStaleWithCurrent } from './template-conflict';
import { vacancyTemplateViews } from './template-views';
import { vacancyTemplateDecider, vacancyTemplateIdOf } from './vacancy-template';

export async function getVacancyTemplate(s: Services, id: string): Promise<VacancyTemplateView> {
  const doc = await s.read.get('vacancyTemplates', id);
  if (!doc) throw new NotFoundError(M.templateNotFound);
  const [view] = await vacancyTemplateViews(s, [doc]);
  return view!;
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
  const cityId = wanted(query.where?.dependenceId);
  const positionId = wanted(query.where?.position);
  const filter: Filter = {};
  if (cityId !== undefined) filter.dependenceId = cityId;
  if (positionId !== undefined) {
    const bases = await s.read.find('baseTemplates', { positionId });
    if (bases.length === 0) return { list: [], total: 0 };
    filter.baseTemplateId = { $in: bases.map((b) => b._id) };
  }
  const [total, docs] = await Promise.all([
    s.read.count('vacancyTemplates', filter),
    s.read.find('vacancyTemplates', filter, {
      sort: { createdAt: -1, _id: 1 },
      skip: query.offset ?? 0,
      limit: query.limit ?? TEMPLATES_PAGE_SIZE,
    }),
  ]);
  return { list: await vacancyTemplateViews(s, docs), total };
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
  const base = await s.read.get('baseTemplates', input.baseTemplateId);
  if (!base) throw new NotFoundError(M.baseTemplateNotFound);
  if (!findCity(input.dependenceId)) throw new NotFoundError(M.cityNotFound);
  const taken = await s.read.count('vacancyTemplates', {
    baseTemplateId: input.baseTemplateId,
    dependenceId: input.dependenceId,
  });
  if (taken > 0) throw new RuleViolation(M.templateExists);
  const selfEmployed = await isSelfEmployedPosition(s, String(base.positionId));
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
