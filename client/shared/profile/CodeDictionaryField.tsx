import { Combobox, Field, Option } from '@fluentui/react-components';
import { useDictionary } from './dictionaries';
import { useFieldStyles } from './fields';

/**
 * A code typed as digits (masked) with a dictionary's codes offered as 'code — title': choosing one
 * keeps its code; any code of the right length may be typed (the ВУС code: spec part 2, section 3).
 */
export function CodeDictionaryField(props: {
  label: string;
  dictionary: string;
  value: string;
  mask: (typed: string) => string;
  onChange: (value: string) => void;
  testId: string;
  placeholder?: string;
  error?: string;
  disabled?: boolean;
}) {
  const styles = useFieldStyles();
  const list = useDictionary(props.dictionary);
  const shown = props.value ? list.filter((e) => e.id.startsWith(props.value)) : list;
  return (
    <Field className={styles.field} label={props.label} validationMessage={props.error}>
      <Combobox
        className={styles.control}
        freeform
        inputMode="numeric"
        placeholder={props.placeholder}
        value={props.value}
        selectedOptions={list.some((e) => e.id === props.value) ? [props.value] : []}
        disabled={props.disabled}
        onChange={(event) => props.onChange(props.mask(event.target.value))}
        onOptionSelect={(_, d) => d.optionValue !== undefined && props.onChange(d.optionValue)}
        data-testid={props.testId}
      >
        {shown.slice(0, 50).map((e) => (
          <Option key={e.id} value={e.id} text={e.id}>
            {`${e.id} — ${e.title}`}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
