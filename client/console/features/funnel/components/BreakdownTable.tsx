import { useMemo, useState } from 'react';
import {
  Button,
  Link,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowSortDownRegular, ArrowSortUpRegular } from '@fluentui/react-icons';
import type { Area } from '#events/core/access';
import {
  FUNNEL_STAGES,
  FUNNEL_STAGE_TITLES,
  type FunnelBreakdownRow,
  type FunnelFilter,
  type FunnelStage,
} from '#events/funnel/api';
import {
  formatCount,
  formatPercent,
  sortPlaceTree,
  sortRows,
  type BreakdownSort,
  type BreakdownSortKey,
} from '../format';
import { listLink } from '../links';
import { CountLink } from './CountLink';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  wrap: { overflowX: 'auto', minWidth: 0 },
  table: { minWidth: '1000px' },
  titleColumn: { width: '180px' },
  num: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  unit: { paddingLeft: tokens.spacingHorizontalL },
  store: { paddingLeft: tokens.spacingHorizontalXXL },
  muted: { color: tokens.colorNeutralForeground3 },
  sortButton: { fontWeight: tokens.fontWeightSemibold, minWidth: 0, paddingLeft: 0, paddingRight: 0 },
});

export type BreakdownKind = 'place' | 'position' | 'source';

/** A row's own filter: the page's filter narrowed to the row (what its title and numbers open). */
export function rowFilter(kind: BreakdownKind, row: FunnelBreakdownRow): Partial<FunnelFilter> {
  if (kind === 'position') return { positionId: row.key };
  if (kind === 'source') return { source: row.key as FunnelFilter['source'] };
  if (row.level === 'store') return { storeId: row.key };
  if (row.level === 'unit') return { unitId: row.key };
  return { regionId: row.key };
}

/** Short column titles (the full stage title is the cell's tooltip and its screen-reader label). */
export const STAGE_SHORT_TITLES: Record<FunnelStage, string> = {
  light: 'Лёгкая анкета',
  passedToStore: 'В магазине',
  interview: 'Собеседование',
  questionnaire: 'Анкета',
  checksPassed: 'Проверки',
  approved: 'Согласовано',
  sentTo1C: 'В 1С',
  employed: 'Принят',
};

const COLUMNS: { key: BreakdownSortKey; title: string; full?: string }[] = [
  ...FUNNEL_STAGES.map((stage) => ({
    key: `stage:${stage}` as const,
    title: STAGE_SHORT_TITLES[stage],
    full: FUNNEL_STAGE_TITLES[stage],
  })),
  { key: 'refused', title: 'Отказ' },
  { key: 'conversion', title: 'Конверсия в найм' },
];

/**
 * A breakdown (region → unit → store, position, or source) as a table that sorts by any column.
 * A row's title narrows the page to it; a store's or a position's number opens its list.
 */
export function BreakdownTable({
  kind,
  title,
  rows,
  filter,
  can,
  onNarrow,
}: {
  kind: BreakdownKind;
  title: string;
  rows: FunnelBreakdownRow[];
  filter: FunnelFilter;
  can: (area: Area) => boolean;
  onNarrow: (patch: Partial<FunnelFilter>) => void;
}) {
  const styles = useStyles();
  const [sort, setSort] = useState<BreakdownSort>({ key: 'stage:light', direction: 'descending' });
  const sorted = useMemo(
    () => (kind === 'place' ? sortPlaceTree(rows, sort) : sortRows(rows, sort)),
    [kind, rows, sort],
  );
  // A plain header cell with a button inside: Fluent's sortable header renders its button as a slot,
  // which the browser-test proxy (TestCafe) cannot render; the button and aria-sort say the same.
  const header = (key: BreakdownSortKey, text: string, numeric: boolean, full?: string) => {
    const direction = sort.key === key ? sort.direction : undefined;
    const Arrow = direction === 'ascending' ? ArrowSortUpRegular : ArrowSortDownRegular;
    return (
      <TableHeaderCell
        key={key}
        className={numeric ? styles.num : styles.titleColumn}
        aria-sort={direction ?? 'none'}
      >
        <Button
          appearance="transparent"
          size="small"
          className={styles.sortButton}
          title={full}
          icon={direction ? <Arrow /> : undefined}
          iconPosition="after"
          onClick={() =>
            setSort((prev) => ({
              key,
              direction: prev.key === key && prev.direction === 'descending' ? 'ascending' : 'descending',
            }))
          }
          data-testid={`funnel-${kind}-sort-${key.replace('stage:', '')}`}
        >
          {text}
        </Button>
      </TableHeaderCell>
    );
  };
  const linkable = (row: FunnelBreakdownRow) => kind === 'position' || row.level === 'store';
  return (
    <section className={styles.root} data-testid={`funnel-breakdown-${kind}`}>
      <Subtitle2 as="h2">{title}</Subtitle2>
      {rows.length === 0 ? (
        <span className={styles.muted}>Нет данных за период</span>
      ) : (
        <div className={styles.wrap}>
          <Table size="small" className={styles.table} aria-label={title}>
            <TableHeader>
              <TableRow>
                {header(
                  'title',
                  kind === 'place' ? 'Регион, юнит, магазин' : kind === 'position' ? 'Должность' : 'Источник',
                  false,
                )}
                {COLUMNS.map((column) => header(column.key, column.title, true, column.full))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {sorted.map((row) => {
                const narrowed = { ...filter, ...rowFilter(kind, row) };
                return (
                  <TableRow
                    key={`${row.level ?? kind}:${row.key}`}
                    data-testid={`funnel-${kind}-row-${row.key}`}
                  >
                    <TableCell
                      className={
                        row.level === 'unit' ? styles.unit : row.level === 'store' ? styles.store : undefined
                      }
                    >
                      <Link as="button" onClick={() => onNarrow(rowFilter(kind, row))}>
                        {row.title}
                      </Link>
                    </TableCell>
                    {FUNNEL_STAGES.map((stage) => (
                      <TableCell key={stage} className={styles.num}>
                        <CountLink
                          value={row.reached[stage]}
                          href={linkable(row) ? listLink(stage, 'reached', narrowed, can) : null}
                          label={`${row.title}, ${FUNNEL_STAGE_TITLES[stage]}`}
                        />
                      </TableCell>
                    ))}
                    <TableCell className={styles.num}>{formatCount(row.refused)}</TableCell>
                    <TableCell className={styles.num}>{formatPercent(row.conversion)}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}
