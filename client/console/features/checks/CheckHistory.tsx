import { Text, makeStyles, tokens } from '@fluentui/react-components';
import type { CheckHistoryEntry } from '#events/checks/views';
import { formatAt } from './format';

const useStyles = makeStyles({
  list: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: '4px',
  },
  item: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** One check's story: who asked and when, each reply of the service, the result (newest first). */
export function CheckHistory({ entries }: { entries: CheckHistoryEntry[] }) {
  const styles = useStyles();
  if (entries.length === 0) return <Text className={styles.muted}>Истории пока нет</Text>;
  return (
    <ul className={styles.list} data-testid="check-history">
      {entries.map((entry, index) => (
        <li key={`${entry.runId}-${entry.step}-${index}`} className={styles.item}>
          <Text size={200} className={styles.muted}>
            {formatAt(entry.at)}
          </Text>
          <Text size={200}>{entry.text}</Text>
          <Text size={200} className={styles.muted}>
            {entry.step === 'requested' || entry.step === 'skipped'
              ? `${entry.by.name ?? entry.by.userId}`
              : `источник: ${entry.source}`}
          </Text>
        </li>
      ))}
    </ul>
  );
}
