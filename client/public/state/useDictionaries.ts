import { useEffect, useState } from 'react';
import {
  fetchCities,
  fetchFeedPositions,
  fetchStores,
  type CityOption,
  type PositionOption,
  type StoreOption,
} from '../api/http';
import { ALL } from './feedQuery';

// Reference lists change rarely: loaded once per page view and shared by every component.
let cities: Promise<CityOption[]> | null = null;
let positions: Promise<PositionOption[]> | null = null;
const storesByCity = new Map<string, Promise<StoreOption[]>>();

// Failed lookups are silently ignored (spec part 1, section 8): the select just stays empty, and
// the next mount tries again.
function cached<T>(get: () => Promise<T[]>, clear: () => void): Promise<T[]> {
  return get().catch(() => {
    clear();
    return [];
  });
}

/** Cities having stores and the feed's positions. */
export function useFeedDictionaries(): { cities: CityOption[]; positions: PositionOption[] } {
  const [state, setState] = useState<{ cities: CityOption[]; positions: PositionOption[] }>({
    cities: [],
    positions: [],
  });
  useEffect(() => {
    let live = true;
    cities ??= cached(fetchCities, () => (cities = null));
    positions ??= cached(fetchFeedPositions, () => (positions = null));
    void Promise.all([cities, positions]).then(([c, p]) => {
      if (live) setState({ cities: c, positions: p });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** Stores of a city (none for '@all'); `loading` while they are fetched. */
export function useStores(cityId: string): { stores: StoreOption[]; loading: boolean } {
  const [state, setState] = useState<{ cityId: string; stores: StoreOption[] }>({ cityId: ALL, stores: [] });
  useEffect(() => {
    if (cityId === ALL) return;
    let live = true;
    let request = storesByCity.get(cityId);
    if (!request) {
      request = cached(
        () => fetchStores(cityId),
        () => storesByCity.delete(cityId),
      );
      storesByCity.set(cityId, request);
    }
    void request.then((stores) => {
      if (live) setState({ cityId, stores });
    });
    return () => {
      live = false;
    };
  }, [cityId]);
  if (cityId === ALL) return { stores: [], loading: false };
  return state.cityId === cityId ? { stores: state.stores, loading: false } : { stores: [], loading: true };
}
