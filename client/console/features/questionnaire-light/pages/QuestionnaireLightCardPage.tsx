import { useRef, useState } from 'react';
import {
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { ApiError } from '#client/console/shell/http';
import {
  acceptQuestionnaireLight,
  declineQuestionnaireLight,
  getQuestionnaireLight,
  QUESTIONNAIRES_LIGHT,
  restoreQuestionnaireLight,
  toEntity,
  type ActionResult,
} from '../api';
import { PresenceBar } from '#client/console/shell/PresenceBar';
import { QuestionnaireActions, type ReviewAction } from '../components/QuestionnaireActions';
import { QuestionnaireCard } from '../components/QuestionnaireCard';
import { ErasePersonalData } from '../components/ErasePersonalData';
import { goBack, listPath } from './listState';
import { actionErrorText, liveChangeText } from './liveNotice';
import { useLiveRecord } from '#client/console/live/useLiveRecord';
import { NOT_FOUND } from './liveNotice';
import { NotificationsBlock } from '../../notifications';
import { useReadOnly } from '#client/console/shell/readOnly';
import { HistoryButton } from '../../history';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    alignSelf: 'flex-start',
  },
});

type Notice = { kind: 'live' | 'conflict' | 'error'; text: string };
const NOTICE_TEST_IDS = { live: 'ql-live-change', conflict: 'ql-conflict', error: 'ql-action-error' };

/** /protected/questionnaire-light/{id}: the card, live, with the review actions of its status. */
export function QuestionnaireLightCardPage({ id }: { id: string }) {
  const styles = useStyles();
  const [, navigate] = useLocation();
  const [notices, setNotices] = useState<Notice[]>([]);
  const [busy, setBusy] = useState(false);
  // While our own action is in flight its live echo is not "someone else's change".
  const acting = useRef(false);
  const readOnly = useReadOnly();
  const show = (notice: Notice) =>
    setNotices((prev) => [...prev.filter((n) => n.kind !== notice.kind), notice]);

  const doc = useLiveRecord({
    collection: QUESTIONNAIRES_LIGHT,
    id,
    load: () => getQuestionnaireLight(id).then((r) => r.entity),
    notFound: NOT_FOUND,
    toView: (pushed) => toEntity(pushed, id),
    onLiveChange: (next, previous, raw) => {
      if (!acting.current) show({ kind: 'live', text: liveChangeText(next, previous, raw) });
    },
  });
  const entity = doc.data;
  const backTo = listPath(entity?.type ?? 'new');

  const act = async (action: ReviewAction, comment: string) => {
    if (!entity) return;
    const base = { questionnaireId: entity.id, revision: entity.revision };
    const previousType = entity.type;
    acting.current = true;
    setBusy(true);
    setNotices([]);
    try {
      let result: ActionResult;
      if (action === 'accept')
        result = await acceptQuestionnaireLight({ ...base, comment: comment || undefined });
      else if (action === 'decline') result = await declineQuestionnaireLight({ ...base, comment });
      else result = await restoreQuestionnaireLight(base);
      doc.accept(result.entity);
      // After any action the user goes back (spec part 1, section 2).
      goBack(navigate, listPath(previousType));
    } catch (err) {
      show({
        kind: err instanceof ApiError && err.status === 409 ? 'conflict' : 'error',
        text: actionErrorText(err),
      });
      await doc.reload();
    } finally {
      acting.current = false;
      setBusy(false);
    }
  };

  return (
    <section className={styles.root}>
      <Link className={styles.back} onClick={() => goBack(navigate, backTo)} data-testid="ql-back">
        <ArrowLeftRegular aria-hidden />К списку анкет
      </Link>
      <PresenceBar viewers={doc.viewers} />
      {entity && <HistoryButton kind="questionnaireLight" id={String(entity.id)} />}
      {notices.map((notice) => (
        <MessageBar
          key={notice.kind}
          intent={notice.kind === 'live' ? 'warning' : 'error'}
          data-testid={NOTICE_TEST_IDS[notice.kind]}
        >
          <MessageBarBody>
            {notice.kind === 'conflict' && <MessageBarTitle>Действие не выполнено</MessageBarTitle>}
            {notice.text}
          </MessageBarBody>
        </MessageBar>
      ))}
      {doc.loading && <Spinner label="Загрузка…" data-testid="ql-loading" />}
      {!doc.loading && doc.error && !entity && (
        <MessageBar intent="error" data-testid="ql-error">
          <MessageBarBody>{doc.error.message}</MessageBarBody>
        </MessageBar>
      )}
      {entity && (
        <QuestionnaireCard
          entity={entity}
          actions={readOnly ? null : <QuestionnaireActions status={entity.type} busy={busy} onAction={act} />}
        />
      )}
      {entity && <NotificationsBlock kind="light" id={String(entity.id)} candidateRef={`al${entity.id}`} />}
      {entity && <ErasePersonalData id={entity.id} surname={entity.info.surname} />}
    </section>
  );
}
