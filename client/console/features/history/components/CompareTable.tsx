import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { FieldChange } from '#events/history/api';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto' },
  cell: { overflowWrap: 'anywhere', verticalAlign: 'top' },
  empty: { color: tokens.colorNeutralForeground3 },
});

const shown = (value: string | null) => (value === null || value === '' ? '—' : value);

/** The field diff between two points of the story: field, then, now. */
export function CompareTable({ changes, from, to }: { changes: FieldChange[]; from: string; to: string }) {
  const styles = useStyles();
  if (changes.length === 0)
    return (
      <Text className={styles.empty} data-testid="history-compare-empty">
        Между выбранными событиями поля не менялись
      </Text>
    );
  return (
    <div className={styles.wrap}>
      <Table size="small" data-testid="history-compare-table" aria-label="Сравнение состояний">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Поле</TableHeaderCell>
            <TableHeaderCell>{from}</TableHeaderCell>
            <TableHeaderCell>{to}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.path} data-testid="history-compare-row">
              <TableCell className={styles.cell}>{change.label}</TableCell>
              <TableCell className={styles.cell}>{shown(change.before)}</TableCell>
              <TableCell className={styles.cell}>{shown(change.after)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
