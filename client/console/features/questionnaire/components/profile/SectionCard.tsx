import type { ReactNode } from 'react';
import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

export interface SectionCardProps {
  title: string;
  testId: string;
  busy: boolean;
  message: { ok: boolean; text: string } | null;
  onSave: () => void;
  children: ReactNode;
}

/** One section of the profile with its own 'Сохранить раздел' (sections are saved one by one). */
export function SectionCard({ title, testId, busy, message, onSave, children }: SectionCardProps) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-label={title} data-testid={testId}>
      <Text weight="semibold" size={400}>
        {title}
      </Text>
      {message && (
        <MessageBar intent={message.ok ? 'success' : 'error'} data-testid={`${testId}-message`}>
          <MessageBarBody>{message.text}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.grid}>{children}</div>
      <div>
        <Button
          appearance="primary"
          disabled={busy}
          icon={busy ? <Spinner size="tiny" /> : undefined}
          onClick={onSave}
          data-testid={`${testId}-save`}
        >
          Сохранить раздел
        </Button>
      </div>
    </section>
  );
}
