import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { Fragment, useLayoutEffect, useMemo } from 'react';
import type { HistoryRecordKind } from '#events/history/api';
import { snapshotOf } from '#client/console/registry';
import { AsOfContext, setAsOf, type AsOfPoint } from '#client/console/shell/asOf';
import { ReadOnlyContext } from '#client/console/shell/readOnly';
import { SnapshotBanner } from './SnapshotBanner';

export interface RecordSnapshotProps {
  kind: HistoryRecordKind;
  id: string;
  /** The global position of the chosen event: the record is shown as it was right after it. */
  position: number;
  /** N and M of 'событие N из M' (1-based N, in the order of the story). */
  index: number;
  total: number;
  occurredAt: string;
  /** Step to the previous (-1) or the next (+1) event. */
  onStep: (delta: -1 | 1) => void;
  /** Back to the record as it is now. */
  onNow: () => void;
}

const useStyles = makeStyles({
  snapshot: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
});

/**
 * The record as it was right after one event, in its own screen's read-only layout, under the
 * banner 'Состояние на DD.MM.YYYY HH:mm, событие N из M' (issue 28, item 2). The record's page
 * (registered by its feature as a snapshot) loads through the same API, every call carrying the
 * as-of headers (the server answers as of that event); its live hooks stay quiet, and edit
 * controls hide (ReadOnlyContext). A new position mounts the page afresh.
 */
export function RecordSnapshot(props: RecordSnapshotProps) {
  const styles = useStyles();
  const { kind, id, position } = props;
  const point = useMemo<AsOfPoint>(() => ({ record: `${kind}/${id}`, position }), [kind, id, position]);
  useAsOfWhileMounted(point);
  const render = snapshotOf(kind);
  return (
    <div className={styles.snapshot} data-testid="record-snapshot">
      <SnapshotBanner {...props} />
      {!render ? (
        <Text>Для записей этого вида прошлое состояние не показывается</Text>
      ) : (
        <ReadOnlyContext.Provider value={true}>
          <AsOfContext.Provider value={point}>
            <Fragment key={`${kind}/${id}@${position}`}>{render(id)}</Fragment>
          </AsOfContext.Provider>
        </ReadOnlyContext.Provider>
      )}
    </div>
  );
}

/**
 * Sets the console's calls to the point while the snapshot is shown, and back to now after. A layout
 * effect: every layout effect runs before any passive one, so before the page's first load.
 */
function useAsOfWhileMounted(point: AsOfPoint): void {
  useLayoutEffect(() => {
    setAsOf(point);
    return () => setAsOf(null);
  }, [point]);
}
