import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useLocation } from 'wouter';
import type { QuestionnaireState } from '#events/questionnaire/states';
import { socketConnectedAtom } from '#client/console/live/presence';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '#client/console/shell/http';
import { checkOneS, type HireView } from '../api-hire';
import {
  CHECK_MAX_MS,
  checkPhase,
  checkResult,
  elapsedText,
  ONE_S_TEXTS,
  saysNotCreated,
  signingPath,
} from './OneSBlockText';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** While the socket is down the hire is fetched at the spec's ping pace (section 9: 5 s). */
const OFFLINE_POLL_MS = 5000;

/**
 * 'Статус документов 1С' (spec part 2, 'Modals'; issue 26 item 3). Mounted by 'Проверить статус
 * документов': starts a check (POST /one_s/check/{id}) and follows it live in `hire.check` — the
 * step, the elapsed time ticking each second, a bar over the five minutes a check may take. It
 * closes only when there is no error: 'документ не создан' keeps it open with 'Откатить анкету' and
 * a retry; any other failure goes to the card's generic 'Ошибка' modal (`onFailure`).
 */
export function OneSStatusDialog({
  questionnaireId,
  state,
  hire,
  busy,
  reload,
  onRollback,
  onFailure,
  onClose,
}: {
  questionnaireId: string;
  state: QuestionnaireState;
  hire: HireView | null;
  busy: boolean;
  reload: () => void;
  onRollback: () => void;
  onFailure: (message: string) => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  const [, navigate] = useLocation();
  const [checkId, setCheckId] = useState<string | null>(null);
  const [clickedAt, setClickedAt] = useState(() => new Date().toISOString());
  const [now, setNow] = useState(() => Date.now());
  const connected = useAtomValue(socketConnectedAtom);
  const started = useRef(false);
  const latest = useRef({ hire, onFailure });
  useEffect(() => {
    latest.current = { hire, onFailure };
  });

  const start = useCallback(async () => {
    setCheckId(null);
    setClickedAt(new Date().toISOString());
    try {
      setCheckId((await checkOneS(questionnaireId)).checkId);
    } catch (err) {
      // A check someone else started is still running: this dialog follows it instead.
      const running = latest.current.hire?.check;
      if (err instanceof ApiError && err.status === 409 && running && !running.finishedAt)
        return setCheckId(running.checkId);
      latest.current.onFailure(err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE);
    }
  }, [questionnaireId]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  const check = hire?.check ?? null;
  // Until the server names this check, an older check's outcome is not this one's.
  const phase = checkId === null ? 'starting' : checkPhase(check, checkId);
  const going = phase === 'starting' || phase === 'running';
  const notCreated = phase === 'error' && saysNotCreated(check?.message);

  // The elapsed time ticks every second while the check goes: never a frozen spinner.
  useEffect(() => {
    if (!going) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [going]);

  // Without the socket the progress is fetched, so the dialog never waits on a dead link.
  useEffect(() => {
    if (!going || connected) return;
    const timer = setInterval(reload, OFFLINE_POLL_MS);
    return () => clearInterval(timer);
  }, [going, connected, reload]);

  // Any failure other than 'документ не создан' is the generic 'Ошибка' modal's.
  useEffect(() => {
    if (phase === 'error' && !notCreated) latest.current.onFailure(check?.message || UNKNOWN_ERROR_MESSAGE);
  }, [phase, notCreated, check?.message]);

  const since = phase === 'starting' ? clickedAt : (check?.startedAt ?? clickedAt);
  const result = checkResult(state, hire);
  return (
    <Dialog
      open
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open && phase !== 'error') onClose();
      }}
    >
      <DialogSurface data-testid="onec-dialog" data-phase={phase} data-step={check?.step ?? ''}>
        <DialogBody>
          <DialogTitle>{ONE_S_TEXTS.dialogTitle}</DialogTitle>
          <DialogContent className={styles.body}>
            {going && (
              <>
                <Text data-testid="onec-dialog-step">
                  {phase === 'starting'
                    ? 'Запрос отправлен в 1С…'
                    : check?.stepTitle || 'Проверка документов в 1С'}
                </Text>
                <ProgressBar
                  value={Math.min(0.98, (now - Date.parse(since)) / CHECK_MAX_MS)}
                  thickness="large"
                  data-testid="onec-dialog-progress"
                />
                <Text className={styles.muted} data-testid="onec-dialog-elapsed">
                  Прошло {elapsedText(since, now)} (проверка может занять до 5 минут)
                </Text>
              </>
            )}
            {phase === 'ok' && (
              <Text weight="semibold" data-testid="onec-dialog-result">
                {result.text}
              </Text>
            )}
            {phase === 'error' && (
              <MessageBar intent="error" layout="multiline" data-testid="onec-dialog-error">
                <MessageBarBody>{check?.message || UNKNOWN_ERROR_MESSAGE}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions fluid>
            {phase === 'ok' && result.toSigning && (
              <Button
                appearance="primary"
                onClick={() => navigate(signingPath(questionnaireId))}
                data-testid="onec-dialog-signing"
              >
                {ONE_S_TEXTS.goToSigning}
              </Button>
            )}
            {notCreated && (
              <Button
                appearance="primary"
                disabled={busy}
                onClick={onRollback}
                data-testid="onec-dialog-rollback"
              >
                {ONE_S_TEXTS.rollback}
              </Button>
            )}
            {phase === 'error' && (
              <Button disabled={busy} onClick={() => void start()} data-testid="onec-dialog-retry">
                {ONE_S_TEXTS.retryCheck}
              </Button>
            )}
            {phase !== 'error' && (
              <Button onClick={onClose} data-testid="onec-dialog-close">
                Закрыть
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
