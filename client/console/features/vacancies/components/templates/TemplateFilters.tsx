import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { SearchCombobox, type ComboOption } from './SearchCombobox';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
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
    <div className={styles.root} role="search" data-testid="tpl-filters">
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
      <Button
        icon={<DismissRegular />}
        onClick={onReset}
        disabled={!city && !position}
        data-testid="tpl-reset"
      >
        Сбросить
      </Button>
    </div>
  );
}
