import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground2,
  },
  icon: { fontSize: '40px', color: tokens.colorNeutralForeground3 },
});

export interface EmptyResultProps {
  /** Without it (a list with no filters) the reset button is not shown. */
  onReset?: () => void;
}

/** Nothing matches (spec part 2, section 2): 'По вашему запросу ничего не найдено' and a reset button. */
export function EmptyResult({ onReset }: EmptyResultProps) {
  const styles = useStyles();
  return (
    <div className={styles.root} data-testid="ql-empty">
      <SearchRegular className={styles.icon} aria-hidden />
      <Text size={400}>По вашему запросу ничего не найдено</Text>
      {onReset && (
        <Button appearance="primary" onClick={onReset} data-testid="ql-empty-reset">
          Сбросить фильтры
        </Button>
      )}
    </div>
  );
}
