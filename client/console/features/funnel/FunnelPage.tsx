import { useMemo, useRef, useState } from 'react';
import {
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { DateTime } from 'luxon';
import { useLocation, useSearch } from 'wouter';
import { FUNNEL_PATH, type FunnelFilter } from '#events/funnel/api';
import { ruDateText } from '../../shell/RuDateField';
import { useCanAccess } from '../../shell/state/access';
import { downloadCsv } from './api';
import { BreakdownTable } from './components/BreakdownTable';
import { FunnelFilters } from './components/FunnelFilters';
import { StagesChart } from './components/StagesChart';
import { StagesTable } from './components/StagesTable';
import { TrendChart } from './components/TrendChart';
import { filterSearch, moscowToday, parseFilter, periodProblem, withField } from './filter';
import { formatCount } from './format';
import { StuckList } from './stuck/StuckList';
import { useFunnel } from './useFunnel';
import { useFunnelRooms } from './useFunnelRooms';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
    minWidth: 0,
  },
  head: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
  },
  charts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
    gap: tokens.spacingHorizontalL,
    minWidth: 0,
    '@media (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

type PageTab = 'funnel' | 'stuck';

/**
 * 'Воронка найма' (issue 29): stage counts and conversion, days per stage, the weekly trend and the
 * breakdowns of the stores the viewer may see, filtered by the address, live; and the stuck
 * candidates. Every number opens the questionnaire list behind it.
 */
export function FunnelPage() {
  const styles = useStyles();
  const search = useSearch();
  const [, navigate] = useLocation();
  const can = useCanAccess();
  const today = useMemo(() => moscowToday(), []);
  const filter = useMemo(() => parseFilter(search, today), [search, today]);
  const tab: PageTab = new URLSearchParams(search).get('tab') === 'stuck' ? 'stuck' : 'funnel';
  const problem = periodProblem(filter);
  const { rooms, ownStores } = useFunnelRooms();
  const { view, loading, error, pushedAt } = useFunnel(problem ? null : filter, rooms);
  const [message, setMessage] = useState<string | null>(null);
  const [csvBusy, setCsvBusy] = useState(false);
  const csvRun = useRef<AbortController | null>(null);

  const go = (next: FunnelFilter, nextTab: PageTab = tab) => {
    const qs = filterSearch(next, today);
    const all = nextTab === 'stuck' ? (qs ? `${qs}&tab=stuck` : 'tab=stuck') : qs;
    navigate(all ? `${FUNNEL_PATH}?${all}` : FUNNEL_PATH);
  };
  const change = (patch: Partial<FunnelFilter>) => go(withField(filter, patch));

  const csv = async () => {
    const controller = new AbortController();
    csvRun.current = controller;
    setCsvBusy(true);
    setMessage(null);
    try {
      await downloadCsv(filter, controller.signal);
    } catch (err) {
      if (!controller.signal.aborted) setMessage(err instanceof Error ? err.message : 'Выгрузка не удалась');
    } finally {
      csvRun.current = null;
      setCsvBusy(false);
    }
  };

  return (
    <div className={styles.root} data-testid="funnel-page">
      <div className={styles.head}>
        <Title2 as="h1">Воронка найма</Title2>
        <Button
          icon={<ArrowDownloadRegular />}
          disabled={csvBusy || problem !== null}
          onClick={() => void csv()}
          data-testid="funnel-export-csv"
        >
          Скачать CSV
        </Button>
      </div>
      <FunnelFilters
        ownStores={ownStores}
        filter={filter}
        onChange={change}
        onReset={() => go(parseFilter('', today))}
        periodError={problem}
      />
      <TabList selectedValue={tab} onTabSelect={(_, d) => go(filter, d.value as PageTab)}>
        <Tab value="funnel" data-testid="funnel-tab-funnel">
          Воронка
        </Tab>
        <Tab value="stuck" data-testid="funnel-tab-stuck">
          Зависшие кандидаты
        </Tab>
      </TabList>
      {message && (
        <MessageBar intent="error">
          <MessageBarBody>{message}</MessageBarBody>
        </MessageBar>
      )}
      {tab === 'stuck' ? (
        <StuckList filter={filter} />
      ) : (
        <>
          {error && (
            <MessageBar intent="error" data-testid="funnel-error">
              <MessageBarBody>{error}</MessageBarBody>
            </MessageBar>
          )}
          {!view && loading && <Spinner label="Загрузка…" />}
          {view && (
            <>
              <Text className={styles.muted} data-testid="funnel-total" aria-live="polite">
                Кандидатов за период: {formatCount(view.total)}
                {loading ? ' · обновляется…' : ''}
                {pushedAt && !loading
                  ? ` · обновлено в ${DateTime.fromJSDate(pushedAt).setZone('Europe/Moscow').toFormat('HH:mm:ss')} МСК`
                  : ''}
              </Text>
              <div className={styles.charts}>
                <StagesChart
                  stages={view.stages}
                  caption={`Воронка найма с ${ruDateText(filter.from)} по ${ruDateText(filter.to)}, кандидатов: ${formatCount(view.total)}`}
                  fileName={`funnel-${filter.from}-${filter.to}.png`}
                  onError={setMessage}
                />
                <TrendChart trend={view.trend} />
              </div>
              <StagesTable stages={view.stages} filter={view.filter} can={can} />
              <BreakdownTable
                kind="place"
                title="По регионам, юнитам и магазинам"
                rows={view.byPlace}
                filter={view.filter}
                can={can}
                onNarrow={change}
              />
              <BreakdownTable
                kind="position"
                title="По должностям"
                rows={view.byPosition}
                filter={view.filter}
                can={can}
                onNarrow={change}
              />
              <BreakdownTable
                kind="source"
                title="По источникам"
                rows={view.bySource}
                filter={view.filter}
                can={can}
                onNarrow={change}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
