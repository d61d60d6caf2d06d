import type Router from '@koa/router';
import type Koa from 'koa';
import type { Area } from '#events/core/access';
import type { Collection } from '#events/core/collections';
import type { Projection } from '#projections/core/types';
import type { LiveRule } from '../realtime/live-rule';
import type { PublicRoomRule } from '../realtime/public-feed';
import type { AnyDecider, CommandContext } from './decider';
import type { Reactor } from './reactor';
import type { Services } from './services';

/** An aggregate whose history auditors may open, and the area its history additionally needs. */
export interface AuditKind {
  decider: AnyDecider;
  /** Histories that carry what only some auditors may read (candidates' data): this area too. */
  area?: Area;
}

/** A collection pushed to consoles, and who may watch it (server/realtime/rooms.ts). */
export interface LiveCollection {
  collection: Collection;
  rule: LiveRule;
}

/**
 * What one feature registers on the server. `server/features.ts` lists the features; the API
 * routes, audit kinds, projections, live rooms and demo data are all built from that list
 * (server/core/registry.ts), so a new feature adds one entry there and edits no other list.
 */
export interface ServerFeature {
  name: string;
  /** API routers, mounted in this order (a feature's specific paths before its `/:id` ones). */
  routes?: (s: Services) => Router[];
  /** Middleware mounted before every API router (time travel answers through the routes themselves). */
  apiMiddleware?: (s: Services) => Koa.Middleware;
  audit?: AuditKind[];
  projections?: Projection[];
  live?: LiveCollection[];
  /** Process managers: react to events (their own checkpoint), started after the demo data. */
  reactors?: Reactor[];
  /**
   * POST routes (paths as the router names them, without /api/v1) that only read: lists and searches
   * sent by POST. The auditor may call them; every other command is refused
   * (server/http/middleware/read-only.ts).
   */
  readOnlyPosts?: string[];
  /**
   * Rooms of the public (anonymous) Socket.IO namespace beyond the vacancy feed: who may join them
   * and what they are pushed is the feature's (server/realtime/public-feed.ts).
   */
  publicRooms?: PublicRoomRule[];
  /** Demo data, as commands; features seed in list order (positions before vacancies...). */
  seed?: (s: Services, ctx: CommandContext) => Promise<void>;
}

export function defineServerFeature(feature: ServerFeature): ServerFeature {
  return feature;
}
