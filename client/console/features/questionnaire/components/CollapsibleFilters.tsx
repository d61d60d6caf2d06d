import { useState, type ReactNode } from 'react';
import { Button, CounterBadge, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular, FilterRegular } from '@fluentui/react-icons';
import { useMediaQuery } from '#client/console/shell/state/useMediaQuery';

/** Narrower than this the filters fold away (spec part 2, section 9: sections expand from 768 px). */
export const NARROW_FILTERS_QUERY = '(max-width: 767.98px)';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  toggle: { alignSelf: 'flex-start' },
  after: { marginLeft: tokens.spacingHorizontalXS },
});

export interface CollapsibleFiltersProps {
  /** How many filters are set: the folded button says so. */
  active: number;
  /** Something under the filters needs to be seen (a wrong date range): they stay open. */
  mustShow?: boolean;
  children: ReactNode;
}

/**
 * A list's filters and search. On a phone they took the whole first screen (issue 24): there they
 * fold behind 'Фильтры' (with the number set), and the list starts on the first screen.
 */
export function CollapsibleFilters({ active, mustShow, children }: CollapsibleFiltersProps) {
  const styles = useStyles();
  const narrow = useMediaQuery(NARROW_FILTERS_QUERY);
  const [open, setOpen] = useState(false);
  if (!narrow) return <div className={styles.root}>{children}</div>;
  const shown = open || Boolean(mustShow);
  return (
    <div className={styles.root} data-testid="qa-filters-panel" data-open={shown}>
      <Button
        className={styles.toggle}
        icon={<FilterRegular />}
        aria-expanded={shown}
        onClick={() => setOpen(!shown)}
        data-testid="qa-filters-toggle"
      >
        {shown ? 'Скрыть фильтры' : 'Фильтры и поиск'}
        {active > 0 && (
          <CounterBadge className={styles.after} count={active} size="small" data-testid="qa-filters-count" />
        )}
        {shown ? (
          <ChevronUpRegular className={styles.after} aria-hidden />
        ) : (
          <ChevronDownRegular className={styles.after} aria-hidden />
        )}
      </Button>
      {shown && children}
    </div>
  );
}
