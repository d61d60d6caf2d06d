import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { salaryBoundError } from '#events/vacancies/templates';

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

/** Longer than any salary: a pasted 7-digit one stays whole and is told off, not silently cut. */
const TYPED_LIMIT = 12;
const SALARY_DIGITS = 6;

/**
 * 'ЗП от' and 'ЗП до' in roubles, digits only (the rules and messages come from the form schema).
 * A value over 6 digits shows the length message at once, while typing or on paste (issue 31: the
 * box used to cut a pasted 1 000 000 to 100 000 without a word).
 */
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
      render={({ field, fieldState }) => {
        const text: string = typeof field.value === 'string' ? field.value : '';
        return (
          <Field
            label={label}
            required
            className={styles.field}
            validationMessage={
              fieldState.error?.message ??
              (text.trim().length > SALARY_DIGITS ? salaryBoundError(text) : undefined)
            }
          >
            <Input
              {...field}
              value={text}
              inputMode="numeric"
              maxLength={TYPED_LIMIT}
              contentAfter="₽"
              disabled={disabled}
              data-testid={testId}
            />
          </Field>
        );
      }}
    />
  );
  return (
    <div className={styles.row}>
      {bound(fromName, 'ЗП от', 'tpl-salary-from')}
      {bound(toName, 'ЗП до', 'tpl-salary-to')}
    </div>
  );
}
