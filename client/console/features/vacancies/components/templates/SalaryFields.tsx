import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  field: { flexBasis: '160px', flexGrow: 1 },
});

export interface SalaryFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** Form paths of the two bounds, e.g. 'salary.from'. */
  fromName: Path<T>;
  toName: Path<T>;
  disabled?: boolean;
}

/** 'ЗП от' and 'ЗП до' in roubles, digits only (the rules and messages come from the form schema). */
export function SalaryFields<T extends FieldValues>({
  control,
  fromName,
  toName,
  disabled,
}: SalaryFieldsProps<T>) {
  const styles = useStyles();
  const bound = (name: Path<T>, label: string, testId: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Field label={label} required className={styles.field} validationMessage={fieldState.error?.message}>
          <Input
            {...field}
            value={typeof field.value === 'string' ? field.value : ''}
            inputMode="numeric"
            maxLength={6}
            contentAfter="₽"
            disabled={disabled}
            data-testid={testId}
          />
        </Field>
      )}
    />
  );
  return (
    <div className={styles.row}>
      {bound(fromName, 'ЗП от', 'tpl-salary-from')}
      {bound(toName, 'ЗП до', 'tpl-salary-to')}
    </div>
  );
}
