import { Checkbox, Field, Textarea } from '@fluentui/react-components';
import { CITIZENSHIPS } from '#events/questionnaire-light/inputs';
import { EMPLOYMENT_HISTORY, type ProfilePersonal } from '#events/questionnaire/profile/types';
import { checkDigitWarnings } from '#events/questionnaire/profile/check-digits';
import { ChoiceField, DateField, DictionaryField, TextField, useFieldStyles } from '../fields';
import { testIdOf, type SectionProps } from './types';

const HISTORY_TITLES: Record<(typeof EMPLOYMENT_HISTORY)[number], string> = {
  None: 'Нет трудовой книжки',
  Have: 'Бумажная трудовая книжка',
  HaveEl: 'Электронная трудовая книжка',
  Lose: 'Трудовая книжка утеряна',
};
const HISTORY = EMPLOYMENT_HISTORY.map((id) => ({ id, title: HISTORY_TITLES[id] }));
const SEXES = [
  { id: 'male', title: 'Мужской' },
  { id: 'female', title: 'Женский' },
];

/** Personal data (spec part 2, section 3, info); a self-employed applicant has no work book or SNILS. */
export function PersonalSection({
  value,
  onChange,
  errorOf,
  disabled,
  selfEmployed,
  audience,
  onTouched,
}: SectionProps<'personal'>) {
  const styles = useFieldStyles();
  const set = (patch: Partial<ProfilePersonal>) => onChange({ ...value, ...patch });
  // Wrong check digits are most likely a typo: a warning only, the server accepts the number.
  const warnings = checkDigitWarnings(value);
  const text = (field: 'lastname' | 'firstname' | 'secondname' | 'email', label: string, required = true) => (
    <TextField
      label={label}
      required={required}
      value={value[field]}
      disabled={disabled || (field === 'secondname' && value.woPatronymic)}
      onChange={(v) => set({ [field]: v })}
      error={errorOf(`personal.${field}`)}
      testId={testIdOf('personal', field)}
      inputMode={field === 'email' ? 'email' : undefined}
      // A corporate or malformed e-mail is told on leaving the field, not only after 'Сохранить'.
      onBlur={field === 'email' ? () => onTouched?.('personal.email') : undefined}
    />
  );
  return (
    <>
      {text('lastname', 'Фамилия')}
      {text('firstname', 'Имя')}
      {text('secondname', 'Отчество', !value.woPatronymic)}
      <Checkbox
        label="Нет отчества"
        checked={value.woPatronymic}
        disabled={disabled}
        onChange={(_, d) =>
          set({ woPatronymic: Boolean(d.checked), secondname: d.checked ? '' : value.secondname })
        }
        data-testid={testIdOf('personal', 'woPatronymic')}
      />
      <ChoiceField
        label="Пол"
        required
        entries={SEXES}
        value={value.sex}
        disabled={disabled}
        onChange={(v) => set({ sex: v === 'male' || v === 'female' ? v : '' })}
        error={errorOf('personal.sex')}
        testId={testIdOf('personal', 'sex')}
      />
      <DateField
        label="Дата рождения"
        required
        value={value.dateBirth}
        disabled={disabled}
        onChange={(v) => set({ dateBirth: v })}
        error={errorOf('personal.dateBirth')}
        testId={testIdOf('personal', 'dateBirth')}
      />
      <DictionaryField
        label="Гражданство"
        required
        dictionary="citizenship"
        keep="id"
        fallback={CITIZENSHIPS.map((c) => ({ id: c.id, title: c.title }))}
        value={value.citizenship}
        disabled={disabled}
        onChange={(v) => {
          set({ citizenship: v });
          onTouched?.('personal.citizenship');
        }}
        error={errorOf('personal.citizenship')}
        testId={testIdOf('personal', 'citizenship')}
      />
      {text('email', 'E-mail')}
      <TextField
        label="Телефон"
        value={value.phone}
        // The candidate's phone is the one their link was confirmed with.
        disabled={disabled || audience === 'candidate'}
        onChange={(v) => set({ phone: v.replace(/\D/g, '').slice(0, 11) })}
        error={errorOf('personal.phone')}
        testId={testIdOf('personal', 'phone')}
        inputMode="tel"
      />
      {!selfEmployed && (
        <ChoiceField
          label="Трудовая книжка"
          required
          entries={HISTORY}
          value={value.hasEmploymentHistory}
          disabled={disabled}
          onChange={(v) => set({ hasEmploymentHistory: EMPLOYMENT_HISTORY.find((h) => h === v) ?? '' })}
          error={errorOf('personal.hasEmploymentHistory')}
          testId={testIdOf('personal', 'hasEmploymentHistory')}
        />
      )}
      <TextField
        label="ИНН"
        required
        mask="inn"
        placeholder="12 цифр"
        value={value.inn}
        disabled={disabled}
        onChange={(v) => set({ inn: v })}
        error={errorOf('personal.inn')}
        warning={warnings['personal.inn']}
        testId={testIdOf('personal', 'inn')}
      />
      {!selfEmployed && (
        <TextField
          label="СНИЛС"
          required
          mask="snils"
          placeholder="NNN-NNN-NNN NN"
          value={value.snils}
          disabled={disabled}
          onChange={(v) => set({ snils: v })}
          error={errorOf('personal.snils')}
          warning={warnings['personal.snils']}
          testId={testIdOf('personal', 'snils')}
        />
      )}
      <Field className={styles.wide} label="О себе" validationMessage={errorOf('personal.aboutYourself')}>
        <Textarea
          className={styles.control}
          value={value.aboutYourself}
          disabled={disabled}
          resize="vertical"
          onChange={(_, d) => set({ aboutYourself: d.value })}
          data-testid={testIdOf('personal', 'aboutYourself')}
        />
      </Field>
    </>
  );
}
