import type { ReactNode } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

export interface FilterBarReset {
  onReset: () => void;
  disabled?: boolean;
  testId: string;
}

/**
 * A list's bar of filters (a search landmark): its fields in a wrapping row and, where given,
 * 'Сбросить' at the end.
 */
export function FilterBar({
  testId,
  reset,
  children,
}: {
  testId: string;
  reset?: FilterBarReset;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="search" data-testid={testId}>
      {children}
      {reset && (
        <Button
          icon={<DismissRegular />}
          onClick={reset.onReset}
          disabled={reset.disabled}
          data-testid={reset.testId}
        >
          Сбросить
        </Button>
      )}
    </div>
  );
}
