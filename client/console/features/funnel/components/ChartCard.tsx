import type { ReactNode } from 'react';
import { Card, Subtitle2, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { ChartMultipleRegular, TableRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  card: { minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  body: { minWidth: 0, overflowX: 'auto' },
});

/**
 * A chart with its 'Таблица' view: the same numbers as a table, for screen readers and for
 * copying. `table` shows the table instead of the chart.
 */
export function ChartCard({
  title,
  table,
  onTable,
  chart,
  tableView,
  actions,
  toggleTestId,
  testId,
}: {
  title: string;
  table: boolean;
  onTable: (table: boolean) => void;
  chart: ReactNode;
  tableView: ReactNode;
  actions?: ReactNode;
  toggleTestId: string;
  testId: string;
}) {
  const styles = useStyles();
  return (
    <Card className={styles.card} data-testid={testId}>
      <div className={styles.head}>
        <Subtitle2 as="h2">{title}</Subtitle2>
        <div className={styles.actions}>
          {actions}
          <ToggleButton
            checked={table}
            icon={table ? <ChartMultipleRegular /> : <TableRegular />}
            onClick={() => onTable(!table)}
            data-testid={toggleTestId}
            aria-pressed={table}
          >
            {table ? 'Диаграмма' : 'Таблица'}
          </ToggleButton>
        </div>
      </div>
      <div className={styles.body}>{table ? tableView : chart}</div>
    </Card>
  );
}
