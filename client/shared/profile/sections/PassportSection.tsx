import type { Passport } from '#events/questionnaire/profile/types';
import { DateField, TextField } from '../fields';
import type { MaskName } from '../masks';
import { testIdOf, type SectionProps } from './types';

const FIELDS: {
  field: keyof Passport;
  label: string;
  mask?: MaskName;
  placeholder?: string;
  wide?: boolean;
}[] = [
  { field: 'series', label: 'Серия', mask: 'series', placeholder: '4 цифры' },
  { field: 'number', label: 'Номер', mask: 'passportNumber', placeholder: '6 цифр' },
  { field: 'dateExtradition', label: 'Дата выдачи' },
  { field: 'departmentNumber', label: 'Код подразделения', mask: 'department', placeholder: 'NNN-NNN' },
  { field: 'placeExtradition', label: 'Кем выдан', wide: true },
  { field: 'placeBirth', label: 'Место рождения', wide: true },
];

/** The passport (spec part 2, section 3): series 4 digits, number 6, department code 'NNN-NNN'. */
export function PassportSection({ value, onChange, errorOf, disabled }: SectionProps<'passport'>) {
  return FIELDS.map(({ field, label, mask, placeholder, wide }) => {
    const common = {
      label,
      required: true,
      value: value[field],
      disabled,
      wide,
      onChange: (v: string) => onChange({ ...value, [field]: v }),
      error: errorOf(`passport.${field}`),
      testId: testIdOf('passport', field),
    };
    return field === 'dateExtradition' ? (
      <DateField key={field} {...common} />
    ) : (
      <TextField key={field} {...common} mask={mask} placeholder={placeholder} />
    );
  });
}
