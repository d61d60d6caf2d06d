import type { ReactNode } from 'react';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { SectionNotice } from './sectionSlots';
import { useFieldStyles } from './fields';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
});

export interface SectionCardProps {
  title: string;
  testId: string;
  busy?: boolean;
  notice?: SectionNotice | null;
  /** Someone else saved the section while the user had edits here. */
  changedElsewhere?: string | null;
  /** Drops the draft for the questionnaire's current values. */
  onTakeServer?: () => void;
  /** Absent: the section saves nothing itself (scans) or the form is read-only. */
  onSave?: () => void;
  children: ReactNode;
}

/** One section of the profile with its own 'Сохранить раздел' (sections are saved one by one). */
export function SectionCard(props: SectionCardProps) {
  const styles = useStyles();
  const fields = useFieldStyles();
  const { testId, notice } = props;
  const takeServer = props.onTakeServer && (
    <MessageBarActions>
      <Button size="small" onClick={props.onTakeServer} data-testid={`${testId}-take-server`}>
        Взять новые данные
      </Button>
    </MessageBarActions>
  );
  return (
    <section className={styles.root} aria-label={props.title} data-testid={testId}>
      <Text as="h2" weight="semibold" size={400}>
        {props.title}
      </Text>
      {props.changedElsewhere && (
        <MessageBar intent="warning" layout="multiline" data-testid={`${testId}-changed`}>
          <MessageBarBody>
            {props.changedElsewhere} Ваши изменения остаются в форме и не сохранены.
          </MessageBarBody>
          {takeServer}
        </MessageBar>
      )}
      {notice && (
        <MessageBar intent={notice.intent} layout="multiline" data-testid={`${testId}-message`}>
          <MessageBarBody>
            {notice.title && <MessageBarTitle>{notice.title}</MessageBarTitle>}
            {notice.text}
          </MessageBarBody>
          {notice.intent === 'warning' && takeServer}
        </MessageBar>
      )}
      <div className={fields.grid}>{props.children}</div>
      {props.onSave && (
        <div>
          <Button
            appearance="primary"
            disabled={props.busy}
            icon={props.busy ? <Spinner size="tiny" /> : undefined}
            onClick={props.onSave}
            data-testid={`${testId}-save`}
          >
            Сохранить раздел
          </Button>
        </div>
      )}
    </section>
  );
}
