import { useCallback, useMemo, useState } from 'react';
import {
  Badge,
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { HISTORY_RECORD_KINDS, type HistoryEntry, type HistoryRecordKind } from '#events/history/api';
import { BackLink } from '#client/console/shell/BackLink';
import { RecordSnapshot } from '../snapshot/RecordSnapshot';
import { recordPath } from '../api';
import { HistoryCompare } from '../components/HistoryDetails';
import { HistoryTimeline } from '../components/HistoryTimeline';
import { useHistoryFeed } from '../components/useHistoryFeed';

const useStyles = makeStyles({
  page: { display: 'grid', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  columns: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  side: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * 'История' of one record (issue 28): its woven timeline newest first, live; choosing an event
 * shows the record as it was right after it (RecordSnapshot), two picked events are compared.
 */
export function HistoryPage({ kind, id }: { kind: HistoryRecordKind; id: string }) {
  const styles = useStyles();
  const feed = useHistoryFeed(kind, id);
  const { entries, total, loadMore } = feed;
  const [chosen, setChosen] = useState<number | null>(null);
  const [picked, setPicked] = useState<HistoryEntry[]>([]);
  const chosenIndex = chosen === null ? -1 : entries.findIndex((e) => e.position === chosen);
  const chosenEntry = chosenIndex >= 0 ? entries[chosenIndex] : undefined;

  const onStep = useCallback(
    (delta: -1 | 1) => {
      // The list is newest first: a step back in the story is a step down the list.
      const next = entries[chosenIndex - delta];
      if (next) setChosen(next.position);
      else if (delta === -1) void loadMore();
    },
    [entries, chosenIndex, loadMore],
  );
  const onPick = useCallback((entry: HistoryEntry, on: boolean) => {
    setPicked((held) => {
      const rest = held.filter((e) => e.position !== entry.position);
      // Two points at most: a third pick replaces the older pick.
      return on ? [...rest, entry].slice(-2) : rest;
    });
  }, []);
  const pickedPositions = useMemo(() => picked.map((e) => e.position), [picked]);
  const kindName = HISTORY_RECORD_KINDS[kind];

  return (
    <div className={styles.page} data-testid="history-page">
      <BackLink to={recordPath(kind, id)} testId="history-back">
        К записи
      </BackLink>
      <div className={styles.head}>
        <Title2 as="h1" data-testid="history-title">
          История: {kindName} №{id}
        </Title2>
        {!feed.loading && !feed.error && (
          <Text className={styles.hint} data-testid="history-total" data-total={total}>
            Событий: {total}
          </Text>
        )}
        {feed.fresh.size > 0 && (
          <Button appearance="transparent" onClick={feed.seen} data-testid="history-new-events">
            <Badge color="success" appearance="filled">
              Новые события: {feed.fresh.size}
            </Badge>
          </Button>
        )}
      </div>
      {feed.error && (
        <MessageBar intent="error" data-testid="history-error">
          <MessageBarBody>{feed.error}</MessageBarBody>
        </MessageBar>
      )}
      {feed.loading && <Spinner label="Загружаем историю…" />}
      {!feed.loading && !feed.error && (
        <div className={styles.columns}>
          <HistoryTimeline
            entries={entries}
            hasMore={feed.hasMore}
            loadMore={() => void loadMore()}
            chosen={chosen}
            picked={pickedPositions}
            fresh={feed.fresh}
            onChoose={(entry) => setChosen(entry.position)}
            onPick={onPick}
          />
          <div className={styles.side}>
            {chosenEntry ? (
              <section data-testid="history-snapshot" aria-label="Состояние записи">
                <RecordSnapshot
                  kind={kind}
                  id={id}
                  position={chosenEntry.position}
                  index={total - chosenIndex}
                  total={total}
                  occurredAt={chosenEntry.occurredAt}
                  onStep={onStep}
                  onNow={() => setChosen(null)}
                />
              </section>
            ) : (
              <Text className={styles.hint}>
                Выберите событие, чтобы увидеть запись такой, какой она была сразу после него, или отметьте
                «Сравнить» у двух событий.
              </Text>
            )}
            <HistoryCompare kind={kind} id={id} picked={picked} onClear={() => setPicked([])} />
          </div>
        </div>
      )}
    </div>
  );
}
