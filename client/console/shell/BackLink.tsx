import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';

const useStyles = makeStyles({
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    alignSelf: 'flex-start',
  },
});

export interface BackLinkProps {
  /** The route it leads to: a real address (open in a new tab works), followed inside the app. */
  to: string;
  children: ReactNode;
  testId: string;
}

/** A back link with an arrow, e.g. 'К вакансиям' or 'К списку шаблонов'. */
export function BackLink({ to, children, testId }: BackLinkProps) {
  const styles = useStyles();
  const [, navigate] = useLocation();
  return (
    <Link
      className={styles.back}
      href={to}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
      data-testid={testId}
    >
      <ArrowLeftRegular aria-hidden />
      {children}
    </Link>
  );
}
