import { useState } from 'react';
import { Field, Input, makeStyles } from '@fluentui/react-components';
import { CalendarRegular } from '@fluentui/react-icons';
import { DateTime } from 'luxon';
import { maskDate } from '../../shared/profile/masks';

const useStyles = makeStyles({ input: { width: '100%', minWidth: 0 } });

const RU = 'dd.MM.yyyy';
export const DATE_FORMAT_MESSAGE = 'Введите дату в формате ДД.ММ.ГГГГ';
export const NO_SUCH_DATE_MESSAGE = 'Такой даты нет в календаре';

/** 'ДД.ММ.ГГГГ' of a calendar day 'ГГГГ-ММ-ДД' ('' for none or an unreadable one). */
export function ruDateText(iso: string): string {
  const day = DateTime.fromISO(iso, { zone: 'utc' });
  return iso && day.isValid ? day.setLocale('ru').toFormat(RU) : '';
}

/** The calendar day 'ГГГГ-ММ-ДД' of a typed 'ДД.ММ.ГГГГ', or null while it is not a real whole date. */
export function isoOfRuDate(text: string): string | null {
  if (!/^\d{2}\.\d{2}\.\d{4}$/.test(text)) return null;
  const day = DateTime.fromFormat(text, RU, { zone: 'utc', locale: 'ru' });
  return day.isValid ? day.toISODate() : null;
}

export interface RuDateFieldProps {
  label: string;
  /** The calendar day as 'ГГГГ-ММ-ДД', or ''. */
  value: string;
  /** A whole real day as 'ГГГГ-ММ-ДД'; '' when the field is emptied or holds no whole date. */
  onChange: (iso: string) => void;
  /** A message of the form's own (a range in the wrong order); the field's own come first. */
  error?: string;
  /** A line under the field (the allowed range, e.g. 'с 25.11.2026 по 22.12.2026'). */
  hint?: string;
  testId?: string;
  className?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * The console's one date field (issue 24): 'ДД.ММ.ГГГГ' typed with a mask, the Russian order the
 * rest of the console shows, instead of the browser's date input (mm/dd/yyyy in an English
 * browser). The value outside is the calendar day 'ГГГГ-ММ-ДД', as the API and the address keep it.
 */
export function RuDateField({
  label,
  value,
  onChange,
  error,
  hint,
  testId,
  className,
  ...rest
}: RuDateFieldProps) {
  const styles = useStyles();
  const [text, setText] = useState(() => ruDateText(value));
  const [blurred, setBlurred] = useState(false);
  // What this field last reported: a different value came from outside (reset, Back) and is shown.
  const [reported, setReported] = useState(value);
  if (value !== reported) {
    setReported(value);
    if ((isoOfRuDate(text) ?? '') !== value) setText(ruDateText(value));
  }
  const change = (typed: string) => {
    const next = maskDate(typed);
    setText(next);
    setBlurred(false);
    const iso = isoOfRuDate(next) ?? '';
    if (iso !== reported) {
      setReported(iso);
      onChange(iso);
    }
  };
  const own =
    text.length === 10 && !isoOfRuDate(text)
      ? NO_SUCH_DATE_MESSAGE
      : blurred && text !== '' && text.length < 10
        ? DATE_FORMAT_MESSAGE
        : undefined;
  const message = own ?? error;
  return (
    <Field
      className={className}
      label={label}
      hint={hint}
      required={rest.required}
      validationMessage={message}
      validationState={message ? 'error' : 'none'}
    >
      <Input
        className={styles.input}
        value={text}
        placeholder="ДД.ММ.ГГГГ"
        inputMode="numeric"
        disabled={rest.disabled}
        contentAfter={<CalendarRegular aria-hidden />}
        onChange={(_, data) => change(data.value)}
        onBlur={() => setBlurred(true)}
        data-testid={testId}
      />
    </Field>
  );
}
