import type { CSSProperties } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { CalendarItem } from './items';
import { formatTime } from './time';

const useStyles = makeStyles({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: '1px',
    minWidth: 0,
    width: '100%',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    border: 'none',
    borderLeft: `3px solid ${tokens.colorBrandStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    textAlign: 'left',
    cursor: 'pointer',
    overflow: 'hidden',
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  block: { position: 'absolute', boxShadow: tokens.shadow2 },
  row: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  compact: { flexDirection: 'row', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
  demo: {
    borderLeftColor: tokens.colorPaletteLavenderBorderActive,
    backgroundColor: tokens.colorPaletteLavenderBackground2,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  cancelled: {
    borderLeftColor: tokens.colorNeutralStroke1,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground3,
    ':hover': { backgroundColor: tokens.colorNeutralBackground3Hover },
  },
  strike: { textDecorationLine: 'line-through' },
  time: { fontWeight: tokens.fontWeightSemibold, flexShrink: 0 },
  // Lines keep their height and the block clips them, rather than squeezing them over each other.
  line: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flexShrink: 0 },
  title: { fontWeight: tokens.fontWeightSemibold },
  muted: { color: tokens.colorNeutralForeground3 },
  // In a one-line chip the title gives way (with an ellipsis) to the time.
  shrink: { flexShrink: 1, minWidth: 0 },
});

export interface EventChipProps {
  item: CalendarItem;
  /** block: placed in a time grid; compact: one line in a month cell; row: a list entry. */
  variant: 'block' | 'compact' | 'row';
  /** A short block: time and candidate on one line, then position and store. */
  dense?: boolean;
  style?: CSSProperties;
  onOpen: (item: CalendarItem) => void;
}

/** One meeting in its slot: time, candidate, position, store. */
export function EventChip({ item, variant, dense, style, onOpen }: EventChipProps) {
  const styles = useStyles();
  const time = `${formatTime(item.start)}–${formatTime(item.end)}`;
  const className = mergeClasses(
    styles.base,
    variant === 'block' && styles.block,
    variant === 'row' && styles.row,
    variant === 'compact' && styles.compact,
    item.demo && styles.demo,
    item.cancelled && styles.cancelled,
  );
  const label = [time, item.title, item.position, item.store, item.cancelled ? 'отменена' : '']
    .filter(Boolean)
    .join(', ');
  return (
    <button
      type="button"
      className={className}
      style={style}
      onClick={() => onOpen(item)}
      title={label}
      aria-label={label}
      data-testid="cal-event"
      data-id={item.id}
      data-status={item.demo ? 'demo' : item.cancelled ? 'cancelled' : 'scheduled'}
    >
      {variant === 'compact' && (
        <>
          <span className={styles.time}>{formatTime(item.start)}</span>
          <span className={mergeClasses(styles.line, styles.shrink, item.cancelled && styles.strike)}>
            {item.title}
          </span>
        </>
      )}
      {variant !== 'compact' && dense && (
        <>
          <span className={mergeClasses(styles.line, item.cancelled && styles.strike)}>
            <span className={styles.time}>{formatTime(item.start)}</span>{' '}
            <span className={styles.title}>{item.title}</span>
          </span>
          <span className={mergeClasses(styles.line, styles.muted)}>
            {[item.position, item.store].filter(Boolean).join(' · ')}
          </span>
        </>
      )}
      {variant !== 'compact' && !dense && (
        <>
          <span className={styles.line}>
            <span className={styles.time}>{time}</span>
            {item.cancelled ? ' · отменена' : ''}
            {item.demo ? ' · демо' : ''}
          </span>
          <span className={mergeClasses(styles.line, styles.title, item.cancelled && styles.strike)}>
            {item.title}
          </span>
          <span className={styles.line}>{item.position}</span>
          <span className={mergeClasses(styles.line, styles.muted)}>{item.store}</span>
        </>
      )}
    </button>
  );
}
