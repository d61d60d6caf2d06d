import { useEffect, useState } from 'react';
import { OBSOLETE_POSITION_TITLE, SELF_EMPLOYED_POSITION_TITLE } from '#events/positions/events';
import { listPositions } from '#client/console/shell/endpoints';
import { ALL, listCities, listStores, type CityOption, type StoreOption } from '../api';
import type { FilterOptions } from '../components/ListFilters';

/** Left out of the position filter (spec part 1, section 2; part 2, section 2). */
const HIDDEN_POSITIONS = new Set([SELF_EMPLOYED_POSITION_TITLE, OBSOLETE_POSITION_TITLE]);

/**
 * Values for the list filters: positions for everyone; cities, and the stores of the chosen city, for
 * Admin. Failed loads are ignored (spec: failed list loads are silently ignored).
 */
export function useFilterOptions(withCityAndStore: boolean, cityId: string): FilterOptions {
  const [positions, setPositions] = useState<FilterOptions['positions']>([]);
  const [cities, setCities] = useState<CityOption[]>([]);
  const [stores, setStores] = useState<{ cityId: string; list: StoreOption[] } | null>(null);

  useEffect(() => {
    let cancelled = false;
    listPositions()
      .then(({ list }) => {
        if (cancelled) return;
        const shown = list.filter((p) => !HIDDEN_POSITIONS.has(p.title.trim()));
        setPositions(
          shown.map(({ id, title }) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title, 'ru')),
        );
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    if (!withCityAndStore) return;
    let cancelled = false;
    listCities()
      .then((list) => !cancelled && setCities(list))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [withCityAndStore]);

  useEffect(() => {
    if (!withCityAndStore || cityId === ALL) return;
    let cancelled = false;
    listStores(cityId)
      .then((list) => !cancelled && setStores({ cityId, list }))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [withCityAndStore, cityId]);

  return { positions, cities, stores: stores && stores.cityId === cityId ? stores.list : [] };
}
