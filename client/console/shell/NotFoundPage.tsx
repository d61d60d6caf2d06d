import { makeStyles, Title2, tokens } from '@fluentui/react-components';
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
});

/** Unknown paths. 'На главную' is the user's start page in the console (the public site when signed out). */
export function NotFoundPage() {
  const styles = useStyles();
  return (
    <div className={styles.root} data-testid="page-not-found">
      <Title2 as="h1">Страница не существует</Title2>
      <HomeLink testId="not-found-home" />
    </div>
  );
}
