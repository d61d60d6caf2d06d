import { useState } from 'react';
import {
  MessageBar,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  Text,
  Title2,
  Toast,
  ToastTitle,
  Toaster,
  makeStyles,
  tokens,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { useQueryState } from '#client/console/shell/useQueryState';
import type { ContractorType } from '#events/questionnaire/events';
import { isInvertedRange } from '#events/questionnaire/inputs';
import type { ListType, SelfEmployedListType } from '#events/questionnaire/states';
import { ApiError, saveBlob } from '#client/console/shell/http';
import { ListPagination } from '#client/console/shell/ListPagination';
import { COPIED_FEEDBACK_MS, COPIED_TEXT, copyText } from '#client/console/shell/clipboard';
import { PresenceBar } from '#client/console/shell/PresenceBar';
import { sessionAtom } from '#client/console/shell/state/session';
import { seesWholeIdentity } from '#events/questionnaire/masking';
import { useLiveList } from '#client/console/live/useLiveList';
import { ALL, EmptyResult, ListFilters, useFilterOptions } from '../../questionnaire-light';
import { useQuestionnaireRooms } from '../useQuestionnaireRooms';
import { candidateEditLink, exportList, listQuestionnaires, PAGE_SIZE, QUESTIONNAIRES, toView } from '../api';
import { CollapsibleFilters } from '../components/CollapsibleFilters';
import { ListTabInfo } from '../components/ListTabInfo';
import { ListToolbar } from '../components/ListToolbar';
import { QuestionnaireListCard } from '../components/QuestionnaireListCard';
import { useSendLink } from '../components/useSendLink';
import { cardPath } from '../format';
import { belongsToList } from '../listMatch';
import { activeFilters, EMPTY_STATE, listSearch, parseListState } from '../listUrl';
import { readsLikeAdmin } from '#events/core/roles';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
  cards: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

export type ListKind =
  | { contractorType: 'Employee'; type: ListType }
  | { contractorType: 'Entrepreneur'; type: SelfEmployedListType };

const HEADINGS: Record<ContractorType, Record<string, string>> = {
  // Spec part 2, section 2: 'Отказ', 'Трудоустроенные', otherwise 'Отклики на вакансии'.
  // The spec's second variant of the middle tab: /protected/feedbacks/accepted.
  Employee: {
    new: 'Отклики на вакансии',
    worked: 'Трудоустроенные',
    rejected: 'Отказ',
    accepted: 'Согласованные анкеты на вакансии',
  },
  Entrepreneur: {
    new: 'Самозанятые: новые',
    verified: 'Самозанятые: проверенные',
    rejected: 'Самозанятые: отказ',
  },
};
const SELF_EMPLOYED_TABS: [SelfEmployedListType, string][] = [
  ['new', 'Новые'],
  ['verified', 'Проверенные'],
  ['rejected', 'Отказ'],
];
export const listBase = (kind: ListKind) =>
  kind.contractorType === 'Employee'
    ? `/protected/feedbacks/${kind.type}`
    : `/protected/selfemployed/${kind.type}`;

/**
 * /protected/feedbacks/{type} and /protected/selfemployed/{type}: a live page of 5 candidates with
 * the spec's filters (city and store for Admin, position for all but the self-employed), search,
 * dates, order and CSV export; every filter lives in the address, so reload and back keep it.
 */
export function QuestionnaireListPage({ kind }: { kind: ListKind }) {
  const styles = useStyles();
  const [, navigate] = useLocation();
  const session = useAtomValue(sessionAtom);
  const scope = session?.role.scope ?? '';
  // City and store filters: Admin's, and the auditor's, who also reads every store (issue 28).
  const isAdmin = readsLikeAdmin(scope);
  // Each filter, order or page is a history entry: Back returns to the list as it was before the
  // change, not to the page before the list (issue 24). Nothing new is pushed for the same address.
  const [state, setState] = useQueryState(parseListState, listSearch);
  const where = isAdmin ? state.where : { ...state.where, cityId: undefined, storeId: undefined };
  const inverted = isInvertedRange(state.where);
  const options = useFilterOptions(isAdmin, where.cityId ?? ALL);
  const toaster = useId('qa-toaster');
  const { dispatchToast } = useToastController(toaster);
  const sendLink = useSendLink(toaster);
  const [exporting, setExporting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const rooms = useQuestionnaireRooms();

  const query = { type: kind.type, contractorType: kind.contractorType, sort: state.sort, where } as const;
  const list = useLiveList({
    collection: QUESTIONNAIRES,
    rooms,
    query: JSON.stringify([query, state.page]),
    load: () => listQuestionnaires({ ...query, offset: state.page * PAGE_SIZE, limit: PAGE_SIZE }),
    toView: (doc) => toView(doc),
    belongs: (doc) => belongsToList(doc, kind.type, kind.contractorType, where),
    showNewcomers: state.page === 0 && state.sort === 'newest',
    limit: PAGE_SIZE,
  });
  const pageCount = Math.ceil(list.total / PAGE_SIZE);

  const exportCsv = async () => {
    setExporting(true);
    setNotice(null);
    try {
      saveBlob(await exportList(query), 'questionnaires.csv');
    } catch (err) {
      setNotice(err instanceof ApiError ? err.message : 'Не удалось выгрузить список');
    } finally {
      setExporting(false);
    }
  };
  // The link carries the candidate's secret, which only the server knows how to make: asked for on
  // click. A ClipboardItem with a pending blob keeps the click's permission (Safari) across the call.
  const copyLink = (id: string) => {
    void copyText(candidateEditLink(id)).then(
      () =>
        dispatchToast(
          <Toast>
            <ToastTitle>{COPIED_TEXT}</ToastTitle>
          </Toast>,
          { intent: 'success', timeout: COPIED_FEEDBACK_MS },
        ),
      (err: unknown) =>
        dispatchToast(
          <Toast>
            <ToastTitle>{err instanceof ApiError ? err.message : 'Не удалось скопировать ссылку'}</ToastTitle>
          </Toast>,
          { intent: 'error' },
        ),
    );
  };
  const filters = {
    position: where.positionId ?? ALL,
    city: where.cityId ?? ALL,
    store: where.storeId ?? ALL,
  };
  const setFilters = (next: typeof filters) =>
    setState({
      ...state,
      page: 0,
      where: {
        ...state.where,
        positionId: next.position === ALL ? undefined : next.position,
        cityId: next.city === ALL ? undefined : next.city,
        storeId: next.store === ALL ? undefined : next.store,
      },
    });
  // A reset also clears the search box (it keeps what is typed until then).
  const [resets, setResets] = useState(0);
  const reset = () => {
    setResets((n) => n + 1);
    setState(EMPTY_STATE);
  };

  return (
    <section
      className={styles.root}
      data-testid="qa-list"
      data-type={kind.type}
      data-contractor={kind.contractorType}
    >
      <Toaster toasterId={toaster} />
      <div className={styles.head}>
        <Title2 as="h1">{HEADINGS[kind.contractorType][kind.type]}</Title2>
        {!list.loading && !inverted && (
          <Text className={styles.muted} data-testid="qa-total" data-total={list.total}>
            Всего: {list.total}
          </Text>
        )}
      </div>
      {kind.contractorType === 'Entrepreneur' && (
        <TabList
          selectedValue={kind.type}
          onTabSelect={(_, data) => navigate(`/protected/selfemployed/${String(data.value)}`)}
        >
          {SELF_EMPLOYED_TABS.map(([value, label]) => (
            <Tab key={value} value={value} data-testid={`qa-tab-${value}`}>
              {label}
            </Tab>
          ))}
        </TabList>
      )}
      {kind.contractorType === 'Employee' && (
        <ListTabInfo
          type={kind.type}
          state={state.where.state}
          onState={(next) => setState({ ...state, page: 0, where: { ...state.where, state: next } })}
        />
      )}
      <PresenceBar viewers={list.viewers} />
      <CollapsibleFilters active={activeFilters(state)} mustShow={inverted}>
        <ListFilters
          value={filters}
          options={options}
          withCityAndStore={isAdmin}
          onChange={setFilters}
          onReset={reset}
        />
        <ListToolbar
          key={resets}
          state={state}
          onChange={setState}
          onExport={() => void exportCsv()}
          exporting={exporting}
        />
      </CollapsibleFilters>
      {/* A range the wrong way round is told by the date fields (the server refuses it too). */}
      {((list.error && !inverted) || notice) && (
        <MessageBar intent="error" data-testid="qa-error">
          <MessageBarBody>{notice ?? list.error}</MessageBarBody>
        </MessageBar>
      )}
      {list.loading && !inverted && <Spinner label="Загрузка…" data-testid="qa-loading" />}
      {!list.loading && !list.error && !inverted && list.rows.length === 0 && <EmptyResult onReset={reset} />}
      {!list.loading && list.rows.length > 0 && (
        <div className={styles.cards}>
          {list.rows.map((q) => (
            <QuestionnaireListCard
              key={q.id}
              q={q}
              highlighted={list.highlighted.has(q.id)}
              onOpen={() => navigate(cardPath(q), { state: { fromList: true } })}
              onEdit={() => navigate(`/protected/feedback/edit/${q.id}`)}
              onCopyLink={seesWholeIdentity(scope) ? () => copyLink(q.id) : undefined}
              onSendLink={seesWholeIdentity(scope) ? () => void sendLink.send(q.id) : undefined}
            />
          ))}
        </div>
      )}
      <ListPagination
        page={state.page}
        pageCount={pageCount}
        onPage={(page) => setState({ ...state, page })}
      />
    </section>
  );
}
