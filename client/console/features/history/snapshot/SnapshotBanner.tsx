import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular, HistoryRegular } from '@fluentui/react-icons';
import { formatMoscow } from '#events/core/moscow-time';

const useStyles = makeStyles({
  bar: { position: 'sticky', top: 0, zIndex: 2, flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
  actions: { flexWrap: 'wrap', rowGap: tokens.spacingVerticalXS },
});

/** 'Состояние на 05.03.2026 14:20 (МСК), событие 3 из 12'. */
export function snapshotTitle(occurredAt: string, index: number, total: number): string {
  return `Состояние на ${formatMoscow(occurredAt)}, событие ${index} из ${total}`;
}

export interface SnapshotBannerProps {
  occurredAt: string;
  index: number;
  total: number;
  onStep: (delta: -1 | 1) => void;
  onNow: () => void;
}

/** The time-travel banner: where in the story the record is shown, steps, and the way back to now. */
export function SnapshotBanner({ occurredAt, index, total, onStep, onNow }: SnapshotBannerProps) {
  const styles = useStyles();
  return (
    <MessageBar
      intent="warning"
      icon={<HistoryRegular />}
      className={styles.bar}
      data-testid="snapshot-banner"
    >
      <MessageBarBody>
        <MessageBarTitle data-testid="snapshot-title">
          {snapshotTitle(occurredAt, index, total)}
        </MessageBarTitle>
        Запись показана такой, какой она была сразу после этого события; изменить её здесь нельзя.
      </MessageBarBody>
      <MessageBarActions className={styles.actions}>
        <Button
          size="small"
          icon={<ArrowLeftRegular />}
          disabled={index <= 1}
          onClick={() => onStep(-1)}
          data-testid="snapshot-prev"
        >
          Предыдущее событие
        </Button>
        <Button
          size="small"
          icon={<ArrowRightRegular />}
          iconPosition="after"
          disabled={index >= total}
          onClick={() => onStep(1)}
          data-testid="snapshot-next"
        >
          Следующее событие
        </Button>
        <Button appearance="primary" size="small" onClick={onNow} data-testid="snapshot-now">
          Вернуться к текущему состоянию
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
