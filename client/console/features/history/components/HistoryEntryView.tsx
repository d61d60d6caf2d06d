import { Button, Checkbox, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import type { HistoryEntry } from '#events/history/api';
import { ChangeList } from './ChangeList';
import { moscowDateTime } from './time';

const useStyles = makeStyles({
  entry: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  chosen: { backgroundColor: tokens.colorBrandBackground2 },
  fresh: { boxShadow: `inset 3px 0 0 ${tokens.colorPaletteGreenBorderActive}` },
  head: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  time: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

export interface HistoryEntryViewProps {
  entry: HistoryEntry;
  chosen: boolean;
  fresh: boolean;
  picked: boolean;
  onChoose: () => void;
  onPick: (picked: boolean) => void;
}

/** One event: who, when (МСК), what happened, and the fields it changed; chosen for time travel or compare. */
export function HistoryEntryView({ entry, chosen, fresh, picked, onChoose, onPick }: HistoryEntryViewProps) {
  const styles = useStyles();
  return (
    <div
      className={mergeClasses(styles.entry, chosen && styles.chosen, fresh && styles.fresh)}
      data-testid="history-entry"
      data-position={entry.position}
      data-type={entry.type}
      data-fresh={fresh ? 'true' : undefined}
    >
      <div className={styles.head}>
        <Text weight="semibold" data-testid="history-entry-actor">
          {entry.actorText}
        </Text>
        <Text size={200} className={styles.time} data-testid="history-entry-time">
          {moscowDateTime(entry.occurredAt)}
        </Text>
      </div>
      <Text data-testid="history-entry-sentence">{entry.sentence}</Text>
      <ChangeList changes={entry.changes} testId="history-entry-changes" />
      <div className={styles.actions}>
        <Button
          size="small"
          appearance={chosen ? 'primary' : 'secondary'}
          onClick={onChoose}
          data-testid="history-entry-choose"
        >
          Состояние после события
        </Button>
        <Checkbox
          checked={picked}
          onChange={(_, data) => onPick(data.checked === true)}
          label="Сравнить"
          data-testid="history-entry-pick"
        />
      </div>
    </div>
  );
}
