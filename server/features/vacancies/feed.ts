import { ALL_FILTER, FEED_PAGE_SIZE, type FeedQuery } from '#events/vacancies/events';
import type { PublicVacancy } from '#events/vacancies/views';
import { feedPage, feedPositions } from '#projections/vacancies/queries';
import type { Services } from '../../core/services';

export interface FeedPage {
  list: PublicVacancy[];
  total: number;
}

/** GET /read/positions?listType=feed: the position filter of the public feed, by title. */
export function listFeedPositions(s: Services): Promise<{ id: string; title: string }[]> {
  return feedPositions(s.read);
}

/** GET /vacancies?listType=feed: vacancies published on the own site, newest first ('@all' = no filter). */
export function listFeed(s: Services, query: FeedQuery): Promise<FeedPage> {
  const where = query.where ?? {};
  const wanted = (value: string | undefined) =>
    value === undefined || value === ALL_FILTER ? undefined : value;
  return feedPage(
    s.read,
    {
      positionId: wanted(where.position),
      cityId: wanted(where.dependenceId),
      IStoreId: wanted(where.IStoreId),
    },
    { offset: query.offset ?? 0, limit: query.limit ?? FEED_PAGE_SIZE },
  );
}
