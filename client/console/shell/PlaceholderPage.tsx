import { makeStyles, Text, Title2, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface PlaceholderProps {
  title: string;
  /** The issue area that will build this section. */
  area: string;
}

/** A section that a later issue builds; says so plainly. */
export function PlaceholderPage({ title, area }: PlaceholderProps) {
  const styles = useStyles();
  return (
    <section className={styles.root} data-testid="placeholder">
      <Title2 as="h1">{title}</Title2>
      <Text>Раздел в разработке: {area}</Text>
    </section>
  );
}
