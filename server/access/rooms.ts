import { canAccess } from '#events/core/access';
import { canSeeStore } from '#events/core/store-access';
import type { AccessClaims } from '../auth/tokens';
import type { Config } from '../core/config';
import { liveCollections } from '../core/registry';
import type { LiveRule } from '../realtime/live-rule';
import type { Room } from '../realtime/rooms';
import { storeAccess } from './stores';

/**
 * Who may watch which live room (server/realtime/rooms.ts names them): the collection's area, and
 * for store-scoped data the user's stores (server/access/stores.ts).
 */

/** Every live collection's rule by collection name, from the features' declarations (server/features.ts). */
const liveRules = (): ReadonlyMap<string, LiveRule> =>
  (rules ??= new Map(liveCollections().map(({ collection, rule }) => [collection.name, rule])));
let rules: ReadonlyMap<string, LiveRule> | undefined;

/** A Map, so a room named after an Object.prototype member ('list:constructor') is not a collection. */
export function ruleOf(collection: string): LiveRule | undefined {
  return liveRules().get(collection);
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
