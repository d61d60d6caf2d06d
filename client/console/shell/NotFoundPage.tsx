import { makeStyles, Link, Title2, tokens } from '@fluentui/react-components';

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

/** Unknown paths and routes the user may not open. The main page is the public site: a full load. */
export function NotFoundPage() {
  const styles = useStyles();
  return (
    <div className={styles.root} data-testid="page-not-found">
      <Title2 as="h1">Страница не существует</Title2>
      <Link href="/" data-testid="not-found-home">
        На главную
      </Link>
    </div>
  );
}
