import { ruleOf } from '../access/rooms';

export type Room =
  | { kind: 'list'; collection: string }
  | { kind: 'doc'; collection: string; id: string }
  | { kind: 'store'; storeId: string };

/** Room names: `list:{collection}`, `doc:{collection}:{id}`, `store:{storeId}`. */
export function parseRoom(name: string): Room | null {
  if (name.includes('#')) return null; // the hub's own delivery rooms (maskedRoom)
  const [kind, a, ...rest] = name.split(':');
  if (kind === 'list' && a && rest.length === 0) return { kind, collection: a };
  if (kind === 'doc' && a && rest.length > 0) return { kind, collection: a, id: rest.join(':') };
  if (kind === 'store' && a && rest.length === 0) return { kind, storeId: a };
  return null;
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

/**
 * Where a record's masked version is delivered to those who may not see it whole (see LiveRule.mask).
 * Clients cannot name it ('#' is refused in room names); the hub joins it in place of the record's room.
 */
export function maskedRoom(docRoom: string): string {
  return `${docRoom}#masked`;
}
