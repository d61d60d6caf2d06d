import { Field, Input, Select, Textarea } from '@fluentui/react-components';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { EMPLOYMENT_LIMITS } from '#events/employment/form';
import type { LookupEntry } from '../api-form';
import type { EmploymentFormValues } from '../values';
import { useBlockStyles } from './styles';

/**
 * The response source survey (spec part 2, sections 3, 5): the traffic source (required), its text
 * when 'Другое' is chosen (required then), and a comment.
 */
export function SurveyBlock({
  form,
  sources,
  otherId,
  disabled,
}: {
  form: UseFormReturn<EmploymentFormValues>;
  sources: LookupEntry[];
  otherId: string | null;
  disabled: boolean;
}) {
  const styles = useBlockStyles();
  const { control } = form;
  const source = useWatch({ control, name: 'trafficSource' });
  return (
    <div className={styles.grid}>
      <Controller
        control={control}
        name="trafficSource"
        render={({ field, fieldState }) => (
          <Field label="Источник отклика" required validationMessage={fieldState.error?.message}>
            <Select
              value={field.value}
              disabled={disabled}
              onChange={(_, data) => field.onChange(data.value)}
              onBlur={field.onBlur}
              data-testid="employ-source"
            >
              <option value="">Выберите</option>
              {sources.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </Select>
          </Field>
        )}
      />
      {source !== '' && source === otherId && (
        <Controller
          control={control}
          name="trafficSourceCustom"
          render={({ field, fieldState }) => (
            <Field
              label="Откуда кандидат узнал о вакансии"
              required
              validationMessage={fieldState.error?.message}
            >
              <Input
                value={field.value}
                maxLength={EMPLOYMENT_LIMITS.customSourceMax}
                disabled={disabled}
                onChange={(_, data) => field.onChange(data.value)}
                onBlur={field.onBlur}
                data-testid="employ-source-custom"
              />
            </Field>
          )}
        />
      )}
      <Controller
        control={control}
        name="trafficSourceComment"
        render={({ field, fieldState }) => (
          <Field className={styles.wide} label="Комментарий" validationMessage={fieldState.error?.message}>
            <Textarea
              value={field.value}
              maxLength={EMPLOYMENT_LIMITS.commentMax}
              disabled={disabled}
              onChange={(_, data) => field.onChange(data.value)}
              onBlur={field.onBlur}
              data-testid="employ-source-comment"
            />
          </Field>
        )}
      />
    </div>
  );
}
