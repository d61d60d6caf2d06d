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
import { GLOBAL_STORE_SCOPES } from '#events/core/store-access';
import { listStaffTemplates, listStaffVacancies, storeRoom, VACANCIES, VACANCY_TEMPLATES } from '../api';
import { useLiveList } from '#client/console/live/useLiveList';
import { TemplateCard } from '../components/TemplateCard';
import { VacancyCard } from '../components/VacancyCard';
import { useCanAccess } from '#client/console/shell/state/access';
import { sessionAtom } from '#client/console/shell/state/session';
import { useStaffStores } from './useStaffStores';
import { ListPagination } from '#client/console/shell/ListPagination';
import { useQueryState } from '#client/console/shell/useQueryState';
import { PositionsToolbar } from './PositionsToolbar';
import {
  filterTemplates,
  filterVacancies,
  pageOf,
  parsePositionsView,
  positionsSearch,
  type PositionsView,
} from './positionsView';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  count: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Every vacancy the user may see is loaded; search, filter and pages work on them in the browser. */
const VACANCIES_LIMIT = 200;

/**
 * /protected/positions (spec part 1, section 2): the vacancies the user may see ('Вакансии') and the
 * city templates a vacancy can be created from ('Шаблоны вакансий'), both live. An administrator
 * watches the whole list; a store director their store's room, a unit or region director the room
 * of each of their stores (the server refuses them the list room).
 */
export function PositionsPage() {
  const styles = useStyles();
  const session = useAtomValue(sessionAtom);
  const canAccess = useCanAccess();
  const scope = session?.role.scope ?? '';
  const everyStore = GLOBAL_STORE_SCOPES.includes(scope);
  const ownStore = scope === 'StoreDirector' ? (session?.role.storeId ?? null) : null;
  // Unit and region directors: the stores of their AllowedStoresList / AllowedRegionsList.
  const allowed = useStaffStores(undefined, !everyStore && scope !== 'StoreDirector');
  const storeRooms = ownStore ? [ownStore] : (allowed?.list.map((store) => store.IStoreId) ?? []);
  // Both lists are joined views: a push highlights the card and fetches the list again.
  const vacancies = useLiveList({
    collection: VACANCIES,
    rooms: everyStore || allowed?.all ? [VACANCIES.listRoom] : storeRooms.map(storeRoom),
    load: () => listStaffVacancies({ limit: VACANCIES_LIMIT }),
  });
  const templates = useLiveList({
    collection: VACANCY_TEMPLATES,
    rooms: canAccess('vacancyTemplates') ? [VACANCY_TEMPLATES.listRoom] : [],
    load: listStaffTemplates,
    // A template's salary shows on its vacancies' cards too.
    onChange: vacancies.refresh,
  });
  const { reload: reloadVacancies } = vacancies;
  const [view, navigateView] = useQueryState(parsePositionsView, positionsSearch);
  // Typing replaces the address (back does not step through letters); filters and pages push it.
  const setView = (patch: Partial<PositionsView>, typing = false) =>
    navigateView({ ...view, ...patch }, { replace: typing });
  const filtered = filterVacancies(vacancies.rows, view);
  const shown = pageOf(filtered, view.page);
  const shownTemplates = filterTemplates(templates.rows, view);
  const narrowed = view.q.trim() !== '' || view.status !== 'all';

  // Changes made before the store rooms were joined: fetch the list once more when they are.
  useEffect(() => {
    if (allowed) void reloadVacancies();
  }, [allowed, reloadVacancies]);

  return (
    <section className={styles.root}>
      <PositionsToolbar view={view} onChange={setView} />
      <div className={styles.group} data-testid="pos-vacancies">
        <Title2 as="h1" className={styles.heading}>
          Вакансии
          {vacancies.loaded && (
            <span className={styles.count} data-testid="pos-vacancies-count">
              {narrowed ? `${filtered.length} из ${vacancies.total}` : vacancies.total}
            </span>
          )}
        </Title2>
        {!vacancies.loaded && <Spinner size="small" label="Загрузка…" />}
        {vacancies.error && (
          <MessageBar intent="error">
            <MessageBarBody>{vacancies.error}</MessageBarBody>
          </MessageBar>
        )}
        {vacancies.loaded && !vacancies.error && vacancies.rows.length === 0 && (
          <Text className={styles.muted} data-testid="pos-vacancies-empty">
            Вакансий пока нет: создайте вакансию по шаблону ниже.
          </Text>
        )}
        {vacancies.loaded && vacancies.rows.length > 0 && filtered.length === 0 && (
          <Text className={styles.muted} data-testid="pos-vacancies-none">
            Ничего не найдено: измените поиск или фильтр.
          </Text>
        )}
        <div className={styles.grid}>
          {shown.rows.map((vacancy) => (
            <VacancyCard
              key={vacancy.id}
              vacancy={vacancy}
              highlighted={vacancies.highlighted.has(vacancy.id)}
            />
          ))}
        </div>
        <ListPagination page={shown.page} pageCount={shown.pageCount} onPage={(page) => setView({ page })} />
        {vacancies.total > vacancies.rows.length && (
          <Text className={styles.muted}>
            Показаны последние {vacancies.rows.length} из {vacancies.total}.
          </Text>
        )}
      </div>

      <div className={styles.group} data-testid="pos-templates">
        <Title2 as="h2" className={styles.heading}>
          Шаблоны вакансий
          {templates.loaded && (
            <span className={styles.count}>
              {view.q.trim() ? `${shownTemplates.length} из ${templates.total}` : templates.total}
            </span>
          )}
        </Title2>
        {!templates.loaded && <Spinner size="small" label="Загрузка…" />}
        {templates.error && (
          <MessageBar intent="error">
            <MessageBarBody>{templates.error}</MessageBarBody>
          </MessageBar>
        )}
        {templates.loaded && !templates.error && templates.rows.length === 0 && (
          <Text className={styles.muted} data-testid="pos-templates-empty">
            Для вашего города не создано ни одного шаблона вакансии.
          </Text>
        )}
        <div className={styles.grid}>
          {shownTemplates.map((template) => (
            <TemplateCard key={template.id} template={template} />
          ))}
        </div>
      </div>
    </section>
  );
}
