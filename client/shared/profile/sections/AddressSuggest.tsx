import { useEffect, useState } from 'react';
import { Combobox, Field, Option } from '@fluentui/react-components';
import { fieldOf, isRecord, stringField } from '#events/core/json';
import type { Address } from '#events/questionnaire/profile/types';
import { useFieldStyles } from '../fields';
import type { ProfileFormPort } from '../port';

/** Suggestions asked 300 ms after the last keystroke, 10 at most (spec part 2, section 9). */
export const SUGGEST_DEBOUNCE_MS = 300;
export const SUGGEST_COUNT = 10;

interface Suggestion {
  value: string;
  address: Address;
}

/** A DaData-shaped address suggestion as the profile's address (its codes included). */
export function addressOfSuggestion(item: unknown): Suggestion | null {
  const value = stringField(item, 'value');
  const data = fieldOf(item, 'data');
  if (!value || !isRecord(data)) return null;
  const s = (key: string) => stringField(data, key) ?? '';
  const regionCod = s('region_kladr_id');
  return {
    value,
    address: {
      postCode: s('postal_code'),
      country: s('country'),
      region: s('region'),
      idByRegion: regionCod.slice(0, 2),
      city: s('city') || s('settlement_with_type'),
      street: s('street_with_type') || s('street'),
      house: s('house'),
      corps: s('block'),
      apartment: s('flat'),
      streetCod: s('street_kladr_id'),
      regionCod,
    },
  };
}

/** An address field with suggestions; picking one fills the address card. */
export function AddressSuggest(props: {
  label: string;
  testId: string;
  error?: string;
  disabled?: boolean;
  port: Pick<ProfileFormPort, 'suggest'>;
  onPick: (address: Address) => void;
  /** The address as saved, in one line: shown until something is typed (issue 24: it showed empty). */
  saved: string;
}) {
  const styles = useFieldStyles();
  const { port } = props;
  // null: nothing typed since the address was loaded or picked, so the field shows the saved one.
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? '';
  const [options, setOptions] = useState<Suggestion[]>([]);
  useEffect(() => {
    if (query.trim().length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      port
        .suggest('address', query)
        .then((list) => {
          const found = list.map(addressOfSuggestion).filter((s): s is Suggestion => s !== null);
          if (live) setOptions(found.slice(0, SUGGEST_COUNT));
        })
        .catch(() => live && setOptions([]));
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, port]);
  return (
    <Field
      className={styles.wide}
      label={props.label}
      hint="Начните вводить адрес и выберите подсказку"
      validationMessage={props.error}
      required
    >
      <Combobox
        className={styles.control}
        freeform
        value={typed ?? props.saved}
        disabled={props.disabled}
        onChange={(event) => setTyped(event.target.value)}
        onOptionSelect={(_, data) => {
          const chosen = options.find((s) => s.value === data.optionValue);
          if (!chosen) return;
          setTyped(chosen.value);
          props.onPick(chosen.address);
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
