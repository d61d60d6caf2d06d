import { useEffect, useState } from 'react';
import { ALL, type FeedQueryState } from '../state/feedQuery';
import { useFeedDictionaries, useStores } from '../state/useDictionaries';
import { SelectField } from './SelectField';

type Filters = Pick<FeedQueryState, 'dependenceId' | 'IStoreId' | 'position'>;

interface FilterPanelProps {
  applied: Filters;
  onApply: (filters: Filters) => void;
  /** Mobile only: the panel is a full-screen overlay while open. */
  open: boolean;
  onClose: () => void;
}

export const NO_CITY_TEXT = 'Сначала выберите город';

/**
 * City, store and position filters with an apply button. On desktop a side panel; below 1000 px a
 * full-screen overlay opened by the 'Фильтры' button (spec part 1, sections 2 and 9).
 */
export function FilterPanel({ applied, onApply, open, onClose }: FilterPanelProps) {
  const { cities, positions } = useFeedDictionaries();
  // The page remounts the panel for a new query string, so the draft starts from what is applied.
  const [draft, setDraft] = useState<Filters>(applied);
  const { stores, loading } = useStores(draft.dependenceId);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    document.body.classList.add('pv-no-scroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('pv-no-scroll');
    };
  }, [open, onClose]);

  const noStores = draft.dependenceId === ALL || (!loading && stores.length === 0);
  return (
    <aside
      className={open ? 'pv-filters pv-filters--open' : 'pv-filters'}
      aria-label="Фильтры"
      role={open ? 'dialog' : undefined}
      aria-modal={open ? true : undefined}
      data-testid="filters-panel"
    >
      <div className="pv-filters-head">
        <h2 className="pv-filters-title">Фильтры</h2>
        <button
          type="button"
          className="pv-icon-button pv-filters-close"
          onClick={onClose}
          aria-label="Закрыть фильтры"
          data-testid="filters-close"
        >
          ✕
        </button>
      </div>
      <form
        className="pv-filters-body"
        onSubmit={(e) => {
          e.preventDefault();
          onApply(noStores ? { ...draft, IStoreId: ALL } : draft);
        }}
      >
        <SelectField
          label="Город"
          testId="filter-city"
          value={draft.dependenceId}
          options={[
            { value: ALL, label: 'Все города' },
            ...cities.map((c) => ({ value: c.cityId, label: c.name })),
          ]}
          onChange={(dependenceId) => setDraft({ ...draft, dependenceId, IStoreId: ALL })}
        />
        <SelectField
          label="Магазин"
          testId="filter-store"
          value={draft.IStoreId}
          disabled={noStores || loading}
          placeholder={loading ? 'Загрузка…' : NO_CITY_TEXT}
          options={[
            { value: ALL, label: 'Все магазины' },
            ...stores.map((s) => ({ value: s.IStoreId, label: s.label })),
          ]}
          onChange={(IStoreId) => setDraft({ ...draft, IStoreId })}
        />
        <SelectField
          label="Должность"
          testId="filter-position"
          value={draft.position}
          options={[
            { value: ALL, label: 'Все должности' },
            ...positions.map((p) => ({ value: p.id, label: p.title })),
          ]}
          onChange={(position) => setDraft({ ...draft, position })}
        />
        <button
          type="submit"
          className="pv-button pv-button--primary pv-filters-apply"
          data-testid="filter-apply"
        >
          Применить
        </button>
      </form>
    </aside>
  );
}
