import { APPROVAL_MESSAGES } from '#events/approval/events';
import type { Store } from '#events/core/stores';
import { USERS, type UserDoc } from '#events/users/collections';
import { collectionIn } from '#projections/core/typed-read';
import type { Stored } from '#projections/core/types';
import { findStore } from '../../access/stores';
import { RuleViolation } from '../../core/errors';
import type { Services } from '../../core/services';
import { staffName } from '#events/core/staff-name';

/** Who gets the code: a director of the staff directory with a phone. */
export interface DirectorTarget {
  director: { userId: string; name: string };
  phone: string;
}

/** No director with a phone: the card asks for a phone typed by hand (spec section 8). */
export class DirectorNotFound extends RuleViolation {
  constructor(message: string) {
    super(message, { needPhone: true });
  }
}

type StaffUser = Pick<
  Stored<UserDoc>,
  '_id' | 'scope' | 'surname' | 'name' | 'storeId' | 'allowedRegions' | 'phone'
>;

/**
 * The director of the store's region (a region director whose AllowedRegionsList has the store's
 * regionAreaId), else the store's director (spec section 1: 'the director of the region or store').
 * Pure over the store and the staff: 'Не найдено подразделение' for an unknown store or one without a
 * region, 'Не найден директор региона' when neither director exists, 'Введите номер телефона
 * директора вручную' when they exist but none has a phone.
 */
export function chooseDirector(store: Store | undefined, staff: readonly StaffUser[]): DirectorTarget {
  const region = store?.param.regionAreaId;
  if (!store || !region) throw new DirectorNotFound(APPROVAL_MESSAGES.noUnit);
  const regional = staff.filter((u) => u.scope === 'RegionDirector' && u.allowedRegions?.includes(region));
  const ofStore = staff.filter((u) => u.scope === 'StoreDirector' && u.storeId === store.IStoreId);
  const directors = [...regional, ...ofStore];
  if (directors.length === 0) throw new DirectorNotFound(APPROVAL_MESSAGES.noRegionDirector);
  const reachable = directors.find((u) => u.phone);
  if (!reachable?.phone) throw new DirectorNotFound(APPROVAL_MESSAGES.enterPhone);
  const name = staffName(reachable);
  return { director: { userId: reachable._id, name }, phone: reachable.phone };
}

/** The director for a store's questionnaire, from the staff directory (the `users` read model). */
export async function findDirector(s: Services, IStoreId: string): Promise<DirectorTarget> {
  const staff = await collectionIn(s.read, USERS).find({
    scope: { $in: ['RegionDirector', 'StoreDirector'] },
  });
  return chooseDirector(findStore(IStoreId), staff);
}

/** The directory's director for a store, or null when the card may ask for a phone typed by hand. */
export async function directorIfAny(s: Services, IStoreId: string): Promise<DirectorTarget | null> {
  try {
    return await findDirector(s, IStoreId);
  } catch (err) {
    if (err instanceof DirectorNotFound) return null;
    throw err;
  }
}
