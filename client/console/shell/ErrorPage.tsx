import { makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { HomeLink } from './HomeLink';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingVerticalXXXL,
    minHeight: '50vh',
    textAlign: 'center',
  },
  text: { maxWidth: '480px', color: tokens.colorNeutralForeground2 },
});

interface ErrorPageProps {
  title: string;
  /** A line under the title, if the title alone does not say enough. */
  text?: string;
  testId: string;
  /** The test id of its 'На главную' link. */
  homeTestId: string;
}

/** A console page that cannot be shown (not found, forbidden), inside the shell: a title, a line, the way home. */
export function ErrorPage({ title, text, testId, homeTestId }: ErrorPageProps) {
  const styles = useStyles();
  return (
    <div className={styles.root} data-testid={testId}>
      <Title2 as="h1">{title}</Title2>
      {text && <Text className={styles.text}>{text}</Text>}
      <HomeLink testId={homeTestId} />
    </div>
  );
}
