import type Koa from 'koa';
import compose from 'koa-compose';
import { LRUCache } from 'lru-cache';
import {
  AS_OF_HEADER,
  AS_OF_RECORD_HEADER,
  HISTORY_RECORD_KINDS,
  type HistoryRecordKind,
} from '#events/history/api';
import { apiRouters, projections } from '../../core/registry';
import type { Services } from '../../core/services';
import { userOf } from '../../http/guard';
import { historyViewer, wovenStreams } from '../history';
import { asOfServices, withAsOfStores } from './dispatch';
import { AsOfRefused, kindInvalid, positionInvalid, recordInvalid } from './errors';
import { eventsAsOf } from './events-as-of';
import { isRead } from './post-reads';
import { replayAsOf, storyOf, type AsOfView } from './replay';

/** A snapshot page makes many GETs for one point of one record: its overlay is built once. */
const CACHED_VIEWS = 8;
/** Views are keyed by the record's last event as well: the time only bounds what they hold on to. */
const CACHE_TTL_MS = 30_000;

interface AsOfRequest {
  kind: HistoryRecordKind;
  id: string;
  position: number;
}

/**
 * Time travel (issue 28, item 2): a read (a GET, or one of the spec's POST-shaped reads) of any
 * API route with `x-as-of: <position>` and `x-as-of-record: <kind>/<id>` is answered by the same route, with the same rights, against the
 * read models and the event log as they were right after that event of the record's timeline.
 * Anything else with the headers is refused. Without the headers a request goes on untouched.
 */
export function asOfReads(s: Services): Koa.Middleware {
  let routes: RouterChain | undefined;
  const views = new LRUCache<string, Promise<AsOfView>>({ max: CACHED_VIEWS, ttl: CACHE_TTL_MS });
  const viewOf = async (request: AsOfRequest): Promise<AsOfView> => {
    const streams = await wovenStreams(s, request.kind, request.id);
    const story = await storyOf(s.events, streams);
    // Keyed by the story's end too: any new event of the record (an erasure above all) builds anew.
    const key = `${request.kind}/${request.id}@${request.position}#${story.at(-1)?.position ?? 0}`;
    const cached = views.get(key);
    if (cached) return cached;
    const view = replayAsOf(s.read, streams, story, request.position, projections());
    views.set(key, view);
    // A failed build (an unknown position) is not kept.
    view.catch(() => views.delete(key));
    return view;
  };

  return async (ctx, next) => {
    const rawPosition = ctx.headers[AS_OF_HEADER];
    const rawRecord = ctx.headers[AS_OF_RECORD_HEADER];
    if ((rawPosition === undefined && rawRecord === undefined) || !ctx.path.startsWith('/api/')) {
      await next();
      return;
    }
    if (!isRead(ctx.method, ctx.path)) throw new AsOfRefused();
    userOf(ctx, s);
    const request = parseAsOf(rawPosition, rawRecord);
    // Only a viewer of the record's history replays its past (the route's own rights apply next).
    await historyViewer(ctx, s, request.kind, request.id);
    const view = await viewOf(request);
    routes ??= asOfRoutes(s);
    ctx.set('Cache-Control', 'no-store');
    await withAsOfStores({ read: view.read, events: eventsAsOf(s.events, view.position) }, () =>
      routes!(ctx as Parameters<RouterChain>[0], async () => undefined),
    );
  };
}

type RouterChain = ReturnType<typeof asOfRoutes>;

/** Every API route once more, against the as-of services: built at the first time-travel request. */
function asOfRoutes(s: Services) {
  return compose(apiRouters(asOfServices(s)).flatMap((r) => [r.routes(), r.allowedMethods()]));
}

/** The headers' values, or 400 naming the header. */
export function parseAsOf(
  rawPosition: string | string[] | undefined,
  rawRecord: string | string[] | undefined,
): AsOfRequest {
  if (typeof rawPosition !== 'string' || !/^\d{1,15}$/.test(rawPosition.trim())) throw positionInvalid();
  if (typeof rawRecord !== 'string') throw recordInvalid();
  const slash = rawRecord.indexOf('/');
  const kind = rawRecord.slice(0, slash);
  const id = rawRecord.slice(slash + 1);
  if (slash <= 0 || id.length === 0 || id.length > 100 || id.includes('/')) throw recordInvalid();
  if (!Object.hasOwn(HISTORY_RECORD_KINDS, kind)) throw kindInvalid();
  return { kind: kind as HistoryRecordKind, id, position: Number(rawPosition.trim()) };
}
