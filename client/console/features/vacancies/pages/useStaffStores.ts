import { useEffect, useState } from 'react';
import { listStaffStores, type StaffStores } from '../api';

/**
 * The stores the signed-in user may see (of one city when given), as the server's rule has them
 * (events/store-access.ts). Null until loaded or when not needed; a failed load counts as no store.
 */
export function useStaffStores(cityId: string | undefined, needed: boolean): StaffStores | null {
  const [stores, setStores] = useState<StaffStores | null>(null);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    listStaffStores(cityId).then(
      (answer) => live && setStores(answer),
      () => live && setStores({ all: false, list: [] }),
    );
    return () => {
      live = false;
    };
  }, [cityId, needed]);
  return stores;
}
