import { useEffect } from 'react';
import {
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useLocation } from 'wouter';
import type { QuestionnaireState } from '#events/questionnaire/states';
import { STATE_TITLES } from '#events/questionnaire/states';
import { CardBackLink } from '../components/CardBackLink';
import { PresenceBar } from '#client/console/shell/PresenceBar';
import { useLiveRecord } from '#client/console/live/useLiveRecord';
import { getQuestionnaire, nullWhenNotFound, QUESTIONNAIRES, toView } from '../api';
import { DocumentsBlock } from '../components/DocumentsBlock';
import { fullName } from '../format';
import { SigningBlock } from '../../signing';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
});

/** Where documents are signed; any other state goes to the full view (spec part 2, section 2). */
const SIGNING_STATES: readonly QuestionnaireState[] = ['waitingSigningDocuments', 'sendedTo1S', 'employed'];

/**
 * /protected/feedback/subscribe/{id}: document signing (issue 27): the documents, the candidate's
 * and the director's signatures (SigningBlock), then the questionnaire's scans.
 */
export function SubscribePage({ id }: { id: string }) {
  const styles = useStyles();
  const [, navigate] = useLocation();
  const record = useLiveRecord({
    collection: QUESTIONNAIRES,
    id,
    load: () => getQuestionnaire(id).catch(nullWhenNotFound),
    notFound: 'Анкета не найдена',
    toView: (doc) => toView(doc),
  });
  const q = record.data;
  const elsewhere = q !== null && !SIGNING_STATES.includes(q.state);
  useEffect(() => {
    if (elsewhere) navigate(`/protected/feedback/${id}`, { replace: true });
  }, [elsewhere, id, navigate]);
  if (!q)
    return record.loading ? (
      <Spinner label="Загрузка…" />
    ) : (
      <MessageBar intent="error" data-testid="qa-not-found">
        <MessageBarBody>{record.error?.message ?? 'Анкета не найдена'}</MessageBarBody>
      </MessageBar>
    );
  return (
    <section className={styles.root} data-testid="qa-subscribe" data-state={q.state}>
      <CardBackLink q={q} />
      <PresenceBar viewers={record.viewers} />
      <Title2 as="h1">{fullName(q.info)}</Title2>
      <Text>{STATE_TITLES[q.state]}</Text>
      <SigningBlock q={q} fullName={fullName(q.info)} />
      <DocumentsBlock q={q} />
    </section>
  );
}
