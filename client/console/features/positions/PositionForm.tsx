import { Button, Checkbox, Field, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { Controller, useForm } from 'react-hook-form';
import { pick } from 'superstruct';
import { PositionInput } from '#events/positions/events';

/** The editable part of a position; the title rule (and its message 'Укажите') comes from events/. */
const PositionFields = pick(PositionInput, ['title', 'use_to_search_candidate', 'show_on_vacancies_feed']);

export interface PositionFormValues {
  title: string;
  use_to_search_candidate: boolean;
  show_on_vacancies_feed: boolean;
}

export const EMPTY_POSITION: PositionFormValues = {
  title: '',
  use_to_search_candidate: false,
  show_on_vacancies_feed: false,
};

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '520px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface PositionFormProps {
  initial: PositionFormValues;
  onSubmit: (values: PositionFormValues) => Promise<void>;
}

/** Add or edit one position. Remount it (a new `key`) to start from other values. */
export function PositionForm({ initial, onSubmit }: PositionFormProps) {
  const styles = useStyles();
  const { control, handleSubmit, formState } = useForm<PositionFormValues>({
    defaultValues: initial,
    resolver: superstructResolver(PositionFields, { coerce: true }),
  });
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate data-testid="position-form">
      <Controller
        name="title"
        control={control}
        render={({ field, fieldState }) => (
          <Field label="Название" required validationMessage={fieldState.error?.message}>
            <Input {...field} maxLength={200} data-testid="position-title-input" />
          </Field>
        )}
      />
      <Controller
        name="use_to_search_candidate"
        control={control}
        render={({ field: { value, onChange, ref, name } }) => (
          <Checkbox
            ref={ref}
            name={name}
            checked={value}
            onChange={(_, data) => onChange(data.checked === true)}
            label="Подбор кандидатов"
            data-testid="position-search-checkbox"
          />
        )}
      />
      <Controller
        name="show_on_vacancies_feed"
        control={control}
        render={({ field: { value, onChange, ref, name } }) => (
          <Checkbox
            ref={ref}
            name={name}
            checked={value}
            onChange={(_, data) => onChange(data.checked === true)}
            label="Показывать в ленте вакансий на главной"
            data-testid="position-feed-checkbox"
          />
        )}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          appearance="primary"
          disabled={formState.isSubmitting}
          icon={formState.isSubmitting ? <Spinner size="tiny" /> : undefined}
          data-testid="position-save"
        >
          Сохранить
        </Button>
      </div>
    </form>
  );
}
