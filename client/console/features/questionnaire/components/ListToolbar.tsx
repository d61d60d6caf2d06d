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
import { DATE_ORDER_MESSAGE, isInvertedRange } from '#events/questionnaire/inputs';
import { RuDateField } from '#client/console/shell/RuDateField';
import type { ListState } from '../listUrl';

const useStyles = makeStyles({
  // Tops aligned: a message under one date field must not lift the other controls.
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  search: { flexGrow: 1, minWidth: '220px', maxWidth: '420px' },
  date: { width: '160px' },
  // Level with the inputs under the fields' labels.
  button: { marginTop: '26px', '@media (max-width: 600px)': { marginTop: 0 } },
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
  // The address changed from outside (Back, a reset): the box shows what the list is searched by.
  const searched = state.where.search ?? '';
  const [seen, setSeen] = useState(searched);
  if (searched !== seen) {
    setSeen(searched);
    if (search.trim() !== searched) setSearch(searched);
  }
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
      <RuDateField
        label="Дата анкеты с"
        className={styles.date}
        value={state.where.dateFrom ?? ''}
        onChange={(value) => setDate('dateFrom', value)}
        testId="qa-date-from"
      />
      <RuDateField
        label="по"
        className={styles.date}
        value={state.where.dateTo ?? ''}
        onChange={(value) => setDate('dateTo', value)}
        error={isInvertedRange(state.where) ? DATE_ORDER_MESSAGE : undefined}
        testId="qa-date-to"
      />
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
        className={styles.button}
        data-testid="qa-export"
      >
        Выгрузить в CSV
      </Button>
    </div>
  );
}
