import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { HireView } from '../api-hire';
import type { DriftDecision } from '../api-hire';
import { DRIFT_TITLES, moscowDateTime } from './OneSBlockText';

const useStyles = makeStyles({
  changes: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
  value: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
});

/**
 * The 1C document changed after our push (issue 26 item 4, reconciliation): what changed (field,
 * before → after), when it was seen, and — for those who may employ — send our data again or accept
 * 1C's version. Shown while `hire.drift` is set; the decision is recorded as an event by the server.
 */
export function DriftBanner({
  drift,
  canAct,
  busy,
  onResolve,
}: {
  drift: NonNullable<HireView['drift']>;
  canAct: boolean;
  busy: boolean;
  onResolve: (decision: DriftDecision) => void;
}) {
  const styles = useStyles();
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="onec-drift" data-kind={drift.kind}>
      <MessageBarBody>
        <MessageBarTitle>{DRIFT_TITLES[drift.kind]}</MessageBarTitle>
        <span data-testid="onec-drift-seen">Замечено {moscowDateTime(drift.seenAt)}</span>
        {drift.changes.length > 0 && (
          <ul className={styles.changes} data-testid="onec-drift-changes">
            {drift.changes.map((change) => (
              <li key={change.field} data-testid="onec-drift-change">
                {change.field}: <span className={styles.value}>{change.before || '—'}</span> →{' '}
                <span className={styles.value}>{change.after || '—'}</span>
              </li>
            ))}
          </ul>
        )}
      </MessageBarBody>
      {canAct && (
        <MessageBarActions>
          <Button
            size="small"
            disabled={busy}
            onClick={() => onResolve('resend')}
            data-testid="onec-drift-resend"
          >
            Отправить наши данные повторно
          </Button>
          <Button
            size="small"
            disabled={busy}
            onClick={() => onResolve('accept')}
            data-testid="onec-drift-accept"
          >
            Принять версию 1С
          </Button>
        </MessageBarActions>
      )}
    </MessageBar>
  );
}
