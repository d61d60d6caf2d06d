import { Text } from '@fluentui/react-components';
import type { HistoryRecordKind } from '../../../../../events/history/api';

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

/**
 * The record as it was right after one event, in its own screen's read-only layout, under the
 * banner 'Состояние на DD.MM.YYYY HH:mm, событие N из M' (issue 28, item 2).
 * TODO(timetravel): placeholder until the time-travel work lands.
 */
export function RecordSnapshot(props: RecordSnapshotProps) {
  return (
    <Text>
      {props.kind} {props.id} @ {props.position} ({props.index}/{props.total})
    </Text>
  );
}
