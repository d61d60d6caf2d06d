import { useRef, useState } from 'react';
import {
  Badge,
  Button,
  Divider,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  Text,
  Title2,
  Tooltip,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ArrowUndoRegular, DismissCircleRegular, EditRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { questionnaireControls } from '#events/questionnaire/rules';
import { STATE_TITLES } from '#events/questionnaire/states';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '#client/console/shell/http';
import { CardBackLink } from '../components/CardBackLink';
import { PresenceBar } from '#client/console/shell/PresenceBar';
import { useLiveRecord } from '#client/console/live/useLiveRecord';
import {
  addComment,
  changeState,
  getQuestionnaire,
  nullWhenNotFound,
  QUESTIONNAIRES,
  toView,
  type QuestionnaireView,
} from '../api';
import { CommentsFooter } from '../components/CommentsFooter';
import { DocumentsBlock } from '../components/DocumentsBlock';
import { InfoSections } from '../components/InfoSections';
import { RefusalDialog } from '../components/RefusalDialog';
import { SendLinkButton } from '../components/SendLinkButton';
import { fullName } from '../format';
import { changeText } from '../liveNotice';
import { ApprovalBlock } from '../../approval';
import { ChecksBlock } from '../../checks';
import { NotificationsBlock } from '../../notifications';
import { refOf } from '#events/notifications/links';
import { EmploymentInvite } from '../../meetings';
import { EmploymentForm, OneSBlock, useShowsEmploymentForm } from '../../employment';
import { useReadOnly } from '#client/console/shell/readOnly';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '#client/console/shell/state/session';
import { seesWholeIdentity } from '#events/questionnaire/masking';
import { DossierButton } from '../../dossier';
import { HistoryButton } from '../../history';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  block: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  flash: { transitionProperty: 'background-color', transitionDuration: tokens.durationSlow },
  flashOn: { backgroundColor: tokens.colorPaletteYellowBackground1 },
});

type Notice = { kind: 'live' | 'conflict' | 'error'; text: string };

/**
 * /protected/feedback/{id}: the questionnaire's full view (spec part 2, section 2), live: who else has
 * it open, every change by someone else shown with who and when, a conflicting action refused by the
 * server with who acted first (and the screen then shows the current state).
 */
