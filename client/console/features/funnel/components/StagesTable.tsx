import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
} from '@fluentui/react-components';
import type { Area } from '#events/core/access';
import { FUNNEL_STAGE_TITLES, type FunnelFilter, type FunnelStageRow } from '#events/funnel/api';
import { formatCount, formatDays, formatPercent } from '../format';
import { listLink } from '../links';
import { CountLink } from './CountLink';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto', minWidth: 0 },
  table: { minWidth: '720px' },
  titleColumn: { width: '220px' },
  num: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});

/**
 * The stages as numbers: reached (a link to the list), conversion from the stage before, now in the
 * stage, refused in it, and the median and 90th percentile of days spent in it.
 */
export function StagesTable({
  stages,
  filter,
  can,
}: {
  stages: FunnelStageRow[];
  filter: FunnelFilter;
  can: (area: Area) => boolean;
}) {
  const styles = useStyles();
  return (
    <div className={styles.wrap}>
      <Table className={styles.table} size="small" aria-label="Этапы воронки" data-testid="funnel-stages">
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.titleColumn}>Этап</TableHeaderCell>
            <TableHeaderCell className={styles.num}>Дошли</TableHeaderCell>
            <TableHeaderCell className={styles.num}>Конверсия</TableHeaderCell>
            <TableHeaderCell className={styles.num}>Сейчас</TableHeaderCell>
            <TableHeaderCell className={styles.num}>Отказ</TableHeaderCell>
            <TableHeaderCell className={styles.num}>Медиана</TableHeaderCell>
            <TableHeaderCell className={styles.num}>90-й перцентиль</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {stages.map((row) => (
            <TableRow key={row.stage} data-testid={`funnel-stage-${row.stage}`}>
              <TableCell>{FUNNEL_STAGE_TITLES[row.stage]}</TableCell>
              <TableCell className={styles.num}>
                <CountLink
                  value={row.reached}
                  href={listLink(row.stage, 'reached', filter, can)}
                  testId={`funnel-stage-${row.stage}-reached`}
                  label={FUNNEL_STAGE_TITLES[row.stage]}
                />
              </TableCell>
              <TableCell className={styles.num} data-testid={`funnel-stage-${row.stage}-conversion`}>
                {formatPercent(row.conversion)}
              </TableCell>
              <TableCell className={styles.num} data-testid={`funnel-stage-${row.stage}-current`}>
                {formatCount(row.current)}
              </TableCell>
              <TableCell className={styles.num}>
                <CountLink
                  value={row.refused}
                  href={row.refused > 0 ? listLink(row.stage, 'refused', filter, can) : null}
                  testId={`funnel-stage-${row.stage}-refused`}
                  label={`Отказ на этапе «${FUNNEL_STAGE_TITLES[row.stage]}»`}
                />
              </TableCell>
              <TableCell className={styles.num}>{formatDays(row.medianDays)}</TableCell>
              <TableCell className={styles.num}>{formatDays(row.p90Days)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
