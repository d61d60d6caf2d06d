import Router from '@koa/router';
import { integer, max, min, object, optional, refine, size, string } from 'superstruct';
import { STORE_ACCESS_MESSAGES } from '#events/core/store-access';
import { VacancyInput } from '#events/vacancies/events';
import { STAFF_LIST_MAX_LIMIT, VacancyUpdateInput } from '#events/publication/views';
import type { Services } from '../../core/services';
import {
  getStaffTemplate,
  getStaffVacancy,
  listStaffTemplates,
  listStaffVacancies,
  readVacancyFor,
} from './staff';
import { areaIdOfCity, findCity, listAccessibleStores, storeAccess } from '../../access/stores';
import { assertStoreAccess } from '../../access/records';
import { changeExtraDescription, createVacancy } from './vacancy-service';
import { commandContext, requireArea } from '../../http/guard';
import { parseInput } from '../../http/validate';
import { parseListQuery } from '../../http/list-query';

const Id = size(string(), 1, 40);
const IdParams = object({ id: Id });
const StoresQuery = object({ cityId: optional(Id) });
const StaffListQuery = object({
  offset: optional(min(max(integer(), 1_000_000), 0)),
  limit: optional(
    refine(
      integer(),
      'range',
      (n) => (n >= 1 && n <= STAFF_LIST_MAX_LIMIT) || `должно быть от 1 до ${STAFF_LIST_MAX_LIMIT}`,
    ),
  ),
  where: optional(object({ IStoreId: optional(Id), templateId: optional(Id), dependenceId: optional(Id) })),
});

/**
 * The staff side of vacancies (spec part 1, sections 2, 6, 7; area 'positions', hidden for HR):
 * - GET  /vacancies/staff?where&offset&limit   vacancies with template, position, store, publications
 * - GET  /vacancies/staff/{id}
 * - GET  /vacancies/staff/templates[/{id}]     city templates a vacancy can be created from
 * - GET  /vacancies/staff/stores?cityId        the stores the user may see ({all, list}): the store
 *   picker of vacancy creation and the store rooms the positions page watches
 * - POST /vacancies {templateId, IStoreId, extraStandards} -> {id}  (the first save of the extra description)
 * - PUT  /vacancies/{id} {extraStandards, revision}  (later saves; a stale revision is a 409 naming who)
 * Store directors see and change their own store's vacancies only, unit and region directors
 * those of their allowed stores (403 otherwise; events/store-access.ts).
 * Mounted before the public vacancy routes: '/vacancies/staff' would otherwise be taken as an id.
 */
export function vacancyStaffRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });

  router.get('/vacancies/staff/templates', async (ctx) => {
    const user = requireArea(ctx, s, 'positions');
    ctx.body = await listStaffTemplates(s, user);
  });

  router.get('/vacancies/staff/templates/:id', async (ctx) => {
    const user = requireArea(ctx, s, 'positions');
    const { id } = parseInput(IdParams, ctx.params);
    ctx.body = await getStaffTemplate(s, user, id);
  });

  router.get('/vacancies/staff/stores', async (ctx) => {
    const user = requireArea(ctx, s, 'positions');
    const { cityId } = parseInput(StoresQuery, ctx.query);
    const access = storeAccess(user);
    ctx.body = { all: access.all, list: listAccessibleStores(access, cityId) };
  });

  router.get('/vacancies/staff', async (ctx) => {
    const user = requireArea(ctx, s, 'positions');
    ctx.body = await listStaffVacancies(s, user, parseListQuery(ctx, StaffListQuery));
  });

  router.get('/vacancies/staff/:id', async (ctx) => {
    const user = requireArea(ctx, s, 'positions');
    const { id } = parseInput(IdParams, ctx.params);
    ctx.body = await getStaffVacancy(s, user, id);
  });

  router.post('/vacancies', async (ctx) => {
    const user = requireArea(ctx, s, 'positions');
    const input = parseInput(VacancyInput, ctx.request.body);
    // Spec: vacancy creation uses the signed-in user's store id; a user without one (an
    // administrator, a unit or region director) names one of the stores they may see.
    assertStoreAccess(user, input.IStoreId, STORE_ACCESS_MESSAGES.createInOtherStore);
    const id = await createVacancy(s, input, commandContext(ctx, s, user), (cityId) => areaOf(s, cityId));
    ctx.body = { id };
  });

  router.put('/vacancies/:id', async (ctx) => {
    const user = requireArea(ctx, s, 'positions');
    const { id } = parseInput(IdParams, ctx.params);
    const input = parseInput(VacancyUpdateInput, ctx.request.body);
    await readVacancyFor(s, user, id);
    await changeExtraDescription(s, id, input.extraStandards, commandContext(ctx, s, user), input.revision);
    ctx.body = await getStaffVacancy(s, user, id);
  });

  return router;
}

/**
 * The job-board area of a city, as hh's directory has it (the vacancy meta's areaId). hh being
 * unreachable must not stop a store from creating its vacancy: the built-in table answers then.
 */
async function areaOf(s: Services, cityId: string): Promise<string | undefined> {
  const name = findCity(cityId)?.name;
  if (!name) return undefined;
  try {
    return (await s.jobBoards.headhunter.findArea(name)) ?? areaIdOfCity(cityId);
  } catch {
    return areaIdOfCity(cityId);
  }
}
