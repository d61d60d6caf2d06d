import type { DateTime } from 'luxon';
import { Link, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { EventChip } from './EventChip';
import { itemsOn, type CalendarItem } from './items';
import { daysOf, WEEKDAYS_SHORT } from './time';

/** Chips per day cell; the rest is behind 'ещё N'. */
const MAX_PER_CELL = 3;

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  weekday: {
    padding: tokens.spacingVerticalXS,
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  cell: {
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    minHeight: '112px',
    minWidth: 0,
    padding: tokens.spacingHorizontalXS,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  outside: { backgroundColor: tokens.colorNeutralBackground3 },
  today: { backgroundColor: tokens.colorBrandBackground2 },
  dayNumber: {
    alignSelf: 'flex-end',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
  },
  outsideNumber: { color: tokens.colorNeutralForeground4 },
  todayNumber: { fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1 },
  more: { fontSize: tokens.fontSizeBase200 },
});

export interface MonthViewProps {
  anchor: DateTime;
  start: DateTime;
  end: DateTime;
  items: CalendarItem[];
  now: DateTime;
  onOpen: (item: CalendarItem) => void;
  /** A day number or 'ещё N' opens that day. */
  onPickDay: (day: DateTime) => void;
}

/** Month view: whole weeks, Monday first; up to three meetings per day, the rest behind a link. */
export function MonthView({ anchor, start, end, items, now, onOpen, onPickDay }: MonthViewProps) {
  const styles = useStyles();
  return (
    <div className={styles.grid} data-testid="cal-month-grid">
      {WEEKDAYS_SHORT.map((name) => (
        <div key={name} className={styles.weekday}>
          {name[0]!.toUpperCase() + name.slice(1)}
        </div>
      ))}
      {daysOf(start, end).map((day) => {
        const dayItems = itemsOn(items, day);
        const isToday = day.hasSame(now, 'day');
        const outside = !day.hasSame(anchor, 'month');
        const hidden = dayItems.length - MAX_PER_CELL;
        return (
          <div
            key={day.toISODate()}
            className={mergeClasses(styles.cell, outside && styles.outside, isToday && styles.today)}
            data-testid="cal-month-cell"
            data-date={day.toISODate()}
          >
            <Link
              className={mergeClasses(
                styles.dayNumber,
                outside && styles.outsideNumber,
                isToday && styles.todayNumber,
              )}
              onClick={() => onPickDay(day)}
              aria-label={day.toFormat('dd.MM.yyyy')}
            >
              {day.day}
            </Link>
            {dayItems.slice(0, hidden > 0 ? MAX_PER_CELL - 1 : MAX_PER_CELL).map((item) => (
              <EventChip key={item.id} item={item} variant="compact" onOpen={onOpen} />
            ))}
            {hidden > 0 && (
              <Link className={styles.more} onClick={() => onPickDay(day)}>
                ещё {hidden + 1}
              </Link>
            )}
          </div>
        );
      })}
    </div>
  );
}
