import { useCallback, useSyncExternalStore } from 'react';

/** True while the media query matches; follows window resizes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** Below this width the side menu hides behind a toggle (spec: mobile, max width 1000 px). */
export const MOBILE_MENU_QUERY = '(max-width: 999.98px)';
/** Below this width the sidebar shows the compact logo (spec: 992 px). */
export const COMPACT_LOGO_QUERY = '(max-width: 991.98px)';
/** A phone's width: the header keeps only the user's avatar (no name beside it). */
export const PHONE_QUERY = '(max-width: 599.98px)';
