import { useState } from 'react';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
} from '@fluentui/react-components';
import { LineChart } from '@fluentui/react-charts';
import {
  FUNNEL_STAGES,
  FUNNEL_STAGE_TITLES,
  type FunnelStage,
  type FunnelTrendPoint,
} from '#events/funnel/api';
import { formatCount, weekLabel } from '../format';
import { ChartCard } from './ChartCard';
import { LEGEND_PROPS, STAGE_COLORS } from './StagesChart';
import { useWidth } from './useWidth';

const useStyles = makeStyles({ table: { minWidth: '720px' } });

/** The lines of the chart (all eight would not read on a phone); the table has every stage. */
const LINES: FunnelStage[] = ['light', 'questionnaire', 'approved', 'employed'];

const mondayDate = (week: string) => new Date(`${week}T00:00:00Z`);

/** Journeys started each week, by the stages they reached: a line chart and its table. */
export function TrendChart({ trend }: { trend: FunnelTrendPoint[] }) {
  const styles = useStyles();
  const [table, setTable] = useState(false);
  const [ref, width] = useWidth<HTMLDivElement>();
  const lineChartData = LINES.map((stage) => ({
    legend: FUNNEL_STAGE_TITLES[stage],
    color: STAGE_COLORS[FUNNEL_STAGES.indexOf(stage)],
    data: trend.map((point) => ({ x: mondayDate(point.week), y: point.reached[stage] })),
  }));
  return (
    <ChartCard
      title="По неделям"
      testId="funnel-trend"
      toggleTestId="funnel-trend-table-toggle"
      table={table}
      onTable={setTable}
      chart={
        <div ref={ref}>
          {trend.length === 0 ? (
            <span>Нет данных за период</span>
          ) : (
            <LineChart
              data={{ chartTitle: 'Начали путь по неделям', lineChartData }}
              width={width}
              height={width < 560 ? 260 : 320}
              culture="ru-RU"
              legendProps={LEGEND_PROPS}
              useUTC
              customDateTimeFormatter={(date: Date) => weekLabel(date.toISOString().slice(0, 10))}
              xAxisTickCount={width < 560 ? 4 : 8}
            />
          )}
        </div>
      }
      tableView={
        <Table
          size="small"
          className={styles.table}
          aria-label="Воронка по неделям"
          data-testid="funnel-trend-table"
        >
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Неделя с</TableHeaderCell>
              {FUNNEL_STAGES.map((stage) => (
                <TableHeaderCell key={stage}>{FUNNEL_STAGE_TITLES[stage]}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {trend.map((point) => (
              <TableRow key={point.week}>
                <TableCell>{point.week.split('-').reverse().join('.')}</TableCell>
                {FUNNEL_STAGES.map((stage) => (
                  <TableCell key={stage}>{formatCount(point.reached[stage])}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      }
    />
  );
}
