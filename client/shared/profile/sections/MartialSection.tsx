import { Button, Text, tokens } from '@fluentui/react-components';
import { martialNeedsDate } from '#events/questionnaire/profile/rules';
import type { Martial, Relative } from '#events/questionnaire/profile/types';
import { DateField, DictionaryField, TextField, useFieldStyles } from '../fields';
import { testIdOf, type SectionProps } from './types';

const EMPTY_RELATIVE: Relative = {
  relativeState: '',
  birthDate: '',
  lastName: '',
  firstName: '',
  patronymicName: '',
};

/** Marital status and relatives (spec part 2, section 3, Martial): at least one relative. */
export function MartialSection({ value, onChange, errorOf, disabled }: SectionProps<'martial'>) {
  const styles = useFieldStyles();
  const set = (patch: Partial<Martial>) => onChange({ ...value, ...patch });
  const needsDate = martialNeedsDate(value.martialStatus);
  const setRelative = (i: number, patch: Partial<Relative>) =>
    set({ relatives: value.relatives.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  return (
    <>
      <DictionaryField
        label="Семейное положение"
        required
        dictionary="martialStatuses"
        keep="title"
        value={value.martialStatus}
        disabled={disabled}
        onChange={(v) =>
          set({
            martialStatus: v,
            martialStatusApprovedAt: martialNeedsDate(v) ? value.martialStatusApprovedAt : '',
          })
        }
        error={errorOf('martial.martialStatus')}
        testId={testIdOf('martial', 'martialStatus')}
      />
      {needsDate && (
        <DateField
          label="Дата регистрации (изменения) семейного положения"
          required
          value={value.martialStatusApprovedAt}
          disabled={disabled}
          onChange={(v) => set({ martialStatusApprovedAt: v })}
          error={errorOf('martial.martialStatusApprovedAt')}
          testId={testIdOf('martial', 'martialStatusApprovedAt')}
        />
      )}
      <Text className={styles.wide} weight="semibold">
        Родственники
      </Text>
      {errorOf('martial.relatives') && (
        <Text className={styles.wide} role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>
          {errorOf('martial.relatives')}
        </Text>
      )}
      {value.relatives.map((relative, i) => {
        const path = `martial.relatives.${i}`;
        const id = (field: keyof Relative) => `profile-martial-relative-${i}-${field}`;
        const name = (field: 'lastName' | 'firstName' | 'patronymicName', label: string) => (
          <TextField
            label={label}
            required
            value={relative[field]}
            disabled={disabled}
            onChange={(v) => setRelative(i, { [field]: v })}
            error={errorOf(`${path}.${field}`)}
            testId={id(field)}
          />
        );
        return (
          <div
            key={i}
            className={`${styles.wide} ${styles.record}`}
            data-testid={`profile-martial-relative-${i}`}
          >
            <div className={styles.recordHead}>
              <Text weight="semibold">Родственник {i + 1}</Text>
              <Button
                appearance="subtle"
                disabled={disabled}
                onClick={() => set({ relatives: value.relatives.filter((_, j) => j !== i) })}
                data-testid={`${id('relativeState')}-remove`}
              >
                Удалить
              </Button>
            </div>
            <div className={styles.grid}>
              <DictionaryField
                label="Степень родства"
                required
                dictionary="relativeStates"
                keep="title"
                value={relative.relativeState}
                disabled={disabled}
                onChange={(v) => setRelative(i, { relativeState: v })}
                error={errorOf(`${path}.relativeState`)}
                testId={id('relativeState')}
              />
              <DateField
                label="Дата рождения"
                required
                value={relative.birthDate}
                disabled={disabled}
                onChange={(v) => setRelative(i, { birthDate: v })}
                error={errorOf(`${path}.birthDate`)}
                testId={id('birthDate')}
              />
              {name('lastName', 'Фамилия')}
              {name('firstName', 'Имя')}
              {name('patronymicName', 'Отчество')}
            </div>
          </div>
        );
      })}
      <div className={styles.wide}>
        <Button
          disabled={disabled}
          onClick={() => set({ relatives: [...value.relatives, EMPTY_RELATIVE] })}
          data-testid="profile-martial-add-relative"
        >
          Добавить родственника
        </Button>
      </div>
    </>
  );
}
