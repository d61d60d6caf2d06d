import {
  Button,
  makeStyles,
  mergeClasses,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { DictionaryRow } from './api';

const PHONE = '@media (max-width: 600px)';

const useStyles = makeStyles({
  // Below its least width the table scrolls in its own box, never the page.
  scroller: { overflowX: 'auto' },
  table: { backgroundColor: tokens.colorNeutralBackground1, minWidth: '280px' },
  title: { overflowWrap: 'break-word' },
  cellText: { display: 'flex', flexDirection: 'column', paddingBlock: tokens.spacingVerticalXS },
  // On a phone the state goes under the title instead of a column of its own: the title keeps the width.
  state: { width: '150px', [PHONE]: { display: 'none' } },
  stateUnder: { display: 'none', [PHONE]: { display: 'block' } },
  actions: { width: '88px' },
  row: { transitionProperty: 'background-color', transitionDuration: tokens.durationSlow },
  changed: { backgroundColor: tokens.colorPaletteYellowBackground2 },
  retired: { color: tokens.colorNeutralForeground3 },
  active: { color: tokens.colorPaletteGreenForeground1 },
});

/** Said of a 'Значение' (neuter), the column's noun. */
export const STATE_TEXT = { active: 'Действует', retired: 'Выведено из употребления' } as const;

function State({ retired, testId }: { retired: boolean; testId: string }) {
  const styles = useStyles();
  return (
    <Text size={200} className={retired ? styles.retired : styles.active} data-testid={testId}>
      {retired ? STATE_TEXT.retired : STATE_TEXT.active}
    </Text>
  );
}

export interface DictionaryTableProps {
  rows: DictionaryRow[];
  /** Is this row's entry changed by a push just now? */
  isHighlighted: (row: DictionaryRow) => boolean;
  /** Null: read-only (only an administrator changes dictionaries). */
  onToggle: ((row: DictionaryRow) => void) | null;
  /** An action is under way: the buttons wait. */
  busy: boolean;
  label: string;
}

/** A dictionary's entries with their state; an administrator retires and restores them. */
export function DictionaryTable({ rows, isHighlighted, onToggle, busy, label }: DictionaryTableProps) {
  const styles = useStyles();
  return (
    <div className={styles.scroller} data-testid="dictionary-table-scroller">
      <Table className={styles.table} data-testid="dictionary-table" aria-label={label}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Значение</TableHeaderCell>
            <TableHeaderCell className={styles.state}>Состояние</TableHeaderCell>
            {onToggle && <TableHeaderCell className={styles.actions} aria-label="Действия" />}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.id}
              className={mergeClasses(styles.row, isHighlighted(row) && styles.changed)}
              data-testid={`dictionary-row-${row.id}`}
              data-changed={isHighlighted(row) || undefined}
              data-retired={row.retired || undefined}
            >
              <TableCell className={mergeClasses(styles.title, row.retired && styles.retired)}>
                <div className={styles.cellText}>
                  <span data-testid="dictionary-entry-title">{row.title}</span>
                  <span className={styles.stateUnder}>
                    <State retired={row.retired} testId="dictionary-entry-state-under" />
                  </span>
                </div>
              </TableCell>
              <TableCell className={styles.state}>
                <State retired={row.retired} testId="dictionary-entry-state" />
              </TableCell>
              {onToggle && (
                <TableCell>
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => onToggle(row)}
                    data-testid={row.retired ? 'dictionary-restore' : 'dictionary-retire'}
                  >
                    {row.retired ? 'Вернуть' : 'Вывести'}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
