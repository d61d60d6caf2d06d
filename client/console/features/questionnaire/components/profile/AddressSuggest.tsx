import { useEffect, useState } from 'react';
import { Combobox, Field, Option } from '@fluentui/react-components';
import { apiCall } from '../../../../shell/http';

/** What a chosen suggestion fills in (the service's data, spec part 2, section 7). */
export interface SuggestedAddress {
  postal_code: string | null;
  country: string;
  region: string | null;
  region_kladr_id: string | null;
  city: string | null;
  street: string | null;
  street_kladr_id: string | null;
  house: string | null;
  flat: string | null;
}

interface Suggestion {
  value: string;
  data: SuggestedAddress;
}

/** An address field with suggestions: asks 300 ms after the last keystroke, 10 at most. */
export function AddressSuggest(props: {
  label: string;
  testId: string;
  onPick: (address: SuggestedAddress) => void;
}) {
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<Suggestion[]>([]);
  useEffect(() => {
    if (query.trim().length < 2) return;
    const timer = setTimeout(() => {
      apiCall<{ suggestions: Suggestion[] }>('/suggestions/address', { query, count: 10 }, { auth: false })
        .then((answer) => setOptions(answer.suggestions))
        .catch(() => setOptions([]));
    }, 300);
    return () => clearTimeout(timer);
  }, [query]);
  return (
    <Field label={props.label} hint="Начните вводить адрес и выберите подсказку">
      <Combobox
        freeform
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onOptionSelect={(_, data) => {
          const chosen = options.find((s) => s.value === data.optionValue);
          if (!chosen) return;
          setQuery(chosen.value);
          props.onPick(chosen.data);
        }}
        data-testid={props.testId}
      >
        {options.map((s) => (
          <Option key={s.value} value={s.value}>
            {s.value}
          </Option>
        ))}
      </Combobox>
    </Field>
  );
}
