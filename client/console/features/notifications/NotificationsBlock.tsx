import { Badge, Spinner, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { formatMoscowMinute } from '#events/core/moscow-time';
import {
  NOTIFICATION_CHANNEL_TITLES,
  NOTIFICATION_MOMENT_TITLES,
  NOTIFICATION_STATUS_TITLES,
  type NotificationStatus,
} from '#events/notifications/api';
import type { CandidateNotificationItem } from '#events/notifications/card';
import { useLiveRecord } from '../../live/useLiveRecord';
import { CardBlock } from '../../shell/CardBlock';
import { CANDIDATE_NOTIFICATIONS, getCandidateNotifications, type CardKind } from './api';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0 },
  row: {
    listStyleType: 'none',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

const COLORS: Record<NotificationStatus, 'informative' | 'warning' | 'success' | 'danger' | 'subtle'> = {
  queued: 'informative',
  held: 'warning',
  sent: 'success',
  failed: 'danger',
  retrying: 'warning',
  optedOut: 'subtle',
};

const msk = (iso: string | null) => (iso ? `${formatMoscowMinute(Date.parse(iso))} МСК` : '');

function when(item: CandidateNotificationItem): string {
  if (item.status === 'sent') return `отправлено ${msk(item.sentAt)}`;
  if (item.status === 'held' || item.status === 'retrying') return `отправка ${msk(item.notBefore)}`;
  return `поставлено ${msk(item.queuedAt)}`;
}

/**
 * The card's notifications (issue 31): each message the candidate was sent or is to be sent, with
 * its status, live from the candidate's block room. The text shows on hover for those who may see it.
 */
export function NotificationsBlock({
  kind,
  id,
  candidateRef,
}: {
  kind: CardKind;
  id: string;
  /** The candidate's ref (events/notifications/links.ts): the block's room. */
  candidateRef: string;
}) {
  const styles = useStyles();
  const record = useLiveRecord({
    collection: CANDIDATE_NOTIFICATIONS,
    id: candidateRef,
    load: () => getCandidateNotifications(kind, id),
    toView: (doc) => doc,
  });
  const doc = record.data;
  if (!doc) return record.loading ? <Spinner size="small" label="Загрузка уведомлений…" /> : null;
  return (
    <CardBlock title="Уведомления кандидату" data-testid="notifications-block">
      {doc.items.length === 0 && (
        <Text className={styles.muted} data-testid="notifications-empty">
          Уведомлений пока не было
        </Text>
      )}
      <ul className={styles.list}>
        {doc.items.map((item) => (
          <li key={item.id} className={styles.row} data-testid="notification-row" data-status={item.status}>
            <Text weight="semibold">{NOTIFICATION_MOMENT_TITLES[item.moment]}</Text>
            <Text className={styles.muted}>
              {NOTIFICATION_CHANNEL_TITLES[item.channel]}, {item.to}
            </Text>
            <Tooltip content={item.text || 'Текст скрыт'} relationship="description">
              <Badge appearance="tint" color={COLORS[item.status]} data-testid="notification-status">
                {NOTIFICATION_STATUS_TITLES[item.status]}
              </Badge>
            </Tooltip>
            <Text className={styles.muted} size={200}>
              {when(item)}
              {item.attempts > 1 ? `, попыток: ${item.attempts}` : ''}
            </Text>
            {item.lastError && item.status !== 'sent' && (
              <Text className={styles.error} size={200}>
                {item.lastError}
              </Text>
            )}
          </li>
        ))}
      </ul>
    </CardBlock>
  );
}
