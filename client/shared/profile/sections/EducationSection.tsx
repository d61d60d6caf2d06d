import { Button, Text } from '@fluentui/react-components';
import type { EducationRecord } from '#events/questionnaire/profile/types';
import { DateField, DictionaryField, FreeDictionaryField, TextField, useFieldStyles } from '../fields';
import type { SectionProps } from './types';

const EMPTY_RECORD: EducationRecord = {
  educationType: '',
  educationInstitution: '',
  educationSpeciality: '',
  educationQualification: '',
  documentType: '',
  documentSeria: '',
  documentNumber: '',
  documentIssuedDate: '',
};

/** The free ones may be typed as they are (spec part 2, section 5: 'may be created freely'). */
const FREE: {
  field: 'educationInstitution' | 'educationSpeciality' | 'educationQualification';
  label: string;
  dictionary: string;
}[] = [
  { field: 'educationInstitution', label: 'Учебное заведение', dictionary: 'institutions' },
  { field: 'educationSpeciality', label: 'Специальность', dictionary: 'specialities' },
  { field: 'educationQualification', label: 'Квалификация', dictionary: 'qualifications' },
];

/** Education records (spec part 2, section 3): every field required ('Пожалуйста укажите'). */
export function EducationSection({ value, onChange, errorOf, disabled }: SectionProps<'education'>) {
  const styles = useFieldStyles();
  const setRecord = (i: number, patch: Partial<EducationRecord>) =>
    onChange(value.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <>
      {value.length === 0 && <Text className={styles.wide}>Добавьте сведения об образовании.</Text>}
      {value.map((record, i) => {
        const path = `education.${i}`;
        const id = (field: keyof EducationRecord) => `profile-education-${i}-${field}`;
        const common = (field: keyof EducationRecord) => ({
          value: record[field],
          disabled,
          required: true,
          onChange: (v: string) => setRecord(i, { [field]: v }),
          error: errorOf(`${path}.${field}`),
          testId: id(field),
        });
        return (
          <div key={i} className={`${styles.wide} ${styles.record}`} data-testid={`profile-education-${i}`}>
            <div className={styles.recordHead}>
              <Text weight="semibold">Образование {i + 1}</Text>
              <Button
                appearance="subtle"
                disabled={disabled}
                onClick={() => onChange(value.filter((_, j) => j !== i))}
                data-testid={`profile-education-${i}-remove`}
              >
                Удалить
              </Button>
            </div>
            <div className={styles.grid}>
              <DictionaryField
                label="Уровень образования"
                dictionary="educationTypes"
                keep="title"
                {...common('educationType')}
              />
              {FREE.map(({ field, label, dictionary }) => (
                <FreeDictionaryField key={field} label={label} dictionary={dictionary} {...common(field)} />
              ))}
              <DictionaryField
                label="Документ об образовании"
                dictionary="educationDocuments"
                keep="title"
                {...common('documentType')}
              />
              <TextField label="Серия документа" {...common('documentSeria')} />
              <TextField label="Номер документа" {...common('documentNumber')} />
              <DateField label="Дата выдачи" {...common('documentIssuedDate')} />
            </div>
          </div>
        );
      })}
      <div className={styles.wide}>
        <Button
          disabled={disabled}
          onClick={() => onChange([...value, EMPTY_RECORD])}
          data-testid="profile-education-add"
        >
          Добавить образование
        </Button>
      </div>
    </>
  );
}
