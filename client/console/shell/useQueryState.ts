import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

/** How a change enters the history: typing replaces the entry, a page or filter change adds one. */
export interface QueryStateOptions {
  replace?: boolean;
}

/**
 * The address a state change leads to, or null when the address would not change (nothing is
 * pushed for the same address, so Back never has to step over copies of one view).
 */
export function queryTarget(pathname: string, currentSearch: string, nextSearch: string): string | null {
  const current = currentSearch.replace(/^\?/, '');
  const next = nextSearch.replace(/^\?/, '');
  if (current === next) return null;
  return next ? `${pathname}?${next}` : pathname;
}

/**
 * A list's view (page, filters, search) kept in the query string, as the employment lists keep
 * theirs (issue 24): reload, Back and a copied link restore the same view. `parse` reads a query
 * string (anything odd dropped), `serialize` writes one ('' for the default view).
 */
export function useQueryState<T>(
  parse: (search: string) => T,
  serialize: (state: T) => string,
): [T, (next: T, options?: QueryStateOptions) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const state = parse(search);
  const setState = useCallback(
    (next: T, options: QueryStateOptions = {}) => {
      const to = queryTarget(window.location.pathname, window.location.search, serialize(next));
      if (to !== null) navigate(to, { replace: options.replace ?? false });
    },
    [navigate, serialize],
  );
  return [state, setState];
}
