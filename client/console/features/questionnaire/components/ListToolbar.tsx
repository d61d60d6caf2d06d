import { useEffect, useState } from 'react';
import {
  Button,
  Dropdown,
  Field,
  Input,
  Option,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, SearchRegular } from '@fluentui/react-icons';
import type { ListState } from '../listUrl';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  search: { flexGrow: 1, minWidth: '220px', maxWidth: '420px' },
  date: { width: '160px' },
});

export interface ListToolbarProps {
  state: ListState;
  onChange: (next: ListState) => void;
  onExport: () => void;
  exporting: boolean;
}

/** Search by name or phone, a date range, the order, and the CSV export of the filtered list. */
export function ListToolbar({ state, onChange, onExport, exporting }: ListToolbarProps) {
  const styles = useStyles();
  const [search, setSearch] = useState(state.where.search ?? '');
  // Typing settles for 300 ms before the list is asked again.
  useEffect(() => {
    if ((state.where.search ?? '') === search.trim()) return;
    const timer = setTimeout(
      () => onChange({ ...state, page: 0, where: { ...state.where, search: search.trim() || undefined } }),
      300,
    );
    return () => clearTimeout(timer);
  }, [search, state, onChange]);
  const setDate = (key: 'dateFrom' | 'dateTo', value: string) =>
    onChange({ ...state, page: 0, where: { ...state.where, [key]: value || undefined } });
  return (
    <div className={styles.root}>
      <Field label="Поиск по ФИО или телефону" className={styles.search}>
        <Input
          contentBefore={<SearchRegular />}
          value={search}
          onChange={(_, data) => setSearch(data.value)}
          placeholder="Фамилия, имя или цифры телефона"
          data-testid="qa-search"
        />
      </Field>
      <Field label="Дата анкеты с">
        <Input
          className={styles.date}
          type="date"
          value={state.where.dateFrom ?? ''}
          onChange={(_, data) => setDate('dateFrom', data.value)}
          data-testid="qa-date-from"
        />
      </Field>
      <Field label="по">
        <Input
          className={styles.date}
          type="date"
          value={state.where.dateTo ?? ''}
          onChange={(_, data) => setDate('dateTo', data.value)}
          data-testid="qa-date-to"
        />
      </Field>
      <Field label="Порядок">
        <Dropdown
          value={state.sort === 'oldest' ? 'Сначала старые' : 'Сначала новые'}
          selectedOptions={[state.sort]}
          onOptionSelect={(_, data) =>
            onChange({ ...state, page: 0, sort: data.optionValue === 'oldest' ? 'oldest' : 'newest' })
          }
          data-testid="qa-sort"
        >
          <Option value="newest">Сначала новые</Option>
          <Option value="oldest">Сначала старые</Option>
        </Dropdown>
      </Field>
      <Button
        icon={exporting ? <Spinner size="tiny" /> : <ArrowDownloadRegular />}
        disabled={exporting}
        onClick={onExport}
        data-testid="qa-export"
      >
        Выгрузить в CSV
      </Button>
    </div>
  );
}
