import { useEffect } from 'react';
import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useForm, type Resolver } from 'react-hook-form';
import { salaryEditFormSchema } from '#events/vacancies/templates';
import { SalaryFields } from './SalaryFields';

export interface SalaryEditValues {
  salary: { from: string; to: string };
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '480px' },
});

export interface SalaryEditFormProps {
  initial: SalaryEditValues;
  onSubmit: (values: SalaryEditValues) => Promise<void>;
  onDirtyChange?: (dirty: boolean) => void;
}

/** The salary edit of a template (update screen rules). Remount it (a new `key`) to start over. */
export function SalaryEditForm({ initial, onSubmit, onDirtyChange }: SalaryEditFormProps) {
  const styles = useStyles();
  const { control, handleSubmit, formState } = useForm<SalaryEditValues>({
    defaultValues: initial,
    // The resolver's value type is the schema's; the form's is the same shape with optional strings while typing.
    resolver: superstructResolver(salaryEditFormSchema) as Resolver<SalaryEditValues>,
  });
  const { isDirty, isSubmitting } = formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate data-testid="tpl-salary-form">
      <SalaryFields control={control} fromName="salary.from" toName="salary.to" disabled={isSubmitting} />
      <div>
        <Button
          type="submit"
          appearance="primary"
          disabled={isSubmitting}
          icon={isSubmitting ? <Spinner size="tiny" /> : undefined}
          data-testid="tpl-salary-save"
        >
          Сохранить
        </Button>
      </div>
    </form>
  );
}
