import { OBSOLETE_POSITION_TITLE, SELF_EMPLOYED_POSITION_TITLE } from '../../../events/positions/events';
import { ALL_FILTER, FEED_PAGE_SIZE, type FeedQuery } from '../../../events/vacancies/events';
import type { PublicVacancy } from '../../../events/vacancies/views';
import type { Doc, Filter } from '../../../projections/core/read-store';
import type { Services } from '../../core/services';
import { toPublicVacancies } from './public';

export interface FeedPage {
  list: PublicVacancy[];
  total: number;
}

/**
 * A position appears on the public site (its filter entry and its vacancies) when it is marked
 * 'show in vacancies feed', is not the self-employed position and is not the obsolete one.
 */
export function isFeedPosition(position: Doc): boolean {
  const title = position.title;
  return (
    position.show_on_vacancies_feed === true &&
    title !== SELF_EMPLOYED_POSITION_TITLE &&
    title !== OBSOLETE_POSITION_TITLE
  );
}

/** GET /read/positions?listType=feed: the position filter of the public feed, by title. */
export async function listFeedPositions(s: Services): Promise<{ id: string; title: string }[]> {
  const docs = await s.read.find('positions', { show_on_vacancies_feed: true }, { sort: { title: 1 } });
  return docs.filter(isFeedPosition).map((p) => ({ id: p._id, title: String(p.title) }));
}

/**
 * GET /vacancies?listType=feed: vacancies published on the own site, newest first. The position
 * filter is resolved through the (few) positions and base templates first, so the one query over
 * the (many) vacancies uses only fields of the vacancy document itself.
 */
export async function listFeed(s: Services, query: FeedQuery): Promise<FeedPage> {
  const where = query.where ?? {};
  const wanted = (value: string | undefined) =>
    value === undefined || value === ALL_FILTER ? undefined : value;
  const positionId = wanted(where.position);
  const feedPositions = (await listFeedPositions(s)).map((p) => p.id);
  const positionIds =
    positionId === undefined ? feedPositions : feedPositions.filter((id) => id === positionId);
  const bases = positionIds.length
    ? await s.read.find('baseTemplates', { positionId: { $in: positionIds } })
    : [];
  if (bases.length === 0) return { list: [], total: 0 };
  const filter: Filter = { status: 'published', baseTemplateId: { $in: bases.map((b) => b._id) } };
  const cityId = wanted(where.dependenceId);
  const IStoreId = wanted(where.IStoreId);
  if (cityId !== undefined) filter.cityId = cityId;
  if (IStoreId !== undefined) filter.IStoreId = IStoreId;
  const [total, docs] = await Promise.all([
    s.read.count('vacancies', filter),
    s.read.find('vacancies', filter, {
      sort: { publishedAt: -1, seq: -1 },
      skip: query.offset ?? 0,
      limit: query.limit ?? FEED_PAGE_SIZE,
    }),
  ]);
  return { list: await toPublicVacancies(s, docs), total };
}
