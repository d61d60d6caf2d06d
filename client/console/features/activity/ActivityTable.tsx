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
import { Link as RouterLink } from 'wouter';
import type { ActivityEntry } from '#events/activity/contract';
import { formatMoscow } from '#events/core/moscow-time';

const NARROW = '@media (max-width: 720px)';

const useStyles = makeStyles({
  table: { [NARROW]: { display: 'none' } },
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
  when: { whiteSpace: 'nowrap' },
});

/** The record of an entry: a link to its history page when it has one. */
function RecordLink({ entry }: { entry: ActivityEntry }) {
  const text = `${entry.kindName} ${entry.recordId}`;
  if (!entry.link) return <>{text}</>;
  return (
    <RouterLink href={entry.link} data-testid="activity-record-link">
      {text}
    </RouterLink>
  );
}

/** The page's entries: a table on wide screens, cards on narrow ones. */
export function ActivityTable({
  entries,
  onActor,
}: {
  entries: ActivityEntry[];
  /** Filters the log by this entry's actor. */
  onActor: (entry: ActivityEntry) => void;
}) {
  const styles = useStyles();
  const actor = (e: ActivityEntry) => (
    <Link appearance="subtle" onClick={() => onActor(e)} title="Только действия этого сотрудника">
      {e.actorText}
    </Link>
  );
  return (
    <>
      <Table className={styles.table} size="small" aria-label="Журнал действий" data-testid="activity-table">
        <TableHeader>
          <TableRow>
            <TableHeaderCell style={{ width: '150px' }}>Когда</TableHeaderCell>
            <TableHeaderCell style={{ width: '220px' }}>Кто</TableHeaderCell>
            <TableHeaderCell>Что произошло</TableHeaderCell>
            <TableHeaderCell style={{ width: '200px' }}>Запись</TableHeaderCell>
            <TableHeaderCell style={{ width: '180px' }}>Магазин</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((e) => (
            <TableRow
              key={e.position}
              data-testid="activity-row"
              data-kind={e.kind}
              data-actor={e.actorUserId}
            >
              <TableCell className={styles.when}>{formatMoscow(e.occurredAt)}</TableCell>
              <TableCell>{actor(e)}</TableCell>
              <TableCell data-testid="activity-sentence">{e.sentence}</TableCell>
              <TableCell>
                <RecordLink entry={e} />
              </TableCell>
              <TableCell>{e.storeName ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul className={styles.cards} data-testid="activity-cards">
        {entries.map((e) => (
          <li key={e.position} className={styles.card} data-testid="activity-card">
            <Text size={200} className={styles.muted}>
              {formatMoscow(e.occurredAt)} · {actor(e)}
            </Text>
            <Text>{e.sentence}</Text>
            <Text size={200}>
              <RecordLink entry={e} />
              {e.storeName ? ` · ${e.storeName}` : ''}
            </Text>
          </li>
        ))}
      </ul>
    </>
  );
}
