import { Dropdown, Field, makeStyles, Option } from '@fluentui/react-components';
import { ALL, type CityOption, type ListWhere, type StoreOption } from '../api';
import { useCappedListbox } from '#client/console/shell/cappedListbox';
import { FilterBar } from '#client/console/shell/FilterBar';
import { storeLabel } from './format';

const useStyles = makeStyles({
  field: { minWidth: '220px', flexBasis: '240px', flexGrow: 1, maxWidth: '360px' },
  dropdown: { minWidth: 'unset', width: '100%' },
});

export interface FilterOptions {
  positions: { id: string; title: string }[];
  cities: CityOption[];
  stores: StoreOption[];
}

export interface ListFiltersProps {
  value: ListWhere;
  options: FilterOptions;
  /** City and store are offered to Admin only (spec part 1, section 6). */
  withCityAndStore: boolean;
  onChange: (next: ListWhere) => void;
  onReset: () => void;
}

const ALL_TEXT = 'Все';

/** Position for everyone; city and store for Admin; a reset button. */
export function ListFilters({ value, options, withCityAndStore, onChange, onReset }: ListFiltersProps) {
  const styles = useStyles();
  const list = useCappedListbox();
  const positionText = options.positions.find((p) => p.id === value.position)?.title ?? ALL_TEXT;
  const cityText = options.cities.find((c) => c.cityId === value.city)?.name ?? ALL_TEXT;
  const store = options.stores.find((s) => s.IStoreId === value.store);
  const noCity = value.city === ALL;
  const storeText = store ? storeLabel(store) : noCity || options.stores.length === 0 ? '' : ALL_TEXT;
  return (
    <FilterBar testId="ql-filters" reset={{ onReset, testId: 'ql-reset' }}>
      <Field label="Должность" className={styles.field}>
        <Dropdown
          className={styles.dropdown}
          listbox={{ className: list.className }}
          positioning={list.positioning}
          value={positionText}
          selectedOptions={[value.position]}
          onOptionSelect={(_, data) => onChange({ ...value, position: data.optionValue ?? ALL })}
          data-testid="ql-filter-position"
        >
          <Option value={ALL}>{ALL_TEXT}</Option>
          {options.positions.map((p) => (
            <Option key={p.id} value={p.id}>
              {p.title}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {withCityAndStore && (
        <Field label="Город" className={styles.field}>
          <Dropdown
            className={styles.dropdown}
            listbox={{ className: list.className }}
            positioning={list.positioning}
            value={cityText}
            selectedOptions={[value.city]}
            onOptionSelect={(_, data) => onChange({ ...value, city: data.optionValue ?? ALL, store: ALL })}
            data-testid="ql-filter-city"
          >
            <Option value={ALL}>{ALL_TEXT}</Option>
            {options.cities.map((c) => (
              <Option key={c.cityId} value={c.cityId}>
                {c.name}
              </Option>
            ))}
          </Dropdown>
        </Field>
      )}
      {withCityAndStore && (
        <Field label="Магазин" className={styles.field}>
          <Dropdown
            className={styles.dropdown}
            listbox={{ className: list.className }}
            positioning={list.positioning}
            value={storeText}
            placeholder="Сначала выберите город"
            disabled={noCity || options.stores.length === 0}
            selectedOptions={[value.store]}
            onOptionSelect={(_, data) => onChange({ ...value, store: data.optionValue ?? ALL })}
            data-testid="ql-filter-store"
          >
            <Option value={ALL}>{ALL_TEXT}</Option>
            {options.stores.map((s) => (
              <Option key={s.IStoreId} value={s.IStoreId} text={storeLabel(s)}>
                {storeLabel(s)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      )}
    </FilterBar>
  );
}
