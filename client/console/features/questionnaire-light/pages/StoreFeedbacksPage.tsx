import {
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useAtom, useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import {
  getStoreQuestionnairesLight,
  LIGHT_PAGE_SIZE,
  QUESTIONNAIRES_LIGHT,
  storeRoom,
  toEntity,
} from '../api';
import { PresenceBar } from '#client/console/shell/PresenceBar';
import { EmptyResult } from '../components/EmptyResult';
import { ListPagination } from '#client/console/shell/ListPagination';
import { QuestionnaireRows } from '../components/QuestionnaireRows';
import { sessionAtom } from '#client/console/shell/state/session';
import { openFromList, storeCardPath, storeFeedPageAtom } from './listState';
import { useLiveList } from '#client/console/live/useLiveList';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

export const STORE_FEED_CAPTION = 'Отклики на вакансии';

/**
 * /protected/feedbacks/new for a store director: light questionnaires passed to their store, newest
 * first; one passed while the page is open appears on top (room store:{storeId}).
 */
export function StoreFeedbacksPage() {
  const storeId = useAtomValue(sessionAtom)?.role.storeId ?? null;
  if (!storeId) {
    return (
      <section>
        <Title2 as="h1">{STORE_FEED_CAPTION}</Title2>
        <EmptyResult />
      </section>
    );
  }
  return <StoreFeed storeId={storeId} />;
}

function StoreFeed({ storeId }: { storeId: string }) {
  const styles = useStyles();
  const [, navigate] = useLocation();
  const [page, setPage] = useAtom(storeFeedPageAtom);
  const list = useLiveList({
    collection: QUESTIONNAIRES_LIGHT,
    rooms: [storeRoom(storeId)],
    query: JSON.stringify([storeId, page]),
    load: () => getStoreQuestionnairesLight({ offset: page * LIGHT_PAGE_SIZE, limit: LIGHT_PAGE_SIZE }),
    toView: toEntity,
    belongs: (doc) => doc.type === 'accepted' && doc.IStoreId === storeId,
    showNewcomers: page === 0,
    limit: LIGHT_PAGE_SIZE,
  });
  const pageCount = Math.ceil(list.total / LIGHT_PAGE_SIZE);
  return (
    <section className={styles.root} data-testid="store-feed-page">
      <div className={styles.head}>
        <Title2 as="h1">{STORE_FEED_CAPTION}</Title2>
        {!list.loading && (
          <Text className={styles.muted} data-testid="ql-total" data-total={list.total}>
            Всего: {list.total}
          </Text>
        )}
      </div>
      <PresenceBar viewers={list.viewers} />
      {list.error && (
        <MessageBar intent="error" data-testid="ql-error">
          <MessageBarBody>{list.error}</MessageBarBody>
        </MessageBar>
      )}
      {list.loading && <Spinner label="Загрузка…" data-testid="ql-loading" />}
      {!list.loading && !list.error && list.rows.length === 0 && <EmptyResult />}
      {!list.loading && list.rows.length > 0 && (
        <QuestionnaireRows
          rows={list.rows}
          highlighted={list.highlighted}
          onOpen={(entity) => openFromList(navigate, storeCardPath(entity.id))}
          testId="store-feed-list"
        />
      )}
      <ListPagination page={page} pageCount={pageCount} onPage={setPage} />
    </section>
  );
}
