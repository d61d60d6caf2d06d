import { Checkbox, Field, Input } from '@fluentui/react-components';
import type { Address, Addresses } from '#events/questionnaire/profile/types';
import { DateField, TextField, useFieldStyles, type ErrorOf } from '../fields';
import { AddressSuggest } from './AddressSuggest';
import type { SectionProps } from './types';

/** The address card in one line: what the suggestion filled. */
export const addressLine = (a: Address) =>
  [
    a.postCode,
    a.region !== a.city ? a.region : '',
    a.city,
    a.street,
    a.house && `д ${a.house}`,
    a.corps && `корп ${a.corps}`,
    a.apartment && `кв ${a.apartment}`,
  ]
    .filter(Boolean)
    .join(', ');

function AddressCard(props: {
  kind: 'registration' | 'residential';
  label: string;
  value: Address;
  onChange: (next: Address) => void;
  errorOf: ErrorOf;
  disabled: boolean;
  port: SectionProps<'addresses'>['port'];
}) {
  const styles = useFieldStyles();
  const { kind, value, errorOf, disabled } = props;
  const path = `addresses.${kind}`;
  const field = (key: 'postCode' | 'street' | 'house' | 'corps' | 'apartment', label: string) => (
    <TextField
      label={label}
      value={value[key]}
      mask={key === 'postCode' ? 'postCode' : undefined}
      required={key === 'street' || key === 'house' || key === 'postCode'}
      disabled={disabled}
      onChange={(v) => props.onChange({ ...value, [key]: v })}
      error={errorOf(`${path}.${key}`)}
      testId={`profile-${kind}-${key}`}
    />
  );
  return (
    <>
      <AddressSuggest
        label={props.label}
        testId={`profile-${kind}-suggest`}
        error={errorOf(path)}
        disabled={disabled}
        port={props.port}
        saved={addressLine(value)}
        onPick={(a) => props.onChange({ ...value, ...a })}
      />
      <Field className={styles.wide} label="Карточка адреса">
        <Input
          className={styles.control}
          readOnly
          value={addressLine(value)}
          data-testid={`profile-${kind}-card`}
        />
      </Field>
      {field('postCode', 'Индекс')}
      {field('street', 'Улица')}
      {field('house', 'Дом')}
      {field('corps', 'Корпус')}
      {field('apartment', 'Квартира')}
    </>
  );
}

/** Registration and residence (spec part 2, section 3); 'notsend' means residence is the registration. */
export function AddressesSection({ value, onChange, errorOf, disabled, port }: SectionProps<'addresses'>) {
  const styles = useFieldStyles();
  const set = (patch: Partial<Addresses>) => onChange({ ...value, ...patch });
  const reg = value.registration;
  return (
    <>
      <AddressCard
        kind="registration"
        label="Адрес регистрации"
        value={reg}
        onChange={(a) => set({ registration: { ...a, dateRegistration: reg.dateRegistration } })}
        errorOf={errorOf}
        disabled={disabled}
        port={port}
      />
      <DateField
        label="Дата регистрации"
        required
        value={reg.dateRegistration}
        disabled={disabled}
        onChange={(v) => set({ registration: { ...reg, dateRegistration: v } })}
        error={errorOf('addresses.registration.dateRegistration')}
        testId="profile-registration-date"
      />
      <Checkbox
        className={styles.wide}
        label="Адрес проживания совпадает с адресом регистрации"
        checked={value.notsend}
        disabled={disabled}
        onChange={(_, d) => set({ notsend: Boolean(d.checked) })}
        data-testid="profile-addresses-notsend"
      />
      {!value.notsend && (
        <AddressCard
          kind="residential"
          label="Адрес проживания"
          value={value.residential}
          onChange={(a) => set({ residential: a })}
          errorOf={errorOf}
          disabled={disabled}
          port={port}
        />
      )}
    </>
  );
}
