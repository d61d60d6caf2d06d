import { useState, type Ref } from 'react';
import { Combobox, makeStyles, Option } from '@fluentui/react-components';
import { TEMPLATE_TEXTS } from '#events/vacancies/templates';
import { useCappedListbox } from '#client/console/shell/cappedListbox';

export interface ComboOption {
  value: string;
  text: string;
  /** A note after the text (e.g. 'шаблон создан'). */
  note?: string;
}

const useStyles = makeStyles({
  combobox: { minWidth: 'unset', width: '100%' },
  note: { opacity: 0.6, marginLeft: '8px' },
});

export interface SearchComboboxProps {
  options: ComboOption[];
  /** The chosen value; '' when none. */
  value: string;
  onChange: (value: string) => void;
  testId: string;
  disabled?: boolean;
  ariaLabel?: string;
  onBlur?: () => void;
  /** The text input (e.g. for react-hook-form to focus the field). */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Pick one value by typing part of its text (spec: 'Выберите или введите', and 'Результатов не
 * найдено' when nothing matches). Typing filters; closing the list shows the chosen text again.
 */
export function SearchCombobox(props: SearchComboboxProps) {
  const { options, value, onChange, testId, disabled, ariaLabel, onBlur, inputRef } = props;
  const styles = useStyles();
  const list = useCappedListbox();
  const [query, setQuery] = useState<string | null>(null);
  const selected = options.find((o) => o.value === value);
  const needle = query?.trim().toLowerCase() ?? '';
  const shown = needle ? options.filter((o) => o.text.toLowerCase().includes(needle)) : options;
  return (
    <Combobox
      ref={inputRef}
      className={styles.combobox}
      listbox={{ className: list.className }}
      positioning={list.positioning}
      value={query ?? selected?.text ?? ''}
      selectedOptions={selected ? [selected.value] : []}
      placeholder={TEMPLATE_TEXTS.comboboxPlaceholder}
      disabled={disabled}
      aria-label={ariaLabel}
      onChange={(event) => {
        setQuery(event.target.value);
        // Typing no longer matches the chosen option: Fluent clears its selection; an emptied field
        // clears ours too, other text just filters until an option is picked.
        if (event.target.value.trim() === '' && value) onChange('');
      }}
      onOptionSelect={(_, data) => {
        if (data.optionValue === undefined) return;
        setQuery(null);
        onChange(data.optionValue);
      }}
      onOpenChange={(_, data) => {
        if (!data.open) setQuery(null);
      }}
      onBlur={onBlur}
      data-testid={testId}
    >
      {shown.map((o) => (
        <Option key={o.value} value={o.value} text={o.text} data-testid={`${testId}-option`}>
          {o.text}
          {o.note && <span className={styles.note}>{o.note}</span>}
        </Option>
      ))}
      {shown.length === 0 && (
        <Option key="__empty" value="" text="" disabled data-testid={`${testId}-empty`}>
          {TEMPLATE_TEXTS.comboboxEmpty}
        </Option>
      )}
    </Combobox>
  );
}
