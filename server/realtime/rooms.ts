import { canAccess } from '../../events/core/access';
import { canSeeStore } from '../../events/core/store-access';
import type { AccessClaims } from '../auth/tokens';
import { storeAccess } from '../access/stores';
import type { Config } from '../core/config';
import { liveCollections } from '../core/registry';
import type { LiveRule } from './live-rule';

/** Every live collection's rule by collection name, from the features' declarations (server/features.ts). */
const liveRules = (): ReadonlyMap<string, LiveRule> =>
  (rules ??= new Map(liveCollections().map(({ collection, rule }) => [collection.name, rule])));
let rules: ReadonlyMap<string, LiveRule> | undefined;

/** A Map, so a room named after an Object.prototype member ('list:constructor') is not a collection. */
function ruleOf(collection: string): LiveRule | undefined {
  return liveRules().get(collection);
}

export type Room =
  | { kind: 'list'; collection: string }
  | { kind: 'doc'; collection: string; id: string }
  | { kind: 'store'; storeId: string };

/** Room names: `list:{collection}`, `doc:{collection}:{id}`, `store:{storeId}`. */
export function parseRoom(name: string): Room | null {
  const [kind, a, ...rest] = name.split(':');
  if (kind === 'list' && a && rest.length === 0) return { kind, collection: a };
  if (kind === 'doc' && a && rest.length > 0) return { kind, collection: a, id: rest.join(':') };
  if (kind === 'store' && a && rest.length === 0) return { kind, storeId: a };
  return null;
}

export function canJoin(user: AccessClaims, room: Room, config: Pick<Config, 'settingsUserIds'>): boolean {
  if (room.kind === 'store') return canSeeStore(storeAccess(user), room.storeId);
  const rule = ruleOf(room.collection);
  if (!rule) return false;
  if (rule.area && !canAccess(rule.area, user, { settingsUserIds: config.settingsUserIds })) return false;
  // A store-bound user may watch one record of a store-scoped collection only if it is one of their
  // stores'; the hub checks that against the document (ownStoreDocCheck), lists stay closed.
  if (rule.storeScoped && !storeAccess(user).all) return room.kind === 'doc';
  return true;
}

/**
 * The stores one of which a store-bound user's document must belong to for this room, or null when
 * no document check is needed.
 */
export function ownStoreDocCheck(user: AccessClaims, room: Room): string[] | null {
  if (room.kind !== 'doc' || !ruleOf(room.collection)?.storeScoped) return null;
  const access = storeAccess(user);
  return access.all ? null : access.storeIds;
}

/** The rooms that watch a changed document. */
export function roomsOf(collection: string, id: string, doc: Record<string, unknown> | null): string[] {
  const rule = ruleOf(collection);
  if (!rule) return [];
  const rooms = [`list:${collection}`, `doc:${collection}:${id}`];
  const storeId = doc?.storeId ?? doc?.IStoreId;
  const storeSees = !rule.storeRoomWhen || (doc !== null && rule.storeRoomWhen(doc));
  const hasStore = typeof storeId === 'string' || typeof storeId === 'number';
  if (hasStore && storeSees) rooms.push(`store:${storeId}`);
  return rooms;
}

/**
 * The room a store room's changes of one collection actually go to. Clients cannot name it
 * (parseRoom refuses a third part after 'store:'); the hub joins it for the collections the user may
 * read (storeCollectionsOf), so a store room never delivers a collection its watcher may not read.
 */
export function storeDeliveryRoom(storeRoom: string, collection: string): string {
  return `${storeRoom}:${collection}`;
}

/** The collections whose changes this user receives through the store rooms they may join. */
export function storeCollectionsOf(user: AccessClaims, config: Pick<Config, 'settingsUserIds'>): string[] {
  const access = { settingsUserIds: config.settingsUserIds };
  return [...liveRules()]
    .filter(([, rule]) => {
      const areas = rule.storeRoomAreas ?? (rule.area ? [rule.area] : null);
      return areas === null || areas.some((area) => canAccess(area, user, access));
    })
    .map(([collection]) => collection);
}
