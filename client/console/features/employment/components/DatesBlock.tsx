import { Checkbox, Field, Select } from '@fluentui/react-components';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { formatCalendarDay, parseCalendarDay, type CalendarDay } from '#events/core/calendar-day';
import { PARTTIME_HOURS, PARTTIME_TITLES } from '#events/employment/form';
import { employmentDateRange, termEndRange } from '#events/employment/rules';
import { RuDateField } from '#client/console/shell/RuDateField';
import type { EmploymentFormValues } from '../values';
import { useBlockStyles } from './styles';

const ru = (d: CalendarDay) => formatCalendarDay(d, 'ru');
const rangeText = (r: { from: CalendarDay; to: CalendarDay }) => `С ${ru(r.from)} по ${ru(r.to)}`;

/**
 * The employment date (3 days to 1 month ahead of the Moscow today), the term contract with its end
 * (up to 60 days after the start) and the part-time type (empty is full time).
 */
export function DatesBlock({
  form,
  today,
  disabled,
}: {
  form: UseFormReturn<EmploymentFormValues>;
  today: CalendarDay;
  disabled: boolean;
}) {
  const styles = useBlockStyles();
  const { control } = form;
  const [start, term] = useWatch({ control, name: ['registrationDate', 'isTermContract'] });
  const startDay = parseCalendarDay(start, 'iso');
  const touch = { shouldValidate: true, shouldDirty: true, shouldTouch: true };
  return (
    <div className={styles.grid}>
      <Controller
        control={control}
        name="registrationDate"
        render={({ field, fieldState }) => (
          <RuDateField
            label="Дата трудоустройства"
            required
            disabled={disabled}
            value={field.value}
            onChange={(iso) => form.setValue('registrationDate', iso, touch)}
            error={fieldState.error?.message}
            hint={rangeText(employmentDateRange(today))}
            testId="employ-date"
          />
        )}
      />
      <Controller
        control={control}
        name="parttimerHours"
        render={({ field }) => (
          <Field label="Тип совместительства">
            <Select
              value={field.value}
              disabled={disabled}
              onChange={(_, data) => field.onChange(data.value)}
              data-testid="employ-parttime"
            >
              <option value="">Полная занятость</option>
              {PARTTIME_HOURS.map((hours) => (
                <option key={hours} value={hours}>
                  {PARTTIME_TITLES[hours]}
                </option>
              ))}
            </Select>
          </Field>
        )}
      />
      <Controller
        control={control}
        name="isTermContract"
        render={({ field }) => (
          <Checkbox
            className={styles.check}
            label="Срочный трудовой договор"
            checked={field.value}
            disabled={disabled}
            onChange={(_, data) => field.onChange(data.checked === true)}
            data-testid="employ-term"
          />
        )}
      />
      {term && (
        <Controller
          control={control}
          name="contractExpirationDate"
          render={({ field, fieldState }) => (
            <RuDateField
              label="Дата окончания договора"
              required
              disabled={disabled}
              value={field.value}
              onChange={(iso) => form.setValue('contractExpirationDate', iso, touch)}
              error={fieldState.error?.message}
              hint={startDay ? rangeText(termEndRange(startDay)) : 'Сначала укажите дату трудоустройства'}
              testId="employ-term-end"
            />
          )}
        />
      )}
    </div>
  );
}
