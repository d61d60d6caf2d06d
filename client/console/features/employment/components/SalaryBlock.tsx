import { useEffect, useState } from 'react';
import { Field, Input, Select } from '@fluentui/react-components';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import type { SalaryProjectBank } from '#events/employment/lookups';
import { loadProjectBanks, type LookupEntry } from '../api-form';
import { groupAccount, isOtherBank, onlyDigits, type EmploymentFormValues } from '../values';
import { BankNameSuggest } from './BankNameSuggest';
import { useBlockStyles } from './styles';

const touch = { shouldValidate: true, shouldDirty: true, shouldTouch: true };

/**
 * The salary bank requisites (spec part 2, sections 3, 5, 7): the salary project, its bank (name and
 * BIC filled from the bank chosen), the account of 20 digits shown in groups of 5; for 'Другой банк'
 * the bank's name is typed (with bank suggestions by name or BIC) and required.
 */
export function SalaryBlock({
  form,
  projects,
  disabled,
}: {
  form: UseFormReturn<EmploymentFormValues>;
  projects: LookupEntry[];
  disabled: boolean;
}) {
  const styles = useBlockStyles();
  const { control, setValue } = form;
  const [projectId, bic] = useWatch({ control, name: ['salaryProjectId', 'bic'] });
  const [banks, setBanks] = useState<{ project: string; list: SalaryProjectBank[] } | null>(null);
  const other = isOtherBank({ salaryProjectId: projectId });

  useEffect(() => {
    if (!projectId) return;
    let live = true;
    loadProjectBanks(projectId)
      .then((list) => live && setBanks({ project: projectId, list }))
      .catch(() => live && setBanks({ project: projectId, list: [] })); // lookups fail silently (spec 8)
    return () => {
      live = false;
    };
  }, [projectId]);
  const list = banks?.project === projectId ? banks.list : [];

  const chooseBank = (bank: SalaryProjectBank | undefined) => {
    setValue('bic', bank?.bic ?? '', touch);
    setValue('bankName', bank?.name ?? '', touch);
  };
  // A project with one bank: that bank, once its list came (a restored draft keeps its own choice).
  useEffect(() => {
    if (list.length === 1 && !bic) chooseBank(list[0]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the project's list arrives
  }, [list]);

  return (
    <div className={styles.grid}>
      <Controller
        control={control}
        name="salaryProjectId"
        render={({ field, fieldState }) => (
          <Field label="Зарплатный проект" required validationMessage={fieldState.error?.message}>
            <Select
              value={field.value}
              disabled={disabled}
              onChange={(_, data) => {
                field.onChange(data.value);
                chooseBank(undefined);
              }}
              onBlur={field.onBlur}
              data-testid="employ-project"
            >
              <option value="">Выберите</option>
              {projects.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </Select>
          </Field>
        )}
      />
      {!other && list.length > 0 && (
        <Field label="Банк">
          <Select
            value={list.some((b) => b.bic === bic) ? bic : ''}
            disabled={disabled}
            onChange={(_, data) => chooseBank(list.find((b) => b.bic === data.value))}
            data-testid="employ-bank"
          >
            <option value="">Выберите</option>
            {list.map((b) => (
              <option key={b.bic} value={b.bic}>
                {b.short ?? b.name} ({b.bic})
              </option>
            ))}
          </Select>
        </Field>
      )}
      {other && <BankNameSuggest form={form} disabled={disabled} />}
      <Controller
        control={control}
        name="bic"
        render={({ field, fieldState }) => (
          <Field label="БИК" required validationMessage={fieldState.error?.message}>
            <Input
              value={field.value}
              inputMode="numeric"
              placeholder="9 цифр"
              disabled={disabled}
              onChange={(_, data) => field.onChange(onlyDigits(data.value, 9))}
              onBlur={field.onBlur}
              data-testid="employ-bic"
            />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="account"
        render={({ field, fieldState }) => (
          <Field label="Расчётный счёт" required validationMessage={fieldState.error?.message}>
            <Input
              value={groupAccount(field.value)}
              inputMode="numeric"
              placeholder="40817 81000 00000 00001"
              disabled={disabled}
              onChange={(_, data) => field.onChange(onlyDigits(data.value, 20))}
              onBlur={field.onBlur}
              data-testid="employ-account"
            />
          </Field>
        )}
      />
    </div>
  );
}
