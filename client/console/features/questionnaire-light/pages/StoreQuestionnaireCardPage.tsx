import { Link, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { getStoreQuestionnaireLight, QUESTIONNAIRES_LIGHT, storeRoom, toEntity } from '../api';
import { QuestionnaireCard } from '../components/QuestionnaireCard';
import { sessionAtom } from '#client/console/shell/state/session';
import { goBack, STORE_FEED_PATH } from './listState';
import { useLiveRecord } from '#client/console/live/useLiveRecord';
import { NOT_FOUND } from './liveNotice';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    alignSelf: 'flex-start',
  },
});

/** /protected/feedbacks/light/{id}: a questionnaire passed to the director's store, read-only. */
export function StoreQuestionnaireCardPage({ id }: { id: string }) {
  const styles = useStyles();
  const [, navigate] = useLocation();
  const storeId = useAtomValue(sessionAtom)?.role.storeId ?? '';
  const doc = useLiveRecord({
    collection: QUESTIONNAIRES_LIGHT,
    id,
    // Directors cannot watch a questionnaire's own room; their store's room carries its changes.
    rooms: [storeRoom(storeId)],
    load: () => getStoreQuestionnaireLight(id).then((r) => r.entity),
    notFound: NOT_FOUND,
    toView: (pushed) => toEntity(pushed, id),
  });
  return (
    <section className={styles.root}>
      <Link className={styles.back} onClick={() => goBack(navigate, STORE_FEED_PATH)} data-testid="ql-back">
        <ArrowLeftRegular aria-hidden />К откликам
      </Link>
      {doc.loading && <Spinner label="Загрузка…" data-testid="ql-loading" />}
      {!doc.loading && doc.error && !doc.data && (
        <MessageBar intent="error" data-testid="ql-error">
          <MessageBarBody>{doc.error.message}</MessageBarBody>
        </MessageBar>
      )}
      {doc.data && <QuestionnaireCard entity={doc.data} />}
    </section>
  );
}
