import type { DateTime } from 'luxon';
import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { EventChip } from './EventChip';
import { itemsOn, type CalendarItem } from './items';
import { daysOf, formatDay, weekdayLong } from './time';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  day: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  heading: { color: tokens.colorNeutralForeground2 },
  today: { color: tokens.colorBrandForeground1 },
  empty: { color: tokens.colorNeutralForeground3 },
});

export interface MonthListProps {
  anchor: DateTime;
  items: CalendarItem[];
  now: DateTime;
  onOpen: (item: CalendarItem) => void;
}

/** The month on a phone (below 600 px): the days that have meetings, one under another. */
export function MonthList({ anchor, items, now, onOpen }: MonthListProps) {
  const styles = useStyles();
  const days = daysOf(anchor.startOf('month'), anchor.endOf('month'))
    .map((day) => ({ day, items: itemsOn(items, day) }))
    .filter((d) => d.items.length > 0);
  return (
    <div className={styles.root} data-testid="cal-month-list">
      {days.length === 0 && <Text className={styles.empty}>В этом месяце встреч нет</Text>}
      {days.map(({ day, items: dayItems }) => (
        <section key={day.toISODate()} className={styles.day} data-date={day.toISODate()}>
          <Text
            weight="semibold"
            className={mergeClasses(styles.heading, day.hasSame(now, 'day') && styles.today)}
          >
            {formatDay(day)}, {weekdayLong(day)}
          </Text>
          {dayItems.map((item) => (
            <EventChip key={item.id} item={item} variant="row" onOpen={onOpen} />
          ))}
        </section>
      ))}
    </div>
  );
}
