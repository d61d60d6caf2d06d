import { useEffect, useState } from 'react';
import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { APPROVAL_MESSAGES } from '#events/approval/events';
import { approvalStatus, requestCodeControl, selfEmploymentAllows } from '#events/approval/rules';
import type { QuestionnaireState } from '#events/questionnaire/states';
import { useLiveRecord } from '#client/console/live/useLiveRecord';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '#client/console/shell/http';
import {
  APPROVALS,
  approveByClick,
  confirmCode,
  getApproval,
  requestCode,
  toApprovalView,
  type ApprovalAnswer,
} from '../api';
import { later, readWindowStart, saveWindowStart, useCountdown } from '../countdown';
import { useApprovalRecordRooms, usePollingWhileOffline, useApprover } from '../live';
import { ApprovalStatus } from './ApprovalStatus';
import { CodeForm, RequestCodeForm } from './ApprovalForms';
import { WrongCodeDialog } from './WrongCodeDialog';
import { useReadOnly } from '#client/console/shell/readOnly';
import { HistoryButton } from '../../history';

const useStyles = makeStyles({
  block: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

type Notice = { kind: 'success' | 'error'; title?: string; text: string };

/**
 * The agreement block of the card (spec part 2, sections 2, 4, 8): 'Запросить код', the manual phone
 * when asked, the code and its 2-hour countdown, the outcome. Live through the approvals record room;
 * polled every 5 s only while the socket is down.
 */
export function ApprovalBlock({
  questionnaire,
}: {
  questionnaire: { id: string; state: QuestionnaireState; IStoreId: string };
}) {
  const styles = useStyles();
  const { id } = questionnaire;
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [phonePrompt, setPhonePrompt] = useState<string | null>(null);
  const [wrongCode, setWrongCode] = useState<string | null>(null);
  const [storedStart, setStoredStart] = useState(() => readWindowStart(id));
  // The self-employment result's age is judged when the card opens (a fresh load re-judges it).
  const [openedAt] = useState(() => Date.now());
  const me = useApprover();
  const readOnly = useReadOnly();
  const record = useLiveRecord({
    collection: APPROVALS,
    id,
    rooms: useApprovalRecordRooms(id, questionnaire.IStoreId),
    load: () => getApproval(id),
    toView: (doc) => toApprovalView(doc),
  });
  const doc = record.data;
  const has = doc?.statuses.confirmationDR.has ?? false;
  usePollingWhileOffline(() => void record.reload(), has);
  // A request made elsewhere (another console) starts the countdown here too: the later start wins.
  const requestedAt = doc?.request?.at ?? null;
  const windowStart = later(storedStart, requestedAt);
  useEffect(() => {
    if (windowStart && windowStart !== storedStart) saveWindowStart(id, windowStart);
  }, [id, windowStart, storedStart]);
  const leftMs = useCountdown(id, windowStart);

  const run = async (call: () => Promise<ApprovalAnswer>, onAnswer: (a: ApprovalAnswer) => void) => {
    setBusy(true);
    setNotice(null);
    try {
      const answer = await call();
      record.accept(answer.entity);
      onAnswer(answer);
    } catch (err) {
      const message = err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE;
      if (err instanceof ApiError && err.details?.needPhone === true) setPhonePrompt(message);
      else if (message === APPROVAL_MESSAGES.wrongCode) setWrongCode(message);
      else setNotice({ kind: 'error', text: message });
      void record.reload();
    } finally {
      setBusy(false);
    }
  };

  const onRequest = (phone?: string) =>
    run(
      () => requestCode(id, phone),
      (answer) => {
        setPhonePrompt(null);
        const at = answer.entity.request?.at ?? new Date().toISOString();
        saveWindowStart(id, at);
        setStoredStart(at);
        const to = answer.entity.request?.phoneMasked;
        setNotice({ kind: 'success', title: answer.title, text: `${answer.message}${to ? `: ${to}` : ''}` });
      },
    );
  const onConfirm = (code: string) =>
    run(
      () => confirmCode(id, code),
      (answer) => setNotice({ kind: 'success', text: answer.message }),
    );

  const onApprove = () =>
    run(
      () => approveByClick(id),
      (answer) => setNotice({ kind: 'success', text: answer.message }),
    );

  const status = approvalStatus(doc);
  // The director the request went to (or Admin) may approve right here, as on 'Согласования' (a
  // stale approval is pending for them again).
  const mayClick = doc?.pending === true && (me.isAdmin || (doc.pendingFor ?? '') === me.userId);
  const control = requestCodeControl(questionnaire.state, selfEmploymentAllows(questionnaire, openedAt), doc);
  const codeOpen = status === 'pending' && doc?.request !== null && leftMs > 0;
  return (
    <div className={styles.block} data-testid="qa-director" data-has={String(has)}>
      <Text weight="semibold" size={400}>
        Согласование директора
      </Text>
      <HistoryButton kind="approval" id={questionnaire.id} />
      {record.loading && !doc ? (
        <Spinner size="tiny" />
      ) : (
        <ApprovalStatus doc={doc} state={questionnaire.state} />
      )}
      {status !== 'approved' && !control.hidden && !readOnly && (
        <RequestCodeForm
          control={control}
          busy={busy}
          phonePrompt={phonePrompt}
          again={doc?.request != null}
          onRequest={(phone) => void onRequest(phone)}
        />
      )}
      {mayClick && !readOnly && (
        <div>
          <Button disabled={busy} onClick={() => void onApprove()} data-testid="approval-approve-card">
            Согласовать без кода
          </Button>
        </div>
      )}
      {codeOpen && !readOnly && (
        <CodeForm busy={busy} leftMs={leftMs} onConfirm={(code) => void onConfirm(code)} />
      )}
      {notice && (
        <MessageBar intent={notice.kind} data-testid={`approval-${notice.kind}`}>
          <MessageBarBody>
            {notice.title && <MessageBarTitle>{notice.title}</MessageBarTitle>}
            {notice.text}
          </MessageBarBody>
        </MessageBar>
      )}
      {wrongCode && <WrongCodeDialog message={wrongCode} onClose={() => setWrongCode(null)} />}
    </div>
  );
}
