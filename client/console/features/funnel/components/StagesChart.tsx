import { useRef, useState } from 'react';
import {
  Button,
  makeStyles,
  tokens,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { FunnelChart } from '@fluentui/react-charts';
import { ImageRegular } from '@fluentui/react-icons';
import { FUNNEL_STAGE_TITLES, type FunnelStageRow } from '#events/funnel/api';
import { saveBlob } from '#client/console/shell/http';
import { formatCount, formatPercent } from '../format';
import { chartPng } from '../png';
import { ChartCard } from './ChartCard';
import { useWidth } from './useWidth';

/** One colour per stage, light to dark (readable text on each; the PNG keeps them). */
export const STAGE_COLORS = [
  '#9fd3f5',
  '#74bdee',
  '#4aa6e4',
  '#2b8fd6',
  '#1a77c0',
  '#1160a3',
  '#0b4a84',
  '#063462',
];

/** The chart library's legends: wrapped, not folded under '+N more'. */
export const LEGEND_PROPS = { enabledWrapLines: true };

const useStyles = makeStyles({
  legend: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  swatch: { width: '12px', height: '12px', flexShrink: 0 },
});

/** The funnel: how many reached each stage, with the table view and 'Скачать PNG'. */
export function StagesChart({
  stages,
  caption,
  fileName,
  onError,
}: {
  stages: FunnelStageRow[];
  /** The first line under the chart in the PNG: what it shows and for which period. */
  caption: string;
  fileName: string;
  onError: (message: string | null) => void;
}) {
  const styles = useStyles();
  const [table, setTable] = useState(false);
  const [ref, width] = useWidth<HTMLDivElement>();
  const chartRef = useRef<HTMLDivElement>(null);
  const height = Math.round(Math.min(420, Math.max(300, width * 0.7)));
  const data = stages.map((row, i) => ({
    stage: FUNNEL_STAGE_TITLES[row.stage],
    value: row.reached,
    color: STAGE_COLORS[i % STAGE_COLORS.length],
  }));
  const png = async () => {
    onError(null);
    try {
      if (chartRef.current)
        saveBlob(
          await chartPng(chartRef.current, [
            caption,
            ...stages.map(
              (row, i) =>
                `${i + 1}. ${FUNNEL_STAGE_TITLES[row.stage]}: ${formatCount(row.reached)}` +
                (row.conversion === null ? '' : ` (${formatPercent(row.conversion)})`),
            ),
          ]),
          fileName,
        );
    } catch (err) {
      onError(err instanceof Error ? err.message : 'PNG не получился');
    }
  };
  return (
    <ChartCard
      title="Воронка"
      testId="funnel-chart"
      toggleTestId="funnel-table-toggle"
      table={table}
      onTable={setTable}
      actions={
        <Button
          icon={<ImageRegular />}
          disabled={table}
          onClick={() => void png()}
          data-testid="funnel-export-png"
        >
          Скачать PNG
        </Button>
      }
      chart={
        <div ref={ref}>
          <div ref={chartRef}>
            <FunnelChart
              data={data}
              width={Math.min(width, 900)}
              height={height}
              orientation="vertical"
              hideLegend
              culture="ru-RU"
              chartTitle="Воронка найма"
            />
          </div>
          <ol className={styles.legend} aria-label="Этапы воронки">
            {stages.map((row, i) => (
              <li key={row.stage} className={styles.item}>
                <span
                  className={styles.swatch}
                  style={{ background: STAGE_COLORS[i % STAGE_COLORS.length] }}
                />
                <span>
                  {FUNNEL_STAGE_TITLES[row.stage]}: {formatCount(row.reached)}
                </span>
              </li>
            ))}
          </ol>
        </div>
      }
      tableView={
        <Table size="small" aria-label="Воронка: дошли до этапа" data-testid="funnel-chart-table">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Этап</TableHeaderCell>
              <TableHeaderCell>Дошли</TableHeaderCell>
              <TableHeaderCell>Конверсия</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {stages.map((row) => (
              <TableRow key={row.stage}>
                <TableCell>{FUNNEL_STAGE_TITLES[row.stage]}</TableCell>
                <TableCell>{formatCount(row.reached)}</TableCell>
                <TableCell>{formatPercent(row.conversion)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
    />
  );
}