export function QuestionnaireViewPage({ id }: { id: string }) {
  const readOnly = useReadOnly();
  // The candidate's link opens identity data whole: only for those who see it whole (issue 23).
  const sendsLink = seesWholeIdentity(useAtomValue(sessionAtom)?.role.scope ?? '');
  const styles = useStyles();
  const [, navigate] = useLocation();
  const [notice, setNotice] = useState<Notice | null>(null);
  // The revision the user saw when deciding to refuse: a refusal by someone else meanwhile is named.
  const [refusingAt, setRefusingAt] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [flash, setFlash] = useState(false);
  const acting = useRef(false);
  const record = useLiveRecord({
    collection: QUESTIONNAIRES,
    id,
    load: () => getQuestionnaire(id).catch(nullWhenNotFound),
    notFound: 'Анкета не найдена',
    toView: (doc) => toView(doc),
    onLiveChange: (next) => {
      if (acting.current) return;
      setNotice({ kind: 'live', text: changeText(next) });
      setFlash(true);
      setTimeout(() => setFlash(false), 4000);
    },
  });
  const q = record.data;
  // The employment form hosts 'Отказать' / 'Восстановить' beside 'Трудоустроить' when it is shown.
  const employing = useShowsEmploymentForm(q?.state ?? 'new');

  const act = async (run: () => Promise<QuestionnaireView>) => {
    acting.current = true;
    setBusy(true);
    setNotice(null);
    try {
      record.accept(await run());
      return true;
    } catch (err) {
      const conflict = err instanceof ApiError && err.status === 409;
      setNotice({
        kind: conflict ? 'conflict' : 'error',
        text: err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE,
      });
      await record.reload();
      return false;
    } finally {
      acting.current = false;
      setBusy(false);
    }
  };

  const reloadAfterConflict = async () => {
    await record.reload();
    setNotice(null);
  };

  if (record.loading && !q) return <Spinner label="Загрузка…" data-testid="qa-loading" />;
  if (!q)
    return (
      <MessageBar intent="error" data-testid="qa-not-found">
        <MessageBarBody>{record.error?.message ?? 'Анкета не найдена'}</MessageBarBody>
      </MessageBar>
    );
  const controls = questionnaireControls({ state: q.state });
  const stateActions = (
    <>
      {controls.reject.visible && (
        <Button
          icon={<DismissCircleRegular />}
          disabled={busy}
          onClick={() => setRefusingAt(q.revision)}
          data-testid="qa-reject"
        >
          Отказать
        </Button>
      )}
      {controls.restore.visible && (
        <Tooltip content={controls.restore.reason ?? 'Вернуть анкету в работу'} relationship="description">
          <Button
            icon={<ArrowUndoRegular />}
            disabled={busy || !controls.restore.enabled}
            onClick={() => void act(() => changeState(q.id, { action: 'reestablish', revision: q.revision }))}
            data-testid="qa-restore"
          >
            Восстановить
          </Button>
        </Tooltip>
      )}
    </>
  );
  return (
    <section className={styles.root} data-testid="qa-view" data-state={q.state} data-revision={q.revision}>
      <CardBackLink q={q} />
      <PresenceBar viewers={record.viewers} />
      <HistoryButton kind="questionnaire" id={String(q.id)} />
      <div className={mergeClasses(styles.head, styles.flash, flash && styles.flashOn)}>
        <Title2 as="h1" data-testid="qa-view-name">
          {fullName(q.info)}
        </Title2>
        <Badge
          appearance="tint"
          color={q.state.startsWith('rejected') ? 'danger' : 'brand'}
          data-testid="qa-view-state"
        >
          {STATE_TITLES[q.state]}
        </Badge>
      </div>
      {q.rejectedReason && <Text data-testid="qa-reason">Причина отказа: {q.rejectedReason}</Text>}
      {notice && (
        <MessageBar
          intent={notice.kind === 'live' ? 'warning' : 'error'}
          layout="multiline"
          data-testid={`qa-${notice.kind}`}
        >
          <MessageBarBody>
            {notice.kind === 'conflict' && <MessageBarTitle>Действие не выполнено</MessageBarTitle>}
            {notice.text}
          </MessageBarBody>
          {notice.kind === 'conflict' && (
            // The card was reloaded after the refusal; a screen whose live link is down (the reason
            // it was stale) may still want to fetch again before deciding anew.
            <MessageBarActions>
              <Button
                size="small"
                onClick={() => void reloadAfterConflict()}
                data-testid="qa-conflict-reload"
              >
                Обновить
              </Button>
            </MessageBarActions>
          )}
        </MessageBar>
      )}
      <div className={styles.actions}>
        {/* The card's own edit page, where the list's menu offers it (not with the documents, 1C or refused). */}
        {!readOnly && controls.menu.visible && (
          <Button
            icon={<EditRegular />}
            onClick={() => navigate(`/protected/feedback/edit/${q.id}`)}
            data-testid="qa-edit-link"
          >
            Редактировать анкету
          </Button>
        )}
        {!readOnly && controls.menu.visible && sendsLink && <SendLinkButton id={q.id} />}
        {!readOnly && !employing && stateActions}
        <DossierButton id={q.id} />
      </div>
      {!readOnly && <EmploymentInvite q={q} />}
      <InfoSections q={q} />
      <div className={styles.block}>
        <DocumentsBlock q={q} />
      </div>
      <ChecksBlock questionnaireId={q.id} state={q.state} />
      <NotificationsBlock
        kind="questionnaire"
        id={q.id}
        candidateRef={refOf(
          q.lightQuestionnaireId
            ? { kind: 'light', id: q.lightQuestionnaireId }
            : { kind: 'questionnaire', id: q.id },
        )}
      />
      <ApprovalBlock questionnaire={q} />
      {employing && !readOnly && <EmploymentForm q={q} stateActions={stateActions} />}
      <OneSBlock questionnaire={q} />
      <Divider />
      <CommentsFooter
        comments={q.comments}
        onSave={readOnly ? undefined : (text) => act(() => addComment(q.id, text))}
      />
      {refusingAt !== null && (
        <RefusalDialog
          busy={busy}
          onCancel={() => setRefusingAt(null)}
          onConfirm={(reason) =>
            void act(() =>
              changeState(q.id, { action: 'reject', causeReject: reason || undefined, revision: refusingAt }),
            ).then(() => setRefusingAt(null))
          }
        />
      )}
    </section>
  );
}
