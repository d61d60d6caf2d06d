import type { ReactNode } from 'react';
import { Combobox, Dropdown, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { MASKS, type MaskName } from './masks';
import { useDictionary, type Entry } from './dictionaries';

export const useFieldStyles = makeStyles({
  grid: {
    display: 'grid',
    // One column on a phone (360 px), as many 220 px columns as fit on a desktop.
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))',
    gap: tokens.spacingHorizontalM,
    minWidth: 0,
  },
  wide: { gridColumn: '1 / -1', minWidth: 0 },
  field: { minWidth: 0 },
  control: { width: '100%', minWidth: 0, maxWidth: '100%' },
  record: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  recordHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '8px' },
});

/** What every field of a section is given: its error (already filtered by 'tried'). */
export type ErrorOf = (path: string) => string | undefined;

interface TextProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  error?: string;
  /** Shown (in the warning colour) when there is no error: a doubt the server does not refuse. */
  warning?: string;
  mask?: MaskName;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  hint?: string;
  wide?: boolean;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  onBlur?: () => void;
}

/** A text input with its mask (spec part 2, section 3) and the rule's message under it. */
export function TextField(props: TextProps) {
  const styles = useFieldStyles();
  const mask = props.mask ? MASKS[props.mask] : undefined;
  return (
    <Field
      className={props.wide ? styles.wide : styles.field}
      label={props.label}
      required={props.required}
      hint={props.hint}
      validationMessage={props.error ?? props.warning}
      validationState={props.error ? 'error' : props.warning ? 'warning' : undefined}
    >
      <Input
        className={styles.control}
        value={props.value}
        placeholder={props.placeholder}
        disabled={props.disabled}
        inputMode={props.inputMode ?? (mask && props.mask !== 'militarySeria' ? 'numeric' : undefined)}
        onChange={(_, d) => props.onChange(mask ? mask(d.value) : d.value)}
        onBlur={props.onBlur}
        data-testid={props.testId}
      />
    </Field>
  );
}

/** A date as 'ДД.ММ.ГГГГ'. */
export const DateField = (props: Omit<TextProps, 'mask' | 'placeholder'>) => (
  <TextField {...props} mask="date" placeholder="ДД.ММ.ГГГГ" />
);

interface ChoiceProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  error?: string;
  disabled?: boolean;
  required?: boolean;
  /** Entries that may not be chosen here (still shown, disabled). */
  disabledIds?: readonly string[];
  wide?: boolean;
}

/** A Dropdown over fixed entries; the value is the entry's id. */
export function ChoiceField(props: ChoiceProps & { entries: readonly Entry[]; children?: ReactNode }) {
  const styles = useFieldStyles();
  const chosen = props.entries.find((e) => e.id === props.value);
  return (
    <Field
      className={props.wide ? styles.wide : styles.field}
      label={props.label}
      required={props.required}
      validationMessage={props.error}
    >
      <Dropdown
        className={styles.control}
        value={chosen?.title ?? props.value}
        selectedOptions={props.value ? [props.value] : []}
        disabled={props.disabled}
        onOptionSelect={(_, d) => props.onChange(d.optionValue ?? '')}
        data-testid={props.testId}
      >
        {props.entries.map((e) => (
          <Option key={e.id} value={e.id} disabled={props.disabledIds?.includes(e.id)}>
            {e.title}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

/**
 * A Dropdown over a dictionary. `keep: 'title'` stores the entry's title (the rules read words in
 * the martial status; a title reads the same on the card and in 1C); `keep: 'id'` its id. A value
 * held in either form is shown by its title.
 */
export function DictionaryField(
  props: ChoiceProps & { dictionary: string; keep: 'id' | 'title'; fallback?: Entry[] },
) {
  const list = useDictionary(props.dictionary, props.fallback);
  const entries = props.keep === 'id' ? list : list.map((e) => ({ id: e.title, title: e.title }));
  const known = list.find((e) => e.id === props.value || e.title === props.value);
  const value = known ? (props.keep === 'id' ? known.id : known.title) : props.value;
  return <ChoiceField {...props} value={value} entries={entries} />;
}

/** A Combobox with a dictionary's suggestions where any text may be typed (`freeform`). */
export function FreeDictionaryField(props: Omit<ChoiceProps, 'disabledIds'> & { dictionary: string }) {
  const styles = useFieldStyles();
  const list = useDictionary(props.dictionary);
  const typed = props.value.trim().toLowerCase();
  const shown = typed ? list.filter((e) => e.title.toLowerCase().includes(typed)) : list;
  return (
    <Field
      className={props.wide ? styles.wide : styles.field}
      label={props.label}
      required={props.required}
      validationMessage={props.error}
    >
      <Combobox
        className={styles.control}
        freeform
        value={props.value}
        selectedOptions={list.some((e) => e.title === props.value) ? [props.value] : []}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value)}
        onOptionSelect={(_, d) => d.optionText !== undefined && props.onChange(d.optionText)}
        data-testid={props.testId}
      >
        {shown.slice(0, 50).map((e) => (
          <Option key={e.id} value={e.title}>
            {e.title}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
