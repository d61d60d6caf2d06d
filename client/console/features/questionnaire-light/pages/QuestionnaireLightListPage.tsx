import { useEffect } from 'react';
import {
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { QUESTIONNAIRE_LIGHT_CAPTIONS } from '#events/questionnaire-light/events';
import {
  ALL,
  getQuestionnaireLightList,
  LIGHT_PAGE_SIZE,
  QUESTIONNAIRES_LIGHT,
  toEntity,
  type QuestionnaireLightDoc,
  type ListWhere,
  type QuestionnaireLightStatus,
} from '../api';
import { PresenceBar } from '#client/console/shell/PresenceBar';
import { EmptyResult } from '../components/EmptyResult';
import { ListFilters } from '../components/ListFilters';
import { ListPagination } from '#client/console/shell/ListPagination';
import { QuestionnaireRows } from '../components/QuestionnaireRows';
import { sessionAtom } from '#client/console/shell/state/session';
import { useQueryState } from '#client/console/shell/useQueryState';
import { cardPath, listViewSearch, NO_FILTERS, openFromList, parseListView } from './listState';
import { useFilterOptions } from './useFilterOptions';
import { useLiveList } from '#client/console/live/useLiveList';
import { readsLikeAdmin } from '#events/core/roles';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Does a pushed document pass the list's filters? (The server applies the same ones.) */
function matches(doc: QuestionnaireLightDoc, where: ListWhere): boolean {
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const pass = (wanted: string, actual: unknown) => wanted === ALL || text(actual) === wanted;
  return (
    pass(where.position, doc.positionId) && pass(where.city, doc.cityId) && pass(where.store, doc.IStoreId)
  );
}

/** /protected/questionnaire-light-list/{type}: filters, a live page of 5, paging, the empty state. */
export function QuestionnaireLightListPage({ type }: { type: QuestionnaireLightStatus }) {
  const styles = useStyles();
  const [, navigate] = useLocation();
  // City and store filters: Admin's, and the auditor's, who also reads every store (issue 28).
  const isAdmin = readsLikeAdmin(useAtomValue(sessionAtom)?.role.scope);
  // Page and filters live in the address (a link from 'Воронка найма' brings its filters too):
  // reload, Back and a copied link show the same view.
  const [view, setView] = useQueryState(parseListView, listViewSearch);
  // City and store are Admin's filters only (spec part 1, section 6).
  const where: ListWhere = isAdmin ? view.where : { ...view.where, city: ALL, store: ALL };
  const options = useFilterOptions(isAdmin, where.city);
  // Filter changes reset the page to the first one (spec part 1, section 9).
  const setWhere = (next: ListWhere) => setView({ where: next, page: 0 });
  const reset = () => setWhere(NO_FILTERS);

  const list = useLiveList({
    collection: QUESTIONNAIRES_LIGHT,
    query: JSON.stringify([type, where, view.page]),
    load: () =>
      getQuestionnaireLightList({ type, offset: view.page * LIGHT_PAGE_SIZE, limit: LIGHT_PAGE_SIZE, where }),
    toView: toEntity,
    belongs: (doc) => doc.type === type && matches(doc, where),
    showNewcomers: view.page === 0,
    limit: LIGHT_PAGE_SIZE,
  });
  const pageCount = Math.ceil(list.total / LIGHT_PAGE_SIZE);

  // The last page emptied (rows moved out): show the last page that still has rows.
  const lastPage = Math.max(0, pageCount - 1);
  const pageGone = !list.loading && list.rows.length === 0 && view.page > lastPage;
  useEffect(() => {
    if (pageGone) setView({ where: view.where, page: lastPage }, { replace: true });
  }, [pageGone, lastPage, view.where, setView]);

  return (
    <section className={styles.root} data-testid="ql-page" data-type={type}>
      <div className={styles.head}>
        <Title2 as="h1">{QUESTIONNAIRE_LIGHT_CAPTIONS[type]}</Title2>
        {!list.loading && (
          <Text className={styles.muted} data-testid="ql-total" data-total={list.total}>
            Всего: {list.total}
          </Text>
        )}
      </div>
      <PresenceBar viewers={list.viewers} />
      <ListFilters
        value={where}
        options={options}
        withCityAndStore={isAdmin}
        onChange={setWhere}
        onReset={reset}
      />
      {list.error && (
        <MessageBar intent="error" data-testid="ql-error">
          <MessageBarBody>{list.error}</MessageBarBody>
        </MessageBar>
      )}
      {list.loading && <Spinner label="Загрузка…" data-testid="ql-loading" />}
      {!list.loading && !list.error && list.rows.length === 0 && <EmptyResult onReset={reset} />}
      {!list.loading && list.rows.length > 0 && (
        <QuestionnaireRows
          rows={list.rows}
          highlighted={list.highlighted}
          onOpen={(entity) => openFromList(navigate, cardPath(entity.id))}
        />
      )}
      <ListPagination page={view.page} pageCount={pageCount} onPage={(page) => setView({ ...view, page })} />
    </section>
  );
}
