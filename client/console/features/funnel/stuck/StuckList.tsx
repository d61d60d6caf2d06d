import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { MessageBar, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { ListPagination } from '#client/console/shell/ListPagination';
import { useCanAccess } from '#client/console/shell/state/access';
import { sessionAtom } from '#client/console/shell/state/session';
import { listStuck, STUCK_PAGE_SIZE, stuckQueryString, type StuckFilter, type StuckPage } from './api';
import { StuckRows } from './StuckRows';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** How often the list asks again: a journey becomes stuck as time passes, with no event at all. */
const REFRESH_MS = 60_000;

/**
 * 'Застрявшие кандидаты' (issue 29, item 4): the journeys waiting in a stage longer than its
 * threshold, within the page's filter and the viewer's stores, the furthest stage first. Each row
 * opens the candidate's card. The page engineer places it on the funnel page and passes its filter.
 */
export function StuckList({ filter }: { filter: StuckFilter }) {
  const styles = useStyles();
  const [, navigate] = useLocation();
  const canAccess = useCanAccess();
  const scope = useAtomValue(sessionAtom)?.role.scope ?? '';
  const [data, setData] = useState<StuckPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = stuckQueryString(filter);
  // The page chosen for this filter: a new filter starts from the first page.
  const [paging, setPaging] = useState({ key, page: 1 });
  const page = paging.key === key ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key, page: next });

  const load = useCallback(() => {
    let live = true;
    listStuck(filter, page)
      .then((answer) => {
        if (!live) return;
        setData(answer);
        setError(null);
      })
      .catch((err: unknown) => live && setError(err instanceof Error ? err.message : String(err)));
    return () => {
      live = false;
    };
    // `key` stands for the filter's fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, page]);

  useEffect(() => {
    const cancel = load();
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      cancel();
      clearInterval(timer);
    };
  }, [load]);

  const pageCount = data ? Math.ceil(data.total / STUCK_PAGE_SIZE) : 0;
  return (
    <section className={styles.root} aria-label="Застрявшие кандидаты" data-testid="funnel-stuck">
      {error && <MessageBar intent="error">{error}</MessageBar>}
      {!data && !error && <Spinner size="small" label="Загрузка…" />}
      {data && data.total === 0 && (
        <Text className={styles.muted} data-testid="funnel-stuck-empty">
          Застрявших кандидатов нет
        </Text>
      )}
      {data && data.total > 0 && (
        <>
          <Text className={styles.muted} data-testid="funnel-stuck-total">
            Всего: {data.total}
          </Text>
          <StuckRows
            items={data.items}
            viewer={{ reviewsLight: canAccess('questionnaireLight'), scope }}
            onOpen={navigate}
          />
          <ListPagination page={page - 1} pageCount={pageCount} onPage={(p) => setPage(p + 1)} />
        </>
      )}
    </section>
  );
}
