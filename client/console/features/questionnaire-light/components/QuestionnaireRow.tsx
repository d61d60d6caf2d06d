import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import type { KeyboardEvent } from 'react';
import type { QuestionnaireLightEntity } from '../api';
import { formatDate } from '#client/console/shell/state/format';
import { ContactLinks } from './ContactLinks';
import { ageText, fullName, storeLabel } from './format';
import { StatusBadge } from './StatusBadge';

/** Global class of a row that has just appeared live (tests and styles can find it by name). */
export const NEW_ROW_HIGHLIGHT_CLASS = 'ql-row-new-highlight';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    cursor: 'pointer',
    transitionProperty: 'background-color, box-shadow',
    transitionDuration: tokens.durationSlow,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
    '@media (max-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  highlight: {
    backgroundColor: tokens.colorPaletteYellowBackground2,
    boxShadow: `0 0 0 2px ${tokens.colorPaletteYellowBorder2}`,
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, alignItems: 'flex-start' },
  name: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  status: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    alignItems: 'flex-start',
  },
});

export interface QuestionnaireRowProps {
  entity: QuestionnaireLightEntity;
  highlighted?: boolean;
  onOpen: (entity: QuestionnaireLightEntity) => void;
}

/** One questionnaire in a list: who, which vacancy, when, contacts and the status line. Opens the card. */
export function QuestionnaireRow({ entity, highlighted, onOpen }: QuestionnaireRowProps) {
  const styles = useStyles();
  const { info, vacancy } = entity;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    onOpen(entity);
  };
  return (
    <div
      role="link"
      tabIndex={0}
      className={mergeClasses(
        styles.row,
        highlighted && styles.highlight,
        highlighted && NEW_ROW_HIGHLIGHT_CLASS,
      )}
      onClick={() => onOpen(entity)}
      onKeyDown={onKeyDown}
      data-testid="ql-row"
      data-id={entity.id}
      data-type={entity.type}
      data-new-highlight={highlighted || undefined}
    >
      <div className={styles.main}>
        <div className={styles.name}>
          <Text weight="semibold" size={400} data-testid="ql-row-name">
            {fullName(info)}
          </Text>
          <Text className={styles.muted} data-testid="ql-row-age">
            {ageText(info.birthDate)}
          </Text>
        </div>
        <Text data-testid="ql-row-position">{vacancy.position.title}</Text>
        <Text className={styles.muted} data-testid="ql-row-store">
          {vacancy.IStoreId} · {storeLabel(vacancy.store)}
        </Text>
        {entity.type !== 'new' && (
          <div className={styles.status}>
            <StatusBadge entity={entity} testId="ql-row-status" />
            {entity.type === 'rejected' && (
              <Text data-testid="ql-row-reason">Причина: {entity.action_data?.comment ?? ''}</Text>
            )}
          </div>
        )}
      </div>
      <div className={styles.side}>
        <Text className={styles.muted} data-testid="ql-row-date">
          {formatDate(entity.created_at)}
        </Text>
        <ContactLinks phone={info.phone} email={info.email} />
      </div>
    </div>
  );
}
