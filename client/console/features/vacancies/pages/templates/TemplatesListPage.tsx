import { useEffect, useState } from 'react';
import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  Title3,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { TEMPLATE_TEXTS, TEMPLATES_PAGE_SIZE } from '#events/vacancies/templates';
import {
  BASE_TEMPLATES,
  createVacancyTemplate,
  listBaseTemplates,
  listVacancyTemplates,
  VACANCY_TEMPLATES,
} from '../../api-templates';
import { useLiveList } from '#client/console/live/useLiveList';
import { PresenceBar } from '#client/console/shell/PresenceBar';
import { ListPagination } from '#client/console/shell/ListPagination';
import { CreateTemplateDrawer } from '../../components/templates/CreateTemplateDrawer';
import { TemplateFilters } from '../../components/templates/TemplateFilters';
import { TemplateRows } from '../../components/templates/TemplateRows';
import {
  NO_TEMPLATE_FILTERS,
  parseTemplatesView,
  templatePath,
  templatesViewSearch,
  whereOf,
} from './listState';
import { useQueryState } from '#client/console/shell/useQueryState';
import { useCityOptions, usePositionOptions } from './useTemplateReference';
import { useReadOnly } from '#client/console/shell/readOnly';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  grow: { flexGrow: 1 },
  muted: { color: tokens.colorNeutralForeground3 },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
  },
});

/**
 * /protected/vacancy: city templates, filtered by city and position, a page at a time (live), and a
 * side panel that creates one. A row opens /protected/vacancy/{id}.
 */
export function TemplatesListPage() {
  const styles = useStyles();
  const [, navigate] = useLocation();
  // Page and filters live in the address: reload, Back and a copied link show the same view.
  const [view, setView] = useQueryState(parseTemplatesView, templatesViewSearch);
  const [panelOpen, setPanelOpen] = useState(false);
  const readOnly = useReadOnly();
  const cities = useCityOptions();
  const positions = usePositionOptions();
  const bases = useLiveList({ collection: BASE_TEMPLATES, load: listBaseTemplates });
  const where = whereOf(view.filters);
  // The server filters, sorts and pages: a pushed change refetches the page and highlights the row.
  const list = useLiveList({
    collection: VACANCY_TEMPLATES,
    query: JSON.stringify([where, view.page]),
    load: () =>
      listVacancyTemplates({ offset: view.page * TEMPLATES_PAGE_SIZE, limit: TEMPLATES_PAGE_SIZE, where }),
  });
  // Spec part 1, section 9: the page count is total / limit rounded up.
  const pageCount = Math.ceil(list.total / TEMPLATES_PAGE_SIZE);
  const filtered = Boolean(view.filters.city || view.filters.position);

  // Rows moved away (a filter, someone else's change) and the page is now past the end: show the last one.
  const lastPage = Math.max(0, pageCount - 1);
  const pageGone = !list.loading && list.rows.length === 0 && view.page > lastPage;
  useEffect(() => {
    if (pageGone) setView({ filters: view.filters, page: lastPage }, { replace: true });
  }, [pageGone, lastPage, view.filters, setView]);

  return (
    <section className={styles.root} data-testid="tpl-page">
      <div className={styles.head}>
        <Title2 as="h1">Шаблоны вакансий</Title2>
        {!list.loading && (
          <Text className={styles.muted} data-testid="tpl-total" data-total={list.total}>
            Всего: {list.total}
          </Text>
        )}
        <span className={styles.grow} />
        {!readOnly && (
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => setPanelOpen(true)}
            data-testid="tpl-create-open"
          >
            Создать шаблон
          </Button>
        )}
      </div>
      <PresenceBar viewers={list.viewers} />
      <TemplateFilters
        city={view.filters.city}
        position={view.filters.position}
        cities={cities.map((c) => ({ value: c.cityId, text: c.name }))}
        positions={positions.map((p) => ({ value: p.id, text: p.title }))}
        // Spec part 1, section 9: a filter change resets the page to the first one.
        onChange={(filters) => setView({ filters, page: 0 })}
        onReset={() => setView({ filters: NO_TEMPLATE_FILTERS, page: 0 })}
      />
      {list.error && (
        <MessageBar intent="error" data-testid="tpl-error">
          <MessageBarBody>{list.error}</MessageBarBody>
        </MessageBar>
      )}
      {list.loading && <Spinner label="Загрузка…" data-testid="tpl-loading" />}
      {!list.loading && !list.error && list.rows.length === 0 && (
        <div className={styles.empty} data-testid="tpl-empty">
          <Title3 as="h2">{TEMPLATE_TEXTS.noTemplates}</Title3>
          {filtered && <Text className={styles.muted}>по выбранным фильтрам. Измените или сбросьте их.</Text>}
        </div>
      )}
      {!list.loading && list.rows.length > 0 && (
        <TemplateRows
          rows={list.rows}
          highlighted={list.highlighted}
          onOpen={(row) => navigate(templatePath(row.id))}
        />
      )}
      <div data-testid="tpl-pagination" data-page={view.page} data-pages={pageCount}>
        <ListPagination
          page={view.page}
          pageCount={pageCount}
          onPage={(page) => setView({ ...view, page })}
        />
      </div>
      <CreateTemplateDrawer
        open={panelOpen}
        onClose={() => setPanelOpen(false)}
        bases={bases.rows}
        cities={cities.map((c) => ({ value: c.cityId, text: c.name }))}
        create={createVacancyTemplate}
        onCreated={() => void list.reload()}
      />
    </section>
  );
}
