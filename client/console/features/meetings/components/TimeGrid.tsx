import type { DateTime } from 'luxon';
import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { EventChip } from './EventChip';
import { itemsOn, lanesOf, type CalendarItem } from './items';
import { formatDay, weekdayLong, weekdayShort } from './time';

const HOUR_PX = 72;
const MIN_BLOCK_PX = 34;
/** Below this height a block shows time and candidate on one line. */
const DENSE_PX = 66;
/** Working hours shown by default; the grid grows to take in earlier or later meetings. */
const FIRST_HOUR = 8;
const LAST_HOUR = 21;

const useStyles = makeStyles({
  scroller: { overflowX: 'auto' },
  grid: { display: 'grid', minWidth: '100%' },
  week: { minWidth: '760px' },
  corner: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  head: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    padding: tokens.spacingVerticalXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  today: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  gutter: { position: 'relative' },
  hourLabel: {
    position: 'absolute',
    right: tokens.spacingHorizontalS,
    transform: 'translateY(-50%)',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
  column: {
    position: 'relative',
    borderLeft: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundImage: `repeating-linear-gradient(to bottom, ${tokens.colorNeutralStroke3} 0, ${tokens.colorNeutralStroke3} 1px, transparent 1px, transparent ${HOUR_PX}px)`,
  },
  todayColumn: { backgroundColor: tokens.colorNeutralBackground2 },
  now: {
    position: 'absolute',
    left: 0,
    right: 0,
    height: '2px',
    backgroundColor: tokens.colorPaletteRedBackground3,
    zIndex: 1,
  },
});

export interface TimeGridProps {
  days: DateTime[];
  items: CalendarItem[];
  now: DateTime;
  onOpen: (item: CalendarItem) => void;
}

/** Day and week views: hour rows, one column per day, meetings placed by start and duration. */
export function TimeGrid({ days, items, now, onOpen }: TimeGridProps) {
  const styles = useStyles();
  const shown = days.flatMap((day) => itemsOn(items, day));
  const first = Math.min(FIRST_HOUR, ...shown.map((i) => i.start.hour));
  const last = Math.max(LAST_HOUR, ...shown.map((i) => Math.min(24, i.end.hour + (i.end.minute ? 1 : 0))));
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  const height = hours.length * HOUR_PX;
  const single = days.length === 1;
  const columns = `56px repeat(${days.length}, minmax(0, 1fr))`;
  const offset = (d: DateTime) => ((d.hour - first) * 60 + d.minute) * (HOUR_PX / 60);

  return (
    <div className={styles.scroller}>
      <div
        className={mergeClasses(styles.grid, !single && styles.week)}
        style={{ gridTemplateColumns: columns }}
        data-testid="cal-grid"
      >
        <div className={styles.corner} />
        {days.map((day) => {
          const isToday = day.hasSame(now, 'day');
          return (
            <div key={day.toISODate()} className={mergeClasses(styles.head, isToday && styles.today)}>
              <Text size={200} className={isToday ? styles.today : undefined}>
                {single ? weekdayLong(day) : weekdayShort(day)}
              </Text>
              <Text weight="semibold">{single ? formatDay(day) : day.toFormat('dd.MM')}</Text>
            </div>
          );
        })}
        <div className={styles.gutter} style={{ height }}>
          {hours.map((h, i) => (
            <span
              key={h}
              className={styles.hourLabel}
              style={{ top: i * HOUR_PX, transform: i === 0 ? 'none' : undefined }}
            >
              {String(h).padStart(2, '0')}:00
            </span>
          ))}
        </div>
        {days.map((day) => {
          const dayItems = itemsOn(items, day);
          const lanes = lanesOf(dayItems);
          const isToday = day.hasSame(now, 'day');
          return (
            <div
              key={day.toISODate()}
              className={mergeClasses(styles.column, isToday && styles.todayColumn)}
              style={{ height }}
              data-testid="cal-day-column"
              data-date={day.toISODate()}
            >
              {isToday && now.hour >= first && now.hour < last && (
                <div className={styles.now} style={{ top: offset(now) }} aria-hidden />
              )}
              {dayItems.map((item) => {
                const { lane, lanes: count } = lanes.get(item.id) ?? { lane: 0, lanes: 1 };
                const end = item.end.hasSame(day, 'day') ? offset(item.end) : height;
                const top = offset(item.start);
                const blockHeight = Math.max(MIN_BLOCK_PX, end - top - 2);
                return (
                  <EventChip
                    key={item.id}
                    item={item}
                    variant="block"
                    dense={blockHeight < DENSE_PX}
                    onOpen={onOpen}
                    style={{
                      top,
                      height: blockHeight,
                      left: `calc(${(lane * 100) / count}% + 2px)`,
                      width: `calc(${100 / count}% - 4px)`,
                    }}
                  />
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
