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
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { PositionView } from '#events/positions/events';
import { roleTitle } from '#events/core/roles';
import { formatDate } from '../../shell/state/format';
import { useReadOnly } from '../../shell/readOnly';

const PHONE = '@media (max-width: 600px)';

const useStyles = makeStyles({
  // Fluent's table has a fixed layout: below the fixed columns' widths the name column collapsed to
  // nothing and the cells overlapped. The table keeps a readable width and scrolls in its own box;
  // on a phone (issue 24: the columns were cut off) the code and flags go under the name instead.
  scroller: { overflowX: 'auto' },
  table: {
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: '840px',
    [PHONE]: { minWidth: 0 },
  },
  code: { width: '90px', [PHONE]: { display: 'none' } },
  flag: { width: '200px', [PHONE]: { display: 'none' } },
  actions: { width: '96px' },
  titleCell: { overflowWrap: 'anywhere' },
  cellText: { display: 'flex', flexDirection: 'column', paddingBlock: tokens.spacingVerticalXS },
  under: { display: 'none', color: tokens.colorNeutralForeground3, [PHONE]: { display: 'block' } },
  row: { transitionProperty: 'background-color', transitionDuration: tokens.durationSlow },
  changed: { backgroundColor: tokens.colorPaletteYellowBackground2 },
});

function changedHint(row: PositionView): string {
  const who = row.updatedBy?.name || (row.updatedBy?.role ? roleTitle(row.updatedBy.role) : '');
  const when = formatDate(row.updatedAt);
  return ['Изменено', when, who && `(${who})`].filter(Boolean).join(' ');
}

/** The hidden columns in one line under the name on a phone: 'Код 3 · подбор · в ленте'. */
const flagsLine = (row: PositionView) =>
  [
    `Код ${row.id}`,
    row.use_to_search_candidate ? 'подбор кандидатов' : '',
    row.show_on_vacancies_feed ? 'в ленте вакансий' : '',
  ]
    .filter(Boolean)
    .join(' · ');

export interface PositionsTableProps {
  rows: PositionView[];
  highlighted: ReadonlySet<string>;
  onEdit: (row: PositionView) => void;
}

/** Positions with their two flags; rows changed by someone else flash briefly. */
export function PositionsTable({ rows, highlighted, onEdit }: PositionsTableProps) {
  const styles = useStyles();
  const readOnly = useReadOnly();
  return (
    <div className={styles.scroller} data-testid="positions-table-scroller">
      <Table className={styles.table} data-testid="positions-table" aria-label="Должности">
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.code}>Код</TableHeaderCell>
            <TableHeaderCell>Название</TableHeaderCell>
            <TableHeaderCell className={styles.flag}>Подбор кандидатов</TableHeaderCell>
            <TableHeaderCell className={styles.flag}>Показывать в ленте вакансий на главной</TableHeaderCell>
            <TableHeaderCell className={styles.actions} aria-label="Действия" />
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.id}
              className={mergeClasses(styles.row, highlighted.has(row.id) && styles.changed)}
              data-testid={`position-row-${row.id}`}
              data-changed={highlighted.has(row.id) || undefined}
              data-revision={row.revision}
            >
              <TableCell className={styles.code}>{row.id}</TableCell>
              <TableCell className={styles.titleCell}>
                <div className={styles.cellText}>
                  <Tooltip content={changedHint(row)} relationship="description">
                    <span data-testid="position-title">{row.title}</span>
                  </Tooltip>
                  <Text size={200} className={styles.under} data-testid="position-under">
                    {flagsLine(row)}
                  </Text>
                </div>
              </TableCell>
              <TableCell className={styles.flag}>{row.use_to_search_candidate ? 'да' : ''}</TableCell>
              <TableCell className={styles.flag}>{row.show_on_vacancies_feed ? 'да' : ''}</TableCell>
              <TableCell>
                {!readOnly && (
                  <Button
                    appearance="subtle"
                    icon={<EditRegular />}
                    aria-label="Редактировать"
                    onClick={() => onEdit(row)}
                    data-testid={`position-edit-${row.id}`}
                  />
                )}
                {/* The spec keeps the delete icon without an action. */}
                {!readOnly && (
                  <Button
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label="Удалить"
                    data-testid={`position-delete-${row.id}`}
                  />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
