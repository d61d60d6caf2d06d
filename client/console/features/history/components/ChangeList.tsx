import { makeStyles, tokens, Text } from '@fluentui/react-components';
import type { FieldChange } from '#events/history/api';

const useStyles = makeStyles({
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalL,
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
  },
  value: { overflowWrap: 'anywhere' },
  before: { color: tokens.colorNeutralForeground3, textDecorationLine: 'line-through' },
});

const shown = (value: string | null) => (value === null || value === '' ? '—' : value);

/** The fields an event changed: 'Фамилия: Иванова → Петрова'. */
export function ChangeList({ changes, testId }: { changes: FieldChange[]; testId: string }) {
  const styles = useStyles();
  if (changes.length === 0) return null;
  return (
    <ul className={styles.list} data-testid={testId}>
      {changes.map((change) => (
        <li key={change.path} className={styles.value}>
          <Text size={200} weight="semibold">
            {change.label}:{' '}
          </Text>
          <Text size={200} className={styles.before}>
            {shown(change.before)}
          </Text>
          <Text size={200}> → {shown(change.after)}</Text>
        </li>
      ))}
    </ul>
  );
}
