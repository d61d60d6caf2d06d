import { useEffect, useMemo, useState } from 'react';
import { MessageBar, Spinner, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useLocation, useSearch } from 'wouter';
import type { ActivityPage as Page } from '#events/activity/contract';
import { ListPagination } from '../../shell/ListPagination';
import { ActivityFilters } from './ActivityFilters';
import { ActivityTable } from './ActivityTable';
import { ACTIVITY_PATH, activityQueryString, getActivity, type ActivityQuery } from './api';
import { ExportBar } from './ExportBar';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    minWidth: 0,
  },
  head: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The address's filters and page ('?kind=checks&store=10412&page=2'). */
function queryOf(search: string): ActivityQuery {
  const params = new URLSearchParams(search);
  const text = (name: string) => params.get(name) || undefined;
  const page = Number(params.get('page'));
  return {
    actor: text('actor'),
    kind: text('kind'),
    store: text('store'),
    from: text('from'),
    to: text('to'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * 'Журнал действий' (issue 28, item 3): every event of the product, newest first, filtered by who,
 * the kind of record, the store and a period, each row leading to its record's history.
 */
export function ActivityPage() {
  const styles = useStyles();
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => queryOf(search), [search]);
  // The answer and the query it answers: another query is loading while they differ.
  const [answer, setAnswer] = useState<{ for: ActivityQuery; data?: Page; error?: string } | null>(null);
  const loading = answer?.for !== query;
  const data = answer?.data ?? null;
  const error = loading ? null : (answer?.error ?? null);

  useEffect(() => {
    let current = true;
    getActivity(query)
      .then((page) => current && setAnswer({ for: query, data: page }))
      .catch(
        (err: unknown) =>
          current && setAnswer({ for: query, error: err instanceof Error ? err.message : 'Ошибка' }),
      );
    return () => {
      current = false;
    };
  }, [query]);

  const go = (next: ActivityQuery) => {
    const qs = activityQueryString(next);
    navigate(qs ? `${ACTIVITY_PATH}?${qs}` : ACTIVITY_PATH);
  };
  const pageCount = data ? Math.ceil(data.total / data.pageSize) : 0;

  return (
    <div className={styles.root} data-testid="activity-page">
      <div className={styles.head}>
        <Title2 as="h1">Журнал действий</Title2>
        <ExportBar query={query} />
      </div>
      <ActivityFilters query={query} onChange={go} />
      {error && <MessageBar intent="error">{error}</MessageBar>}
      {data && (
        <Text className={styles.muted} data-testid="activity-total">
          Найдено событий: {data.total.toLocaleString('ru-RU')}
        </Text>
      )}
      {loading && !data ? (
        <Spinner label="Загрузка…" />
      ) : data && data.entries.length === 0 ? (
        <Text className={styles.muted}>Событий не найдено</Text>
      ) : (
        data && (
          <ActivityTable
            entries={data.entries}
            onActor={(e) => go({ ...query, actor: e.actorUserId, page: 1 })}
          />
        )
      )}
      <ListPagination
        page={(query.page ?? 1) - 1}
        pageCount={pageCount}
        onPage={(p) => go({ ...query, page: p + 1 })}
      />
    </div>
  );
}
