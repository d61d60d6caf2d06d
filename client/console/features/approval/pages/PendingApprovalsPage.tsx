import { useState } from 'react';
import {
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useLiveList } from '#client/console/live/useLiveList';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '#client/console/shell/http';
import { APPROVALS, approveByClick, listPending, toApprovalView, type ApprovalView } from '../api';
import { PendingRow } from '../components/PendingRow';
import { byRequestTime, isMinePending } from '../live';
import { useApprovalRooms, useApprover } from '../live';
import { usePollingWhileOffline } from '../live';
import { useReadOnly } from '#client/console/shell/readOnly';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '960px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Notice = { intent: 'success' | 'error'; text: string };

/**
 * /protected/approvals: the requests waiting for this director's approval (Admin: every one), live
 * from their stores' rooms; 'Согласовать' approves in one click (recorded with who, the revision and
 * 'by click'). An approval given elsewhere (a code entered on the card) takes the row away at once.
 */
export function PendingApprovalsPage() {
  const styles = useStyles();
  const me = useApprover();
  const readOnly = useReadOnly();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const list = useLiveList<ApprovalView, ApprovalView>({
    collection: APPROVALS,
    rooms: useApprovalRooms(),
    load: listPending,
    toView: (doc) => toApprovalView(doc),
    belongs: (doc) => isMinePending(doc, me),
    order: byRequestTime,
  });
  usePollingWhileOffline(() => void list.reload(), false);

  const approve = async (doc: ApprovalView) => {
    setBusyId(doc.id);
    setNotice(null);
    try {
      const answer = await approveByClick(doc.id);
      list.merge([answer.entity]);
      setNotice({ intent: 'success', text: `${answer.message}: ${doc.candidateName}` });
      void list.reload();
    } catch (err) {
      setNotice({ intent: 'error', text: err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE });
    } finally {
      setBusyId(null);
    }
  };

  const rows = list.rows.filter((doc) => isMinePending(doc, me));
  return (
    <section className={styles.root} data-testid="approvals-page" data-count={rows.length}>
      <Title2 as="h1">Согласование кандидатов</Title2>
      <Text className={styles.muted}>
        Кандидаты прошли проверки и ждут вашего согласования. Согласовать можно здесь одним нажатием или кодом
        из СМС на карточке анкеты.
      </Text>
      {notice && (
        <MessageBar intent={notice.intent} data-testid={`approvals-${notice.intent}`}>
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      )}
      {list.error && (
        <MessageBar intent="error">
          <MessageBarBody>{list.error}</MessageBarBody>
        </MessageBar>
      )}
      {!list.loaded && <Spinner label="Загрузка…" />}
      {list.loaded && rows.length === 0 && (
        <Text data-testid="approvals-empty">Нет запросов на согласование</Text>
      )}
      {rows.map((doc) => (
        <PendingRow
          key={doc.id}
          doc={doc}
          highlighted={list.highlighted.has(doc.id)}
          canApprove={!readOnly && (me.isAdmin || doc.pendingFor === me.userId)}
          busy={busyId === doc.id}
          onApprove={() => void approve(doc)}
        />
      ))}
    </section>
  );
}
