import { formatCalendarDay, moscowDay } from '#events/core/calendar-day';
import type { FunnelFilter } from '#events/funnel/api';
import { FUNNEL_MESSAGES, parseFunnelFilter } from '#events/funnel/inputs';
import { POSITIONS } from '#events/positions/collections';
import type { AccessClaims } from '../../auth/tokens';
import { reviewableStores } from '../../access/records';
import { ForbiddenError, ValidationError } from '../../core/errors';
import type { Services } from '../../core/services';
import type { FunnelPlaceDirectory } from './places';

/**
 * A funnel request's filter and the stores it reads: the query checked (400 naming the field),
 * the places it names intersected with the viewer's stores (a store, unit or region of which the
 * viewer may see none is a 403), and the stores of the view (null: every store).
 */
export async function funnelRequest(
  s: Services,
  user: AccessClaims,
  query: Record<string, unknown>,
  places: FunnelPlaceDirectory,
): Promise<{ filter: FunnelFilter; stores: string[] | null }> {
  const positionId = typeof query.positionId === 'string' ? query.positionId.trim() : '';
  const position = positionId ? await s.read.get(POSITIONS.name, positionId) : null;
  const today = formatCalendarDay(moscowDay(new Date(s.clock())), 'iso');
  const parsed = parseFunnelFilter(
    query,
    {
      store: (id) => s.stores.findStore(id) !== undefined,
      unit: places.knownUnit,
      region: places.knownRegion,
      position: (id) => position !== null && id === positionId,
    },
    today,
  );
  if ('message' in parsed) throw new ValidationError(parsed.message, parsed.field);
  const { filter } = parsed;
  const allowed = reviewableStores(user);
  let stores: string[] | null = allowed;
  const narrow = (named: string[]) => {
    const visible = allowed === null ? named : named.filter((id) => allowed.includes(id));
    if (visible.length === 0) throw new ForbiddenError(FUNNEL_MESSAGES.otherStore);
    stores = stores === null ? visible : stores.filter((id) => visible.includes(id));
  };
  if (filter.regionId !== undefined) narrow(places.storesOfRegion(filter.regionId));
  if (filter.unitId !== undefined) narrow(places.storesOfUnit(filter.unitId));
  if (filter.storeId !== undefined) narrow([filter.storeId]);
  return { filter, stores };
}
