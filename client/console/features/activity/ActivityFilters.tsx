import { useEffect, useState } from 'react';
import { Button, Dropdown, Field, Option, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { ACTIVITY_KINDS } from '#events/activity/contract';
import { RuDateField } from '../../shell/RuDateField';
import { apiCall } from '../../shell/http';
import { ActorPicker } from './ActorPicker';
import type { ActivityQuery } from './api';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
  wide: { minWidth: 0 },
});

interface StoreItem {
  IStoreId: string;
  label: string;
}

const ANY = '';

/** Who, what kind of record, which store, and a period: the filters of the log, kept in the address. */
export function ActivityFilters({
  query,
  onChange,
}: {
  query: ActivityQuery;
  onChange: (next: ActivityQuery) => void;
}) {
  const styles = useStyles();
  const [stores, setStores] = useState<StoreItem[]>([]);
  useEffect(() => {
    apiCall<StoreItem[]>('/cloud/eshop/stores', undefined, { method: 'GET' })
      .then(setStores)
      .catch(() => setStores([]));
  }, []);
  const set = (patch: Partial<ActivityQuery>) => onChange({ ...query, ...patch, page: 1 });
  const kindName = query.kind ? (ACTIVITY_KINDS[query.kind] ?? query.kind) : 'Все';
  const storeName = query.store
    ? (stores.find((s) => s.IStoreId === query.store)?.label ?? query.store)
    : 'Все';
  return (
    <div className={styles.root} data-testid="activity-filters">
      <Field label="Сотрудник">
        <ActorPicker value={query.actor} onChange={(actor) => set({ actor })} />
      </Field>
      <Field label="Вид записи">
        <Dropdown
          className={styles.wide}
          value={kindName}
          selectedOptions={[query.kind ?? ANY]}
          onOptionSelect={(_, d) => set({ kind: d.optionValue || undefined })}
          data-testid="activity-filter-kind"
        >
          <Option value={ANY}>Все</Option>
          {Object.entries(ACTIVITY_KINDS).map(([kind, name]) => (
            <Option key={kind} value={kind}>
              {name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label="Магазин">
        <Dropdown
          className={styles.wide}
          value={storeName}
          selectedOptions={[query.store ?? ANY]}
          onOptionSelect={(_, d) => set({ store: d.optionValue || undefined })}
          data-testid="activity-filter-store"
        >
          <Option value={ANY}>Все</Option>
          {stores.map((s) => (
            <Option key={s.IStoreId} value={s.IStoreId}>
              {s.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <RuDateField
        label="С"
        value={query.from ?? ''}
        onChange={(iso) => set({ from: iso || undefined })}
        testId="activity-filter-from"
      />
      <RuDateField
        label="По"
        value={query.to ?? ''}
        onChange={(iso) => set({ to: iso || undefined })}
        testId="activity-filter-to"
      />
      <Button icon={<DismissRegular />} onClick={() => onChange({})} data-testid="activity-filter-reset">
        Сбросить
      </Button>
    </div>
  );
}
