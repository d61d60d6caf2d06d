import Router from '@koa/router';
import type { Context } from 'koa';
import { literal, object, optional, size, string } from 'superstruct';
import { ALL_FILTER, FeedQuery, VACANCY_MESSAGES } from '#events/vacancies/events';
import { NotFoundError } from '../../core/errors';
import type { Services } from '../../core/services';
import { listFeed, listFeedPositions } from './feed';
import { findPublicVacancy } from './public';
import { parseInput } from '../../http/validate';
import { parseListQuery } from '../../http/list-query';

const IdParams = object({ id: size(string(), 1, 40) });
const PositionsQuery = object({ listType: optional(literal('feed')) });
const CitiesQuery = object({ countryId: optional(size(string(), 1, 40)) });
const StoresQuery = object({ cityId: optional(size(string(), 1, 40)) });

/**
 * The public side of the catalogue (spec part 1, sections 2 and 7): the vacancy feed and a vacancy,
 * the feed's position filter, and the shop data service's cities and stores. No sign-in.
 */
export function vacancyRoutes(s: Services): Router {
  const router = new Router({ prefix: '/api/v1' });
  router.get('/vacancies', async (ctx) => {
    ctx.body = await listFeed(s, parseListQuery(ctx, FeedQuery, ['listType']));
  });
  router.get('/vacancies/:id', async (ctx) => {
    const { id } = parseInput(IdParams, ctx.params);
    const vacancy = await findPublicVacancy(s, id);
    if (!vacancy) throw new NotFoundError(VACANCY_MESSAGES.vacancyNotFound);
    ctx.body = vacancy;
  });
  router.get('/read/positions', async (ctx) => {
    parseInput(PositionsQuery, queryOf(ctx, ['listType']));
    ctx.body = await listFeedPositions(s);
  });
  router.get('/cloud/eshop/cities', (ctx) => {
    parseInput(CitiesQuery, queryOf(ctx, ['countryId']));
    ctx.body = s.stores.listCities();
  });
  router.get('/cloud/eshop/stores', (ctx) => {
    const { cityId } = parseInput(StoresQuery, queryOf(ctx, ['cityId']));
    ctx.body = s.stores.listStores(cityId === ALL_FILTER ? undefined : cityId);
  });
  return router;
}

/** Single query values by name; a repeated parameter is an array and fails validation as a non-string. */
function queryOf(ctx: Context, names: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) if (ctx.query[name] !== undefined) out[name] = ctx.query[name];
  return out;
}
