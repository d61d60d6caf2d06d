import { Field, makeStyles } from '@fluentui/react-components';
import { FilterBar } from '#client/console/shell/FilterBar';
import { SearchCombobox, type ComboOption } from './SearchCombobox';

const useStyles = makeStyles({
  field: { minWidth: '220px', flexBasis: '260px', flexGrow: 1, maxWidth: '380px' },
});

export interface TemplateFiltersProps {
  city: string;
  position: string;
  cities: ComboOption[];
  positions: ComboOption[];
  onChange: (next: { city: string; position: string }) => void;
  onReset: () => void;
}

/** City and position filters of the templates list, with a reset. */
export function TemplateFilters({
  city,
  position,
  cities,
  positions,
  onChange,
  onReset,
}: TemplateFiltersProps) {
  const styles = useStyles();
  return (
    <FilterBar testId="tpl-filters" reset={{ onReset, disabled: !city && !position, testId: 'tpl-reset' }}>
      <Field label="Город" className={styles.field}>
        <SearchCombobox
          options={cities}
          value={city}
          onChange={(value) => onChange({ city: value, position })}
          testId="tpl-filter-city"
        />
      </Field>
      <Field label="Должность" className={styles.field}>
        <SearchCombobox
          options={positions}
          value={position}
          onChange={(value) => onChange({ city, position: value })}
          testId="tpl-filter-position"
        />
      </Field>
    </FilterBar>
  );
}
