import { useEffect, useState } from 'react';
import { Button, Dropdown, Field, Option, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { DEMO_REGION_TITLES, DEMO_UNITS, findStore } from '#events/core/store-directory';
import { FUNNEL_SOURCES, FUNNEL_SOURCE_TITLES, type FunnelFilter } from '#events/funnel/api';
import { RuDateField } from '#client/console/shell/RuDateField';
import { apiCall } from '#client/console/shell/http';
import { listPositions } from '#client/console/shell/endpoints';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  wide: { minWidth: 0, width: '100%' },
});

interface StoreItem {
  IStoreId: string;
  label: string;
}

const ANY = '';
const ANY_TEXT = 'Все';

/** Period, region, unit, store, position and source: the funnel's filters, kept in the address. */
export function FunnelFilters({
  filter,
  onChange,
  onReset,
  periodError,
  ownStores,
}: {
  /** A director's stores (the only ones offered); null: every store. */
  ownStores: string[] | null;
  filter: FunnelFilter;
  onChange: (patch: Partial<FunnelFilter>) => void;
  onReset: () => void;
  periodError: string | null;
}) {
  const styles = useStyles();
  const [stores, setStores] = useState<StoreItem[]>([]);
  const [positions, setPositions] = useState<{ id: string; title: string }[]>([]);
  useEffect(() => {
    let current = true;
    apiCall<StoreItem[]>('/cloud/eshop/stores', undefined, { method: 'GET' })
      .then((list) => current && setStores(list))
      .catch(() => undefined);
    listPositions()
      .then(
        ({ list }) =>
          current &&
          setPositions(
            list.map(({ id, title }) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title, 'ru')),
          ),
      )
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);

  // A director is offered only the regions and units of their own stores.
  const ownParams = ownStores?.map((id) => findStore(id)?.param);
  const regions = Object.entries(DEMO_REGION_TITLES)
    .filter(([id]) => !ownParams || ownParams.some((p) => p?.regionAreaId === id))
    .map(([value, text]) => ({ value, text }));
  const units = DEMO_UNITS.filter(
    (u) =>
      (!filter.regionId || u.regionAreaId === filter.regionId) &&
      (!ownParams || ownParams.some((p) => p?.unitId === u.unitId)),
  );
  const shownStores = stores.filter((s) => {
    if (ownStores && !ownStores.includes(s.IStoreId)) return false;
    const param = findStore(s.IStoreId)?.param;
    if (filter.unitId) return param?.unitId === filter.unitId;
    if (filter.regionId) return param?.regionAreaId === filter.regionId;
    return true;
  });
  const select = (
    field: 'regionId' | 'unitId' | 'storeId' | 'positionId' | 'source',
    label: string,
    testId: string,
    options: { value: string; text: string }[],
  ) => {
    const value = filter[field] ?? ANY;
    const text = value ? (options.find((o) => o.value === value)?.text ?? value) : ANY_TEXT;
    return (
      <Field label={label}>
        <Dropdown
          className={styles.wide}
          value={text}
          selectedOptions={[value]}
          onOptionSelect={(_, d) => onChange({ [field]: d.optionValue || undefined })}
          data-testid={testId}
        >
          <Option value={ANY}>{ANY_TEXT}</Option>
          {options.map((o) => (
            <Option key={o.value} value={o.value}>
              {o.text}
            </Option>
          ))}
        </Dropdown>
      </Field>
    );
  };

  return (
    <div className={styles.root} data-testid="funnel-filters">
      <RuDateField
        label="С"
        value={filter.from}
        onChange={(iso) => iso && onChange({ from: iso })}
        error={periodError ?? undefined}
        testId="funnel-filter-from"
      />
      <RuDateField
        label="По"
        value={filter.to}
        onChange={(iso) => iso && onChange({ to: iso })}
        testId="funnel-filter-to"
      />
      {select('regionId', 'Регион', 'funnel-filter-region', regions)}
      {select(
        'unitId',
        'Юнит',
        'funnel-filter-unit',
        units.map((u) => ({ value: u.unitId, text: u.title })),
      )}
      {select(
        'storeId',
        'Магазин',
        'funnel-filter-store',
        shownStores.map((s) => ({ value: s.IStoreId, text: s.label })),
      )}
      {select(
        'positionId',
        'Должность',
        'funnel-filter-position',
        positions.map((p) => ({ value: p.id, text: p.title })),
      )}
      {select(
        'source',
        'Источник',
        'funnel-filter-source',
        FUNNEL_SOURCES.map((s) => ({ value: s, text: FUNNEL_SOURCE_TITLES[s] })),
      )}
      <Button icon={<DismissRegular />} onClick={onReset} data-testid="funnel-filter-reset">
        Сбросить
      </Button>
    </div>
  );
}
