import { useEffect, useMemo, useRef } from 'react';
import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { HistoryEntry } from '#events/history/api';
import { groupEntries } from './groups';
import { HistoryEntryView } from './HistoryEntryView';

const useStyles = makeStyles({
  scroller: {
    height: 'min(70vh, 900px)',
    minHeight: '320px',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    contain: 'strict',
  },
  inner: { position: 'relative', width: '100%' },
  row: {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    padding: tokens.spacingVerticalXS,
    boxSizing: 'border-box',
  },
  group: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    borderLeft: `2px solid ${tokens.colorNeutralStroke1}`,
    paddingLeft: tokens.spacingHorizontalXS,
  },
  groupLabel: { color: tokens.colorNeutralForeground3, paddingLeft: tokens.spacingHorizontalS },
  more: { padding: tokens.spacingVerticalM, display: 'flex', justifyContent: 'center' },
});

/** '2 события', '5 событий', '21 событие'. */
function eventsText(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return `${n} событие`;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return `${n} события`;
  return `${n} событий`;
}

export interface HistoryTimelineProps {
  entries: HistoryEntry[];
  hasMore: boolean;
  loadMore: () => void;
  chosen: number | null;
  picked: readonly number[];
  fresh: ReadonlySet<number>;
  onChoose: (entry: HistoryEntry) => void;
  onPick: (entry: HistoryEntry, picked: boolean) => void;
}

/**
 * The timeline, newest first, virtualised (only the groups on screen are in the DOM, so 10,000
 * events scroll smoothly); the next older page loads as the user nears the end. One action's
 * events (one correlation id) are one group.
 */
export function HistoryTimeline(props: HistoryTimelineProps) {
  const { entries, hasMore, loadMore } = props;
  const styles = useStyles();
  const groups = useMemo(() => groupEntries(entries), [entries]);
  const scroller = useRef<HTMLDivElement>(null);
  const count = groups.length + (hasMore ? 1 : 0);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => 140,
    overscan: 4,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasMore && lastIndex >= groups.length - 3) loadMore();
  }, [hasMore, lastIndex, groups.length, loadMore]);

  return (
    <div ref={scroller} className={styles.scroller} data-testid="history-timeline">
      <div className={styles.inner} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const group = groups[item.index];
          return (
            <div
              key={group ? `${group.correlationId}:${group.entries[0]!.position}` : 'more'}
              ref={virtualizer.measureElement}
              data-index={item.index}
              className={styles.row}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {group ? (
                <div className={styles.group} data-testid="history-group" data-size={group.entries.length}>
                  {group.entries.length > 1 && (
                    <Text size={200} className={styles.groupLabel}>
                      Одно действие: {eventsText(group.entries.length)}
                    </Text>
                  )}
                  {group.entries.map((entry) => (
                    <HistoryEntryView
                      key={entry.position}
                      entry={entry}
                      chosen={props.chosen === entry.position}
                      fresh={props.fresh.has(entry.position)}
                      picked={props.picked.includes(entry.position)}
                      onChoose={() => props.onChoose(entry)}
                      onPick={(picked) => props.onPick(entry, picked)}
                    />
                  ))}
                </div>
              ) : (
                <div className={styles.more}>
                  <Spinner size="tiny" label="Загружаем более ранние события…" />
                </div>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
