import { Field, Input, makeStyles, Select, Textarea, tokens } from '@fluentui/react-components';
import { Controller, type Control } from 'react-hook-form';
import { DURATION_OPTIONS, MEETING_LIMITS, type MeetingFormValues } from '#events/meetings/events';
import { durationText, ZONE_LABEL } from './time';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalM,
    // A message under one field must not stretch its neighbours.
    alignItems: 'start',
  },
});

/** 14122026 -> 14.12.2026 as the user types. */
export function maskDate(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join('.');
}

/** 1130 -> 11:30 as the user types. */
export function maskTime(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}:${d.slice(2)}` : d;
}

export interface MeetingTimeFieldsProps {
  control: Control<MeetingFormValues>;
  /** data-testid prefix: 'invite' in the invitation, 'meeting' when moving a meeting. */
  testIdPrefix: string;
  withComment?: boolean;
  disabled?: boolean;
}

/** Date (DD.MM.YYYY), time, duration, place and, optionally, a comment. */
export function MeetingTimeFields({
  control,
  testIdPrefix: p,
  withComment,
  disabled,
}: MeetingTimeFieldsProps) {
  const styles = useStyles();
  return (
    <>
      <div className={styles.row}>
        <Controller
          name="date"
          control={control}
          render={({ field, fieldState }) => (
            <Field label="Дата" required validationMessage={fieldState.error?.message}>
              <Input
                {...field}
                onChange={(_, data) => field.onChange(maskDate(data.value))}
                placeholder="ДД.ММ.ГГГГ"
                inputMode="numeric"
                disabled={disabled}
                data-testid={`${p}-date`}
              />
            </Field>
          )}
        />
        <Controller
          name="time"
          control={control}
          render={({ field, fieldState }) => (
            <Field label={`Время (${ZONE_LABEL})`} required validationMessage={fieldState.error?.message}>
              <Input
                {...field}
                onChange={(_, data) => field.onChange(maskTime(data.value))}
                placeholder="ЧЧ:ММ"
                inputMode="numeric"
                disabled={disabled}
                data-testid={`${p}-time`}
              />
            </Field>
          )}
        />
        <Controller
          name="durationMinutes"
          control={control}
          render={({ field, fieldState }) => (
            <Field label="Длительность" required validationMessage={fieldState.error?.message}>
              <Select
                ref={field.ref}
                name={field.name}
                value={String(field.value)}
                onChange={(_, data) => field.onChange(Number(data.value))}
                onBlur={field.onBlur}
                disabled={disabled}
                data-testid={`${p}-duration`}
              >
                {DURATION_OPTIONS.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {durationText(minutes)}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        />
      </div>
      <Controller
        name="place"
        control={control}
        render={({ field, fieldState }) => (
          <Field label="Место встречи" required validationMessage={fieldState.error?.message}>
            <Input
              {...field}
              maxLength={MEETING_LIMITS.placeMax}
              disabled={disabled}
              data-testid={`${p}-place`}
            />
          </Field>
        )}
      />
      {withComment && (
        <Controller
          name="comment"
          control={control}
          render={({ field, fieldState }) => (
            <Field label="Комментарий" validationMessage={fieldState.error?.message}>
              <Textarea
                {...field}
                maxLength={MEETING_LIMITS.commentMax}
                resize="vertical"
                rows={3}
                disabled={disabled}
                data-testid={`${p}-comment`}
              />
            </Field>
          )}
        />
      )}
    </>
  );
}
