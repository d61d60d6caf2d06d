import type { DateTime } from 'luxon';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useMediaQuery } from '#client/console/shell/state/useMediaQuery';
import { CalendarToolbar } from './CalendarToolbar';
import type { CalendarItem } from './items';
import { MonthList } from './MonthList';
import { MonthView } from './MonthView';
import { TimeGrid } from './TimeGrid';
import { daysOf, nowInZone, step, viewTitle, visibleRange, type CalendarView } from './time';

/** Below this width the month grid becomes a list of days. */
const PHONE_QUERY = '(max-width: 599.98px)';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface CalendarProps {
  view: CalendarView;
  /** Any moment of the shown period, in Moscow time. */
  anchor: DateTime;
  items: CalendarItem[];
  loading?: boolean;
  onView: (view: CalendarView) => void;
  onAnchor: (anchor: DateTime) => void;
  onOpen: (item: CalendarItem) => void;
}

/** A calendar of items: the toolbar and the day, week or month view of the anchor's period. */
export function Calendar({ view, anchor, items, loading, onView, onAnchor, onOpen }: CalendarProps) {
  const styles = useStyles();
  const phone = useMediaQuery(PHONE_QUERY);
  const now = nowInZone();
  const { start, end } = visibleRange(view, anchor);
  const pickDay = (day: DateTime) => {
    onAnchor(day);
    onView('day');
  };
  return (
    <div className={styles.root} data-testid="cal-calendar" data-view={view}>
      <CalendarToolbar
        view={view}
        title={viewTitle(view, anchor)}
        loading={loading}
        onView={onView}
        onToday={() => onAnchor(nowInZone())}
        onStep={(direction) => onAnchor(step(view, anchor, direction))}
      />
      {view === 'month' && phone && <MonthList anchor={anchor} items={items} now={now} onOpen={onOpen} />}
      {view === 'month' && !phone && (
        <MonthView
          anchor={anchor}
          start={start}
          end={end}
          items={items}
          now={now}
          onOpen={onOpen}
          onPickDay={pickDay}
        />
      )}
      {view !== 'month' && <TimeGrid days={daysOf(start, end)} items={items} now={now} onOpen={onOpen} />}
    </div>
  );
}
