import { readsLikeAdmin } from '#events/core/roles';
import { canSeeStore, STORE_ACCESS_MESSAGES } from '#events/core/store-access';
import type { AccessClaims } from '../auth/tokens';
import { ForbiddenError } from '../core/errors';
import { storeAccess, storeLimit } from './stores';

/**
 * Who may see which store-bound record (vacancies, questionnaires passed to a store): the rules the
 * features' services and routes apply, over the store directory (server/access/stores.ts) and the
 * pure rule (events/core/store-access.ts).
 */

/** 403 unless the user may see and change vacancies of this store. */
export function assertStoreAccess(
  user: AccessClaims,
  IStoreId: string,
  message: string = STORE_ACCESS_MESSAGES.otherStoreVacancy,
): void {
  if (!canSeeStore(storeAccess(user), IStoreId)) throw new ForbiddenError(message);
}

/**
 * The stores whose questionnaires a reviewer sees (spec part 1, section 6): Admin every store
 * (null); a reviewer bound to a store only that store's, a unit or region director only their
 * allowed stores' (the live rooms follow the same rule).
 */
export function reviewableStores(user: AccessClaims): string[] | null {
  return user.scope === 'Admin' ? null : storeLimit(user);
}

/**
 * The stores whose passed questionnaires a store feed shows: the token's store, or a unit or region
 * director's allowed stores; Admin may name one (or none: null, every store). Empty: no store at
 * all, so nothing to show.
 */
export function storeFeedStores(user: AccessClaims, requested?: string): string[] | null {
  if (readsLikeAdmin(user.scope)) return requested ? [requested] : null;
  return storeLimit(user) ?? [];
}
