import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { BlacklistRow } from './api';

const useStyles = makeStyles({
  list: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  who: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: '200px' },
  removed: { opacity: 0.6, textDecorationLine: 'line-through' },
  highlighted: { backgroundColor: tokens.colorPaletteYellowBackground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

const nameOf = (row: BlacklistRow) =>
  [row.person.lastname, row.person.firstname, row.person.secondname].filter(Boolean).join(' ') || 'Без имени';
const idsOf = (row: BlacklistRow) =>
  [
    row.person.dateBirth && `дата рождения ${row.person.dateBirth}`,
    row.person.passport && `паспорт ${row.person.passport.slice(0, 4)} ${row.person.passport.slice(4)}`,
    row.person.inn && `ИНН ${row.person.inn}`,
  ]
    .filter(Boolean)
    .join(', ');

/** The people on the list with their reason; removed ones stay, struck out, with who removed them. */
export function BlacklistTable({
  rows,
  highlighted,
  busy,
  onRemove,
}: {
  rows: BlacklistRow[];
  highlighted: ReadonlySet<string>;
  busy: boolean;
  /** Absent when read-only (the auditor): no 'Удалить'. */
  onRemove?: (row: BlacklistRow) => void;
}) {
  const styles = useStyles();
  if (rows.length === 0) return <Text className={styles.muted}>Чёрный список пуст</Text>;
  return (
    <ul className={styles.list} data-testid="blacklist-rows">
      {rows.map((row) => (
        <li
          key={row.id}
          className={mergeClasses(styles.row, highlighted.has(row.id) && styles.highlighted)}
          data-testid="blacklist-row"
          data-removed={row.removed ? 'true' : 'false'}
        >
          <div className={mergeClasses(styles.who, row.removed !== null && styles.removed)}>
            <Text weight="semibold" data-testid="blacklist-row-name">
              {nameOf(row)}
            </Text>
            <Text size={200}>{idsOf(row)}</Text>
            <Text size={200}>Причина: {row.reason}</Text>
            <Text size={200} className={styles.muted}>
              Добавил(а) {row.addedBy.name ?? row.addedBy.userId}
              {row.removed
                ? `; удалил(а) ${row.removed.by.name ?? row.removed.by.userId}: ${row.removed.reason}`
                : ''}
            </Text>
          </div>
          {!row.removed && onRemove && (
            <Button
              icon={<DeleteRegular />}
              disabled={busy}
              onClick={() => onRemove(row)}
              data-testid="blacklist-remove"
            >
              Удалить
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
