/** The filter value that means 'no filter' (spec part 2, section 7). */
export const ALL_FILTER_VALUE = '@all';

/** A filter value that names something, or undefined for none / '@all'. */
export function filterValue(value: string | undefined): string | undefined {
  return value && value !== ALL_FILTER_VALUE ? value : undefined;
}
