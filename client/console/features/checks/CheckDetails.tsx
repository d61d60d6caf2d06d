import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { CHECK_MESSAGES, FSSP_DEBT_FIELDS, FSSP_DEBT_TITLES, type CheckKind } from '#events/checks/kinds';
import type { CheckRunView } from '#events/checks/views';
import { rub } from './format';

const useStyles = makeStyles({
  list: {
    margin: 0,
    paddingLeft: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: tokens.spacingHorizontalM,
    rowGap: '2px',
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** What a finished check found, per kind (spec part 2, sections 3 and 4). */
export function CheckDetails({ kind, run }: { kind: CheckKind; run: CheckRunView }) {
  const styles = useStyles();
  const result = run.result;
  if (kind === 'blacklist' && result?.blacklist?.has)
    return <Text data-testid="check-blacklist-info">{result.blacklist.info ?? ''}</Text>;
  if (kind === 'criminalRecord' && result?.criminalRecord?.has)
    return <Text data-testid="check-criminal-info">{result.criminalRecord.info ?? ''}</Text>;
  if (kind === 'storeVacancy' && result?.storeVacancy)
    return (
      <Text data-testid="check-vacancy-message">
        {result.storeVacancy.value
          ? result.storeVacancy.message
          : `${CHECK_MESSAGES.noVacancy}: ${result.storeVacancy.message}`}
      </Text>
    );
  if (kind === 'fssp' && result?.fssp) {
    const fssp = result.fssp;
    return (
      <>
        <div className={styles.grid} data-testid="check-fssp-debts">
          {FSSP_DEBT_FIELDS.map((field) => (
            <span key={field} style={{ display: 'contents' }}>
              <Text className={styles.muted}>{FSSP_DEBT_TITLES[field]}</Text>
              <Text data-testid={`check-fssp-${field}`}>{rub(fssp[field])}</Text>
            </span>
          ))}
        </div>
        {fssp.info.length > 0 && (
          <ul className={styles.list}>
            {fssp.info.map((line) => (
              <li key={line}>
                <Text size={200}>{line}</Text>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  if (kind === 'selfEmployment' && result?.selfEmployment && result.selfEmployment.payments.length > 0)
    return (
      <ul className={styles.list} data-testid="check-payments">
        {result.selfEmployment.payments.map((p) => (
          <li key={p.id}>
            <Text size={200}>
              {p.id}: {rub(p.amount)}, {p.status}
            </Text>
          </li>
        ))}
      </ul>
    );
  return null;
}
