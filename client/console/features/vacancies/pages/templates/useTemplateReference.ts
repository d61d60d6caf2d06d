import { useEffect, useState } from 'react';
import { OBSOLETE_POSITION_TITLE } from '#events/positions/events';
import { listPositions } from '#client/console/shell/endpoints';
import { listCities, type CityOption } from '#client/console/features/questionnaire-light';
import { listProfessionalRoles, type ProfessionalRoleCategoryView } from '../../api-templates';

export interface PositionOption {
  id: string;
  title: string;
}

/**
 * Reference lists of the template screens. Failed loads leave a list empty (spec part 1, section 8:
 * failed list loads are silently ignored); the obsolete position is never offered.
 */
export function usePositionOptions(): PositionOption[] {
  const [positions, setPositions] = useState<PositionOption[]>([]);
  useEffect(() => {
    let cancelled = false;
    listPositions()
      .then(({ list }) => {
        if (cancelled) return;
        const shown = list.filter((p) => p.title.trim() !== OBSOLETE_POSITION_TITLE);
        setPositions(
          shown.map(({ id, title }) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title, 'ru')),
        );
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return positions;
}

export function useCityOptions(): CityOption[] {
  const [cities, setCities] = useState<CityOption[]>([]);
  useEffect(() => {
    let cancelled = false;
    listCities()
      .then((list) => !cancelled && setCities(list))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  return cities;
}

export function useProfessionalRoles(enabled = true): ProfessionalRoleCategoryView[] {
  const [categories, setCategories] = useState<ProfessionalRoleCategoryView[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    listProfessionalRoles()
      .then((list) => !cancelled && setCategories(list))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [enabled]);
  return categories;
}
