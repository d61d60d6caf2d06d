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
  hint: { maxWidth: '480px', color: tokens.colorNeutralForeground2 },
});

/** A console page the user's role may not open (403), shown inside the shell. */
export function ForbiddenPage() {
  const styles = useStyles();
  return (
    <div className={styles.root} data-testid="page-forbidden">
      <Title2 as="h1">Недостаточно прав</Title2>
      <Text className={styles.hint}>
        Этот раздел недоступен для вашей роли. Если он нужен вам для работы, обратитесь к администратору
        системы или войдите под другой учётной записью.
      </Text>
      <HomeLink testId="forbidden-home" />
    </div>
  );
}
