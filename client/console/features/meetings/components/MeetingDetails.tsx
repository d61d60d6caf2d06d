import { Badge, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { actorText } from '#events/core/roles';
import type { MeetingEntity } from '../api';
import { CardField } from '#client/console/shell/CardField';
import { RescheduleRequestText } from './RescheduleRequestNote';
import { durationText, formatDay, formatStamp, formatTime, inZone, ZONE_LABEL } from './time';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
  },
  note: { whiteSpace: 'pre-wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  status: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

const who = (by: { name: string; userId: string; role: string }) => actorText(by);

export interface MeetingDetailsProps {
  meeting: MeetingEntity;
  /** Opens the questionnaire card; absent when the user may not open it. */
  onOpenQuestionnaire?: () => void;
}

/** Everything about one meeting: when, where, with whom, who set it up and what became of it. */
export function MeetingDetails({ meeting: m, onOpenQuestionnaire }: MeetingDetailsProps) {
  const styles = useStyles();
  const start = inZone(m.startsAt);
  const end = inZone(m.endsAt);
  const cancelled = m.status === 'cancelled';
  return (
    <>
      <div className={styles.status}>
        <Badge
          appearance="tint"
          color={cancelled ? 'danger' : 'brand'}
          data-testid="meeting-status"
          data-status={m.status}
        >
          {cancelled ? 'Отменена' : 'Запланирована'}
        </Badge>
        {m.rescheduled > 0 && (
          <Text size={200} className={styles.muted}>
            перенесена {m.rescheduled === 1 ? 'один раз' : `${m.rescheduled} раза`}
          </Text>
        )}
      </div>
      {!cancelled && <RescheduleRequestText meeting={m} />}
      <div className={styles.grid}>
        <CardField label="Дата" testId="meeting-date-value">
          {formatDay(start)}
        </CardField>
        <CardField label={`Время (${ZONE_LABEL})`} testId="meeting-time-value">
          {formatTime(start)}–{formatTime(end)} · {durationText(m.durationMinutes)}
        </CardField>
        <CardField label="Должность">{m.positionTitle}</CardField>
        <CardField label="Магазин">
          {m.IStoreId} · {m.storeName}
        </CardField>
        <CardField label="Место встречи" testId="meeting-place-value">
          {m.place}
        </CardField>
        <CardField label="Анкета">
          {onOpenQuestionnaire ? (
            <Link onClick={onOpenQuestionnaire} data-testid="meeting-questionnaire-link">
              № {m.questionnaireId}
            </Link>
          ) : (
            `№ ${m.questionnaireId}`
          )}
        </CardField>
      </div>
      {m.comment && (
        <CardField label="Комментарий">
          <span className={styles.note}>{m.comment}</span>
        </CardField>
      )}
      {m.cancellation && (
        <CardField label="Причина отмены" testId="meeting-cancel-reason-value">
          <span className={styles.note}>{m.cancellation.reason}</span>
        </CardField>
      )}
      <Text size={200} className={styles.muted}>
        Назначил(а) {who(m.createdBy)}, {formatStamp(m.createdAt)}
        {m.revision > 0 && `; изменено: ${who(m.updatedBy)}, ${formatStamp(m.updatedAt)}`}
      </Text>
    </>
  );
}
