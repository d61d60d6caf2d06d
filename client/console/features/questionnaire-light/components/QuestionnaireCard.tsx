import type { ReactNode } from 'react';
import { Card, Divider, makeStyles, Text, Title3, tokens } from '@fluentui/react-components';
import type { QuestionnaireLightEntity } from '../api';
import { formatDate } from '#client/console/shell/state/format';
import { ContactLinks } from './ContactLinks';
import { CardField } from '#client/console/shell/CardField';
import { actedText, ageText, citizenshipTitle, formatBirthDate, fullName, storeLabel } from './format';
import { StatusBadge } from './StatusBadge';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  status: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  title: { margin: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXXL}`,
  },
  note: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    whiteSpace: 'pre-wrap',
  },
});

export interface QuestionnaireCardProps {
  entity: QuestionnaireLightEntity;
  /** The action buttons; the store director's card has none. */
  actions?: ReactNode;
}

/** A candidate's light questionnaire: summary, personal details, status and who set it, comments. */
export function QuestionnaireCard({ entity, actions }: QuestionnaireCardProps) {
  const styles = useStyles();
  const { info, vacancy, action_data: action } = entity;
  const acted = actedText(entity);
  return (
    <Card
      className={styles.card}
      data-testid="ql-card"
      data-type={entity.type}
      data-revision={entity.revision}
    >
      <div className={styles.head}>
        <Title3 as="h2" className={styles.title} data-testid="ql-card-name">
          {fullName(info)}
        </Title3>
        <Text className={styles.muted}>{ageText(info.birthDate)}</Text>
      </div>
      <div className={styles.status}>
        <StatusBadge entity={entity} testId="ql-status" />
        {acted && (
          <Text className={styles.muted} data-testid="ql-acted">
            {acted}
          </Text>
        )}
      </div>
      <div className={styles.grid}>
        <CardField label="Должность" testId="ql-card-position">
          {vacancy.position.title}
        </CardField>
        <CardField label="Магазин" testId="ql-card-store">
          {vacancy.IStoreId} · {storeLabel(vacancy.store)}
          {vacancy.store.cityName ? `, ${vacancy.store.cityName}` : ''}
        </CardField>
        <CardField label="Контакты">
          <ContactLinks phone={info.phone} email={info.email} emailConfirmed={info.emailConfirmed} />
        </CardField>
        <CardField label="Дата отклика">{formatDate(entity.created_at)}</CardField>
      </div>
      <Divider />
      <div className={styles.grid}>
        <CardField label="Дата рождения" testId="ql-card-birthdate">
          {formatBirthDate(info.birthDate)}
        </CardField>
        <CardField label="Гражданство" testId="ql-card-citizen">
          {citizenshipTitle(info.citizen)}
        </CardField>
        <CardField label="Адрес проживания" testId="ql-card-address">
          {info.addressFact}
        </CardField>
        <CardField label="Станция метро" testId="ql-card-subway">
          {info.subwayStation}
        </CardField>
      </div>
      {entity.type === 'accepted' && action?.comment && (
        <div className={styles.note} data-testid="ql-card-director-comment">
          <Text weight="semibold">Информация для директора магазина</Text>
          <Text>{action.comment}</Text>
        </div>
      )}
      {entity.type === 'rejected' && action && (
        <div className={styles.note} data-testid="ql-card-reason">
          <Text weight="semibold">Причина отказа</Text>
          <Text>{action.comment}</Text>
        </div>
      )}
      {actions}
    </Card>
  );
}
