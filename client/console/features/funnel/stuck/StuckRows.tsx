import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { FUNNEL_STAGE_TITLES, type StuckItem } from '#events/funnel/api';
import { cardPathOf, daysText, sinceText } from './format';

const NARROW = '@media (max-width: 720px)';

const useStyles = makeStyles({
  table: { [NARROW]: { display: 'none' } },
  row: { cursor: 'pointer' },
  cards: {
    display: 'none',
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    [NARROW]: { display: 'flex' },
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowWrap: 'anywhere',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  nowrap: { whiteSpace: 'nowrap' },
  late: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

export interface StuckRowsProps {
  items: StuckItem[];
  viewer: { reviewsLight: boolean; scope: string };
  onOpen: (path: string) => void;
}

/** The rows of the stuck list: a table on wide screens, cards on phones; a row opens the card. */
export function StuckRows({ items, viewer, onOpen }: StuckRowsProps) {
  const styles = useStyles();
  const name = (item: StuckItem) => {
    const path = cardPathOf(item, viewer);
    return path ? (
      <Link onClick={() => onOpen(path)} data-testid="funnel-stuck-name">
        {item.candidateName}
      </Link>
    ) : (
      <span data-testid="funnel-stuck-name">{item.candidateName}</span>
    );
  };
  const days = (item: StuckItem) => (
    <span className={styles.late} title={`Порог этапа: ${daysText(item.thresholdDays)}`}>
      {daysText(item.days)}
    </span>
  );
  return (
    <>
      <Table
        className={styles.table}
        size="small"
        aria-label="Застрявшие кандидаты"
        data-testid="funnel-stuck-table"
      >
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Кандидат</TableHeaderCell>
            <TableHeaderCell>Этап</TableHeaderCell>
            <TableHeaderCell style={{ width: '160px' }}>На этапе с</TableHeaderCell>
            <TableHeaderCell style={{ width: '90px' }}>Ждёт</TableHeaderCell>
            <TableHeaderCell>Магазин</TableHeaderCell>
            <TableHeaderCell>Должность</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => {
            const path = cardPathOf(item, viewer);
            return (
              <TableRow
                key={item.journeyId}
                className={path ? styles.row : undefined}
                onClick={path ? () => onOpen(path) : undefined}
                data-testid="funnel-stuck-row"
                data-stage={item.stage}
              >
                <TableCell>{name(item)}</TableCell>
                <TableCell>{FUNNEL_STAGE_TITLES[item.stage]}</TableCell>
                <TableCell className={styles.nowrap}>{sinceText(item.since)}</TableCell>
                <TableCell className={styles.nowrap}>{days(item)}</TableCell>
                <TableCell>{item.storeLabel}</TableCell>
                <TableCell>{item.positionTitle}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <ul className={styles.cards} data-testid="funnel-stuck-cards">
        {items.map((item) => (
          <li key={item.journeyId} className={styles.card} data-testid="funnel-stuck-card">
            <Text weight="semibold">{name(item)}</Text>
            <Text size={200}>
              {FUNNEL_STAGE_TITLES[item.stage]} · {days(item)}
            </Text>
            <Text size={200} className={styles.muted}>
              с {sinceText(item.since)}
            </Text>
            <Text size={200} className={styles.muted}>
              {item.storeLabel} · {item.positionTitle}
            </Text>
          </li>
        ))}
      </ul>
    </>
  );
}
