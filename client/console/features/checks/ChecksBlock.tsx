import { useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Toast,
  ToastTitle,
  Toaster,
  makeStyles,
  tokens,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { PlayRegular, SkipForwardTabRegular } from '@fluentui/react-icons';
import { CHECK_KINDS, CHECK_MESSAGES, type CheckKind } from '#events/checks/kinds';
import { CHECKABLE_STATES } from '#events/checks/rules';
import type { CandidateChecksDoc } from '#events/checks/views';
import type { QuestionnaireState } from '#events/questionnaire/states';
import { useLiveRecord } from '../../live/useLiveRecord';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../shell/http';
import { sessionAtom } from '../../shell/state/session';
import { CANDIDATE_CHECKS, getChecks, rerunCheck, skipCandidateCheck, startAllChecks } from './api';
import { CheckCard } from './CheckCard';
import { useReadOnly } from '../../shell/readOnly';
import { CardBlock } from '../../shell/CardBlock';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  grid: {
    display: 'grid',
    alignItems: 'start',
    gap: tokens.spacingVerticalS,
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Notice = { intent: 'success' | 'error' | 'warning'; text: string };
const errorText = (err: unknown) => (err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE);

/**
 * The card's checks block (issue 15): the five checks with their status, findings and history,
 * live from the `candidateChecks` record room; HR, Admin and the store's directors start and
 * re-run checks, Admin and HR skip the outside ones ('Пропустить проверку').
 */
export function ChecksBlock({
  questionnaireId,
  state,
}: {
  questionnaireId: string;
  state: QuestionnaireState;
}) {
  const styles = useStyles();
  const scope = useAtomValue(sessionAtom)?.role.scope ?? '';
  const readOnly = useReadOnly();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const toaster = useId('checks-toaster');
  const { dispatchToast } = useToastController(toaster);
  const record = useLiveRecord({
    collection: CANDIDATE_CHECKS,
    id: questionnaireId,
    load: () => getChecks(questionnaireId),
    toView: (doc, held) => ({ ...doc, externalEnabled: held.externalEnabled }),
  });
  const doc = record.data;
  if (!doc) return record.loading ? <Spinner size="small" label="Загрузка проверок…" /> : null;

  // Nothing runs from a record as it was (time travel) or for the auditor.
  const canRun = CHECKABLE_STATES.includes(state) && !readOnly;
  const canSkip = canRun && (scope === 'Admin' || scope === 'HR');
  // A toast for 'Пропустить проверку' (issue 24: it said nothing); the block's bar for the rest.
  const tell = (next: Notice, asToast: boolean) =>
    asToast
      ? dispatchToast(
          <Toast data-testid={`checks-toast-${next.intent}`}>
            <ToastTitle>{next.text}</ToastTitle>
          </Toast>,
          { intent: next.intent },
        )
      : setNotice(next);
  const run = async (
    call: () => Promise<{ message?: string; notice?: string; entity: CandidateChecksDoc }>,
    failure?: string,
    options: { toast?: boolean; success?: string } = {},
  ) => {
    setBusy(true);
    setNotice(null);
    try {
      const answer = await call();
      record.accept({ ...answer.entity, externalEnabled: doc.externalEnabled });
      const message = answer.message || options.success;
      if (message)
        tell(
          {
            intent: answer.notice ? 'warning' : 'success',
            text: answer.notice ? `${message}. ${answer.notice}` : message,
          },
          Boolean(options.toast),
        );
    } catch (err) {
      // The server's refusal when it says why (checks running, sources off), else the spec's text.
      const why = err instanceof ApiError && err.status === 422 ? err.message : (failure ?? errorText(err));
      tell({ intent: 'error', text: why }, Boolean(options.toast));
    } finally {
      setBusy(false);
    }
  };
  const skip = () =>
    void run(() => skipCandidateCheck(questionnaireId), CHECK_MESSAGES.skipFailed, {
      toast: true,
      success: CHECK_MESSAGES.skipped,
    });
  const rerun = (kind: CheckKind) => void run(() => rerunCheck(kind, questionnaireId));
  const now = new Date().toISOString();
  return (
    <CardBlock
      title="Проверки кандидата"
      data-testid="qa-checks"
      data-running={doc.running ? 'true' : 'false'}
    >
      <Toaster toasterId={toaster} />
      {!doc.externalEnabled && (
        <MessageBar intent="warning" data-testid="checks-external-off">
          <MessageBarBody>{CHECK_MESSAGES.externalOff}</MessageBarBody>
        </MessageBar>
      )}
      {notice && (
        <MessageBar intent={notice.intent} data-testid={`checks-notice-${notice.intent}`}>
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      )}
      {canRun && (
        <div className={styles.actions}>
          <Button
            appearance="primary"
            icon={<PlayRegular />}
            disabled={busy || doc.running}
            onClick={() => void run(() => startAllChecks(questionnaireId))}
            data-testid="checks-start"
          >
            Запустить проверки
          </Button>
          {canSkip && (
            <Button
              icon={<SkipForwardTabRegular />}
              disabled={busy || doc.running}
              onClick={skip}
              data-testid="checks-skip"
            >
              Пропустить проверку
            </Button>
          )}
          {doc.running && (
            <Text className={styles.muted} data-testid="checks-busy">
              {CHECK_MESSAGES.busy}
            </Text>
          )}
        </div>
      )}
      <div className={styles.grid}>
        {CHECK_KINDS.map((kind) => (
          <CheckCard key={kind} kind={kind} doc={doc} now={now} canRun={canRun} busy={busy} onRun={rerun} />
        ))}
      </div>
    </CardBlock>
  );
}
