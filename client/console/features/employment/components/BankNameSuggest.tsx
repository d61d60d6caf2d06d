import { useEffect, useState } from 'react';
import { Combobox, Field, Option } from '@fluentui/react-components';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { SalaryProjectBank } from '#events/employment/lookups';
import { suggestBanks } from '../api-form';
import type { EmploymentFormValues } from '../values';

/** The spec's suggestion pause (section 9). */
const DEBOUNCE_MS = 300;
const touch = { shouldValidate: true, shouldDirty: true, shouldTouch: true };

/**
 * 'Другой банк': the bank's name, typed freely, with bank suggestions by the typed name or BIC;
 * choosing one fills the name and the BIC. A whole BIC typed first suggests its bank's name.
 */
export function BankNameSuggest({
  form,
  disabled,
}: {
  form: UseFormReturn<EmploymentFormValues>;
  disabled: boolean;
}) {
  const { control, setValue, getValues } = form;
  const [name, bic] = useWatch({ control, name: ['bankName', 'bic'] });
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<SalaryProjectBank[]>([]);

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      suggestBanks(q)
        .then((list) => live && setOptions(list))
        .catch(() => live && setOptions([])); // the service down: the name is typed by hand
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query]);

  // A whole BIC with no name yet: the bank of that BIC names itself.
  useEffect(() => {
    if (bic.length !== 9 || name.trim()) return;
    let live = true;
    suggestBanks(bic)
      .then((list) => {
        const found = list.find((b) => b.bic === bic);
        if (live && found && !getValues('bankName').trim()) setValue('bankName', found.name, touch);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [bic, name, getValues, setValue]);

  return (
    <Controller
      control={control}
      name="bankName"
      render={({ field, fieldState }) => (
        <Field label="Название банка" required validationMessage={fieldState.error?.message}>
          <Combobox
            freeform
            value={field.value}
            disabled={disabled}
            placeholder="Название или БИК банка"
            onChange={(event) => {
              field.onChange(event.target.value);
              setQuery(event.target.value);
            }}
            onBlur={field.onBlur}
            onOptionSelect={(_, data) => {
              const bank = options.find((b) => b.bic === data.optionValue);
              if (!bank) return;
              setValue('bankName', bank.name, touch);
              setValue('bic', bank.bic, touch);
            }}
            data-testid="employ-bank-name"
          >
            {options.map((b) => (
              <Option key={b.bic} value={b.bic} text={b.name}>
                {`${b.name} · ${b.bic}`}
              </Option>
            ))}
          </Combobox>
        </Field>
      )}
    />
  );
}
