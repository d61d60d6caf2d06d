import { superstructResolver } from '@hookform/resolvers/superstruct';
import { useEffect, useMemo, type InputHTMLAttributes, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import {
  CITIZENSHIPS,
  formatPhoneInput,
  isValidPhone,
  lightInfoSchema,
  normalizeNameInput,
  phoneDigits,
  type LightQuestionnaireInfo,
} from '#events/questionnaire-light/events';
import { Field } from './Field';
import { ListSelect } from '../../components/ListSelect';
import { formatDateInput } from './masks';

export interface LightFormValues {
  surname: string;
  firstName: string;
  patronymicName: string;
  woPatronymic: boolean;
  citizen: string;
  birthDate: string;
  phone: string;
  email: string;
  addressFact: string;
  subwayStation: string;
}

const CITIZENSHIP_OPTIONS = CITIZENSHIPS.map((c) => ({ value: c.id, label: c.title }));

export const EMPTY_FORM: LightFormValues = {
  surname: '',
  firstName: '',
  patronymicName: '',
  woPatronymic: false,
  citizen: '',
  birthDate: '',
  phone: '',
  email: '',
  addressFact: '',
  subwayStation: '',
};

/** The form's field names (an error's field is one of them or none). */
export const LIGHT_FORM_FIELDS = Object.keys(EMPTY_FORM).filter((name): name is keyof LightFormValues =>
  Object.hasOwn(EMPTY_FORM, name),
);

interface LightFormProps {
  defaultValues: LightFormValues;
  submitLabel: string;
  /** The phone confirmation widget (or its result) under the phone field. */
  phoneSlot: (phone: { digits: string; valid: boolean }) => ReactNode;
  phoneLocked?: boolean;
  /** Once the phone is confirmed, a 'Подтвердите номер телефона' error under it is stale. */
  phoneConfirmed?: boolean;
  /** Above the submit button: notices about the phone. */
  notice?: ReactNode;
  /** Every change of a value (the public form keeps a draft for the session). */
  onValuesChange?: (values: LightFormValues) => void;
  onValid: (info: LightQuestionnaireInfo, setError: UseFormSetError<LightFormValues>) => Promise<void>;
}

/** The light candidate form (spec part 1, section 5) with the shared schema as its resolver. */
export function LightForm({
  defaultValues,
  submitLabel,
  phoneSlot,
  phoneLocked,
  phoneConfirmed,
  notice,
  onValuesChange,
  onValid,
}: LightFormProps) {
  // The age rule is checked against today as the page opened.
  const resolver = useMemo(
    () =>
      superstructResolver<LightFormValues, unknown, LightQuestionnaireInfo>(
        lightInfoSchema({ now: new Date().toISOString() }),
        {
          coerce: true,
        },
      ),
    [],
  );
  const form = useForm<LightFormValues, unknown, LightQuestionnaireInfo>({
    defaultValues,
    resolver,
    mode: 'onTouched',
  });
  const { register, formState, control, setValue, handleSubmit, setError, clearErrors } = form;
  const errors = formState.errors;
  const woPatronymic = useWatch({ control, name: 'woPatronymic' });
  const digits = phoneDigits(useWatch({ control, name: 'phone' }));

  useEffect(() => {
    if (phoneConfirmed) clearErrors('phone');
  }, [phoneConfirmed, clearErrors]);

  const values = useWatch({ control });
  useEffect(() => {
    onValuesChange?.({ ...EMPTY_FORM, ...values });
  }, [values, onValuesChange]);

  /** Normalises as the user types: names, the date mask, the phone mask. */
  const masked = (name: keyof LightFormValues, format: (v: string) => string) =>
    register(name, {
      onChange: (e: { target: HTMLInputElement }) => {
        const next = format(e.target.value);
        if (next !== e.target.value)
          setValue(name, next, { shouldValidate: Boolean(formState.errors[name]) });
      },
    });

  const text = (
    name: keyof LightFormValues,
    label: string,
    testId: string,
    registration: ReturnType<typeof register>,
    inputProps: InputHTMLAttributes<HTMLInputElement> = {},
    required = true,
  ) => (
    <Field label={label} name={name} required={required} error={errors[name]?.message}>
      {(a11y) => (
        <input className="qf-input" data-testid={testId} {...inputProps} {...a11y} {...registration} />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={handleSubmit((info) => onValid(info, setError))}>
      {text('surname', 'Фамилия', 'q-surname', masked('surname', normalizeNameInput), {
        autoComplete: 'family-name',
      })}
      {text('firstName', 'Имя', 'q-firstname', masked('firstName', normalizeNameInput), {
        autoComplete: 'given-name',
      })}
      <Field
        label="Отчество"
        name="patronymicName"
        required={!woPatronymic}
        error={errors.patronymicName?.message}
      >
        {(a11y) => (
          <input
            className="qf-input"
            data-testid="q-patronymic"
            autoComplete="additional-name"
            disabled={woPatronymic}
            {...a11y}
            {...masked('patronymicName', normalizeNameInput)}
          />
        )}
      </Field>
      <label className="qf-check" style={{ marginTop: -8, marginBottom: 12 }}>
        <input
          type="checkbox"
          data-testid="q-wo-patronymic"
          {...register('woPatronymic', {
            onChange: (e: { target: HTMLInputElement }) => {
              if (e.target.checked) setValue('patronymicName', '', { shouldValidate: true });
            },
          })}
        />
        Нет отчества
      </label>
      <Field label="Гражданство" name="citizen" required error={errors.citizen?.message}>
        {(a11y) => (
          <Controller
            control={control}
            name="citizen"
            render={({ field }) => (
              <ListSelect
                {...a11y}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                options={CITIZENSHIP_OPTIONS}
                placeholder="Выберите гражданство"
                testId="q-citizen"
              />
            )}
          />
        )}
      </Field>
      {text('birthDate', 'Дата рождения', 'q-birthdate', masked('birthDate', formatDateInput), {
        placeholder: 'дд.мм.гггг',
        inputMode: 'numeric',
        autoComplete: 'bday',
      })}
      <Field label="Телефон" name="phone" required error={errors.phone?.message}>
        {(a11y) => (
          <input
            className="qf-input"
            data-testid="q-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+7 (___) ___-__-__"
            readOnly={phoneLocked}
            {...a11y}
            {...masked('phone', formatPhoneInput)}
          />
        )}
      </Field>
      {phoneSlot({ digits, valid: isValidPhone(digits) })}
      {text('email', 'E-mail', 'q-email', register('email'), {
        type: 'email',
        inputMode: 'email',
        autoComplete: 'email',
      })}
      {text(
        'addressFact',
        'Адрес проживания',
        'q-address',
        register('addressFact'),
        { autoComplete: 'street-address' },
        false,
      )}
      {text('subwayStation', 'Станция метро', 'q-subway', register('subwayStation'), {}, false)}
      {notice}
      <button
        type="submit"
        className="qf-button qf-primary qf-submit"
        data-testid="q-submit"
        disabled={formState.isSubmitting}
      >
        {submitLabel}
      </button>
    </form>
  );
}
