import type { HTMLAttributes, ReactNode } from 'react';
import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  block: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

interface CardBlockProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: ReactNode;
  /** The block's buttons, in a wrapping row under its body; none: no row. */
  actions?: ReactNode;
  /** 'section' for a block that stands as a part of the page; a plain 'div' otherwise. */
  as?: 'div' | 'section';
  children?: ReactNode;
}

/**
 * A block of a candidate's card (checks, 1C, notifications): a framed column with its title, its
 * body and, where given, its buttons. Other attributes (test ids, data-*) go on the frame.
 */
export function CardBlock({
  title,
  actions,
  as: Root = 'div',
  className,
  children,
  ...rest
}: CardBlockProps) {
  const styles = useStyles();
  return (
    <Root className={mergeClasses(styles.block, className)} {...rest}>
      <Text weight="semibold" size={400}>
        {title}
      </Text>
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </Root>
  );
}
