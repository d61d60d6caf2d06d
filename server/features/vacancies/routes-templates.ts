import Router from '@koa/router';
import type { Context } from 'koa';
import { object, size, string } from 'superstruct';
import { canAccess } from '#events/core/access';
import { BaseTemplateInput } from '#events/vacancies/events';
import {
  BaseTemplateUpdateInput,
  TemplateListQuery,
  VacancyTemplateCreateInput,
  VacancyTemplateUpdateInput,
} from '#events/vacancies/templates';
import { ForbiddenError } from '../../core/errors';
import type { Services } from '../../core/services';
import { professionalRoleCatalogue } from './base-template-roles';
import { createBaseTemplate, listBaseTemplates, updateBaseTemplate } from './base-template-service';
import {
  changeVacancyTemplateSalary,
  createVacancyTemplate,
  getVacancyTemplate,
  listVacancyTemplates,
} from './vacancy-template-service';
import { commandContext, requireArea, userOf } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { parseListQuery } from '../../http/list-query';

/** Template ids are derived from a base template id and a city id, so they may be longer than 40. */
const IdParams = object({ id: size(string(), 1, 200) });

/**
 * Base templates and city templates of the staff console (spec part 1, sections 2, 5 and 7):
 * /vacancies/templates/base[/{id}], /vacancies/templates[/{id}] and the job board's professional
 * roles. Hidden from store, unit and region directors (areas basicVacancy and vacancyTemplates).
 * Must be mounted before the public /vacancies/{id} route, which would take 'templates' for an id.
 */
export function templateRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1/vacancies' });

  // The base template screen picks them; the template screen names them.
  router.get('/professional-roles', async (ctx) => {
    requireTemplateScreens(ctx, s);
    ctx.body = await professionalRoleCatalogue(s);
  });

  // The base template screen edits them; the city template panel picks one.
  router.get('/templates/base', async (ctx) => {
    requireTemplateScreens(ctx, s);
    ctx.body = { list: await listBaseTemplates(s) };
  });
  router.post('/templates/base', async (ctx) => {
    const user = requireArea(ctx, s, 'basicVacancy');
    const input = parseInput(BaseTemplateInput, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createBaseTemplate(s, input, commandContext(ctx, s, user));
  });
  router.put('/templates/base/:id', async (ctx) => {
    const user = requireArea(ctx, s, 'basicVacancy');
    const { id } = parseInput(IdParams, ctx.params);
    const { revision, ...input } = parseInput(BaseTemplateUpdateInput, ctx.request.body);
    ctx.body = await updateBaseTemplate(s, id, input, commandContext(ctx, s, user), revision);
  });

  router.get('/templates', async (ctx) => {
    requireArea(ctx, s, 'vacancyTemplates');
    ctx.body = await listVacancyTemplates(s, parseListQuery(ctx, TemplateListQuery));
  });
  router.post('/templates', async (ctx) => {
    const user = requireArea(ctx, s, 'vacancyTemplates');
    const input = parseInput(VacancyTemplateCreateInput, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createVacancyTemplate(s, input, commandContext(ctx, s, user));
  });
  router.get('/templates/:id', async (ctx) => {
    requireArea(ctx, s, 'vacancyTemplates');
    const { id } = parseInput(IdParams, ctx.params);
    ctx.body = await getVacancyTemplate(s, id);
  });
  router.put('/templates/:id', async (ctx) => {
    const user = requireArea(ctx, s, 'vacancyTemplates');
    const { id } = parseInput(IdParams, ctx.params);
    const input = parseInput(VacancyTemplateUpdateInput, ctx.request.body);
    const target = { baseTemplateId: input.baseTemplateId, dependenceId: input.dependenceId };
    ctx.body = await changeVacancyTemplateSalary(
      s,
      id,
      input.salary,
      commandContext(ctx, s, user),
      input.revision,
      target,
    );
  });

  return router;
}

/** Either template screen (today both areas hide the same roles; they may part later). */
function requireTemplateScreens(ctx: Context, s: Services): void {
  const user = userOf(ctx, s);
  const config = { settingsUserIds: s.config.settingsUserIds };
  if (!canAccess('basicVacancy', user, config) && !canAccess('vacancyTemplates', user, config)) {
    throw new ForbiddenError();
  }
}
