import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fetchFeed, type FeedPage as FeedResult } from '../api/http';
import { useVacancyChanges } from '../api/live';
import { Banner } from '../components/Banner';
import { FilterPanel } from '../components/FilterPanel';
import { Pagination } from '../components/Pagination';
import { Spinner } from '../components/Spinner';
import { VacancyCard } from '../components/VacancyCard';
import {
  ALL,
  feedSearch,
  PAGE_SIZE,
  parseFeedQuery,
  rememberFeedSearch,
  whereOf,
  type FeedQueryState,
} from '../state/feedQuery';
import { publicTitle, useDocumentTitle } from '#client/shared/useDocumentTitle';

export const EMPTY_FEED_TEXT = 'По заданному фильтру должностей не найдено';
const NO_FILTERS: FeedQueryState = { dependenceId: ALL, IStoreId: ALL, position: ALL, page: 1 };
/** Several pushes in a row (a template change touches many vacancies) reload the page once. */
const LIVE_RELOAD_DELAY_MS = 400;

type Load =
  { state: 'loading' } | { state: 'ready'; result: FeedResult } | { state: 'error'; message: string };

/** `/`: the public vacancy feed with its filters in the query string, 5 vacancies per page, live. */
export default function FeedPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => parseFeedQuery(search), [search]);
  useDocumentTitle(publicTitle('Вакансии'));
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [reloads, setReloads] = useState(0);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => rememberFeedSearch(search ? `?${search}` : ''), [search]);

  useEffect(() => {
    const controller = new AbortController();
    fetchFeed(whereOf(query), (query.page - 1) * PAGE_SIZE, PAGE_SIZE, controller.signal)
      .then((result) => setLoad({ state: 'ready', result }))
      .catch((err: Error) => {
        if (!controller.signal.aborted) setLoad({ state: 'error', message: err.message });
      });
    return () => controller.abort();
  }, [query, reloads]);

  // Live: any pushed change reloads the current page (without a spinner: the list stays until then).
  useVacancyChanges(() => {
    if (reloadTimer.current) clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => setReloads((n) => n + 1), LIVE_RELOAD_DELAY_MS);
  });
  useEffect(() => () => void (reloadTimer.current && clearTimeout(reloadTimer.current)), []);

  const go = useCallback(
    (next: FeedQueryState) => {
      setLoad((current) => (current.state === 'ready' ? current : { state: 'loading' }));
      navigate(`/${feedSearch(next)}`);
    },
    [navigate],
  );
  const closeFilters = useCallback(() => setFiltersOpen(false), []);

  const total = load.state === 'ready' ? load.result.total : 0;
  const pages = Math.ceil(total / PAGE_SIZE);
  // The page may have emptied (vacancies closed meanwhile): go to the last page that has some.
  useEffect(() => {
    if (load.state === 'ready' && load.result.list.length === 0 && query.page > 1 && total > 0) {
      navigate(`/${feedSearch({ ...query, page: Math.max(1, pages) })}`, { replace: true });
    }
  }, [load, query, total, pages, navigate]);

  const filters = { dependenceId: query.dependenceId, IStoreId: query.IStoreId, position: query.position };
  const activeFilters = Object.values(filters).filter((v) => v !== ALL).length;
  return (
    <>
      <Banner />
      <main className="pv-main pv-feed">
        <div className="pv-feed-toolbar">
          <h1 className="pv-feed-title">Вакансии</h1>
          <button
            type="button"
            className="pv-button pv-filters-toggle"
            onClick={() => setFiltersOpen(true)}
            data-testid="filters-toggle"
            aria-expanded={filtersOpen}
          >
            <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
              <path
                d="M3 5h14M6 10h8M8.5 15h3"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
              />
            </svg>
            Фильтры
            {activeFilters > 0 ? <span className="pv-badge">{activeFilters}</span> : null}
          </button>
        </div>
        <div className="pv-feed-layout">
          <FilterPanel
            key={feedSearch({ ...query, page: 1 })}
            applied={filters}
            open={filtersOpen}
            onClose={closeFilters}
            onApply={(next) => {
              setFiltersOpen(false);
              go({ ...next, page: 1 });
            }}
          />
          <section className="pv-feed-results" aria-live="polite" aria-busy={load.state === 'loading'}>
            {load.state === 'loading' ? <Spinner label="Загружаем вакансии…" /> : null}
            {load.state === 'error' ? (
              <div className="pv-message pv-message--error" role="alert">
                <p>{load.message}</p>
                <button type="button" className="pv-button" onClick={() => setReloads((n) => n + 1)}>
                  Повторить
                </button>
              </div>
            ) : null}
            {load.state === 'ready' && load.result.list.length === 0 && total === 0 ? (
              <div className="pv-message">
                <p data-testid="empty-feed">{EMPTY_FEED_TEXT}</p>
                {activeFilters > 0 ? (
                  <button type="button" className="pv-button" onClick={() => go(NO_FILTERS)}>
                    Сбросить фильтры
                  </button>
                ) : null}
              </div>
            ) : null}
            {load.state === 'ready' && load.result.list.length > 0 ? (
              <>
                <p className="pv-feed-count">Найдено вакансий: {total}</p>
                <ul className="pv-list" data-testid="feed-list">
                  {load.result.list.map((v) => (
                    <VacancyCard key={v.id} vacancy={v} />
                  ))}
                </ul>
                <Pagination
                  page={query.page}
                  pages={pages}
                  onPage={(page) => {
                    go({ ...query, page });
                    window.scrollTo({ top: 0 });
                  }}
                />
              </>
            ) : null}
          </section>
        </div>
      </main>
    </>
  );
}
