import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { POSITIONS_PATH } from './location';

const useStyles = makeStyles({
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    alignSelf: 'flex-start',
  },
});

/** Back to /protected/positions. */
export function BackLink() {
  const styles = useStyles();
  const [, navigate] = useLocation();
  return (
    <Link
      className={styles.back}
      href={POSITIONS_PATH}
      onClick={(event) => {
        event.preventDefault();
        navigate(POSITIONS_PATH);
      }}
      data-testid="back-link"
    >
      <ArrowLeftRegular aria-hidden />К вакансиям
    </Link>
  );
}
