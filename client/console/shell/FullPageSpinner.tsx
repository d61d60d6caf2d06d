import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    height: '100%',
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
  },
});

/** Shown while the auth state is still unknown. */
export function FullPageSpinner({ note }: { note?: string | null }) {
  const styles = useStyles();
  return (
    <div className={styles.root} data-testid="auth-spinner">
      <Spinner size="large" label="Загрузка…" />
      {note && <Text>{note}</Text>}
    </div>
  );
}
