import { Dropdown, Field, makeStyles, Option, SearchBox } from '@fluentui/react-components';
import { FilterBar } from '#client/console/shell/FilterBar';
import { STATUS_FILTERS, type PositionsView, type StatusFilter } from './positionsView';

const useStyles = makeStyles({
  search: { flexBasis: '320px', flexGrow: 2, maxWidth: '480px' },
  status: { flexBasis: '200px', flexGrow: 1, maxWidth: '260px', minWidth: '180px' },
});

const STATUSES = Object.keys(STATUS_FILTERS) as StatusFilter[];

/** Search and the own-site status filter of /protected/positions. */
export function PositionsToolbar({
  view,
  onChange,
}: {
  view: PositionsView;
  onChange: (next: Partial<PositionsView>, typing?: boolean) => void;
}) {
  const styles = useStyles();
  return (
    <FilterBar testId="pos-toolbar">
      <Field label="Поиск" className={styles.search}>
        <SearchBox
          value={view.q}
          maxLength={100}
          placeholder="Должность, магазин или город"
          onChange={(_, data) => onChange({ q: data.value, page: 0 }, true)}
          data-testid="pos-search"
        />
      </Field>
      <Field label="Статус на сайте" className={styles.status}>
        <Dropdown
          value={STATUS_FILTERS[view.status]}
          selectedOptions={[view.status]}
          onOptionSelect={(_, data) => {
            const next = STATUSES.find((s) => s === data.optionValue);
            if (next) onChange({ status: next, page: 0 });
          }}
          data-testid="pos-status"
        >
          {STATUSES.map((status) => (
            <Option key={status} value={status} data-testid={`pos-status-${status}`}>
              {STATUS_FILTERS[status]}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </FilterBar>
  );
}
