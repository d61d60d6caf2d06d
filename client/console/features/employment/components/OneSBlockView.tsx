import {
  Badge,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import {
  ArrowClockwiseRegular,
  ArrowSyncRegular,
  ArrowUndoRegular,
  DocumentSearchRegular,
  SignatureRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import type { QuestionnaireState } from '#events/questionnaire/states';
import type { DriftDecision, HireView } from '../api-hire';
import { CardBlock } from '../../../shell/CardBlock';
import { DriftBanner } from './DriftBanner';
import { moscowDateTime, ONE_S_TEXTS, oneSButtons, statusLine, type OneSButtons } from './OneSBlockText';

const useStyles = makeStyles({
  status: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // A long 1C message wraps inside the badge on a phone instead of spilling out of it.
  badge: { height: 'auto', minHeight: '20px', whiteSpace: 'normal', textAlign: 'start' },
  statusText: { overflowWrap: 'anywhere', paddingBlock: '1px' },
  muted: { color: tokens.colorNeutralForeground3 },
  documents: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

const TONE_COLOR = {
  informative: 'informative',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
} as const;

/** The 1C buttons in the spec's order ('Other blocks'); a link works while an action is busy. */
const BUTTONS: {
  key: keyof OneSButtons;
  Icon: FluentIcon;
  testId: string;
  primary?: boolean;
  navigates?: boolean;
}[] = [
  { key: 'checkStatus', Icon: ArrowSyncRegular, testId: 'onec-check' },
  { key: 'goToSigning', Icon: SignatureRegular, testId: 'onec-signing', primary: true, navigates: true },
  { key: 'viewDocuments', Icon: DocumentSearchRegular, testId: 'onec-view-documents', navigates: true },
  { key: 'regenerate', Icon: ArrowClockwiseRegular, testId: 'onec-regenerate' },
  { key: 'rollback', Icon: ArrowUndoRegular, testId: 'onec-rollback' },
];

export interface OneSActions {
  checkStatus: () => void;
  goToSigning: () => void;
  viewDocuments: () => void;
  regenerate: () => void;
  rollback: () => void;
  resolveDrift: (decision: DriftDecision) => void;
}

/**
 * What the card's 1C block shows (spec part 2, section 4 '1C flow', 'Other blocks'): the status
 * line, who sent the hire and when, 1C's document number, the drift, the documents once employed,
 * and the 1C buttons for those who may employ (`canAct`). Pure drawing: OneSBlock feeds it.
 */
export function OneSBlockView({
  state,
  hire,
  loading,
  canAct,
  busy,
  actions,
}: {
  state: QuestionnaireState;
  hire: HireView | null;
  loading: boolean;
  canAct: boolean;
  busy: boolean;
  actions: OneSActions;
}) {
  const styles = useStyles();
  const line = statusLine(state, hire);
  const buttons = oneSButtons(state, hire);
  // The error the status line does not already say (a delivery failure shows it there).
  const error =
    hire?.lastError && hire.status !== 'failed' && hire.status !== 'unavailable' ? hire.lastError : null;
  const running = hire?.check && !hire.check.finishedAt ? hire.check : null;
  return (
    <CardBlock
      as="section"
      title={ONE_S_TEXTS.title}
      data-testid="onec-block"
      data-status={hire?.status ?? 'none'}
      data-state={state}
      actions={
        canAct &&
        BUTTONS.filter((b) => buttons[b.key]).map(({ key, Icon, testId, primary, navigates }) => (
          <Button
            key={key}
            appearance={primary ? 'primary' : 'secondary'}
            icon={<Icon />}
            disabled={busy && !navigates}
            onClick={actions[key]}
            data-testid={testId}
          >
            {ONE_S_TEXTS[key]}
          </Button>
        ))
      }
    >
      {loading && !hire ? (
        <Spinner size="tiny" />
      ) : (
        <div className={styles.status}>
          <Badge
            className={styles.badge}
            appearance="tint"
            color={TONE_COLOR[line.tone]}
            data-testid="onec-status"
            data-tone={line.tone}
          >
            <span className={styles.statusText}>{line.text}</span>
          </Badge>
          {running && (
            <Text size={200} className={styles.muted} data-testid="onec-check-running">
              Идёт проверка: {running.stepTitle}
            </Text>
          )}
        </div>
      )}
      {hire && (
        <Text size={200} className={styles.muted} data-testid="onec-sent-by">
          Отправлено в 1С: {hire.requestedBy.name}, {moscowDateTime(hire.requestedAt)}
        </Text>
      )}
      {hire?.document?.number && (
        <Text size={200} data-testid="onec-doc-number">
          Документ 1С № {hire.document.number}
        </Text>
      )}
      {error && (
        <MessageBar intent="error" layout="multiline" data-testid="onec-error">
          <MessageBarBody>{error.message}</MessageBarBody>
        </MessageBar>
      )}
      {hire?.drift && (
        <DriftBanner drift={hire.drift} canAct={canAct} busy={busy} onResolve={actions.resolveDrift} />
      )}
      {state === 'employed' && hire && hire.documents.length > 0 && (
        <ul className={styles.documents} data-testid="onec-documents">
          {hire.documents.map((title) => (
            <li key={title}>{title}</li>
          ))}
        </ul>
      )}
    </CardBlock>
  );
}
