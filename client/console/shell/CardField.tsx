import type { ReactNode } from 'react';
import { makeStyles, Text, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  label: { color: tokens.colorNeutralForeground3 },
  value: {
    overflowWrap: 'anywhere',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
  },
});

export interface CardFieldProps {
  label: string;
  children: ReactNode;
  testId?: string;
}

/** A labelled value of the questionnaire card; an empty value shows a dash. */
export function CardField({ label, children, testId }: CardFieldProps) {
  const styles = useStyles();
  const empty = children === '' || children === null || children === undefined;
  return (
    <div className={styles.field}>
      <Text size={200} className={styles.label}>
        {label}
      </Text>
      <div className={styles.value} data-testid={testId}>
        {empty ? '—' : children}
      </div>
    </div>
  );
}
