import { useEffect } from 'react';
import { Button, Dropdown, Field, makeStyles, Option, Spinner, tokens } from '@fluentui/react-components';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import {
  EXPERIENCE_OPTIONS,
  OCCUPATION_OPTIONS,
  SCHEDULE_OPTIONS,
  type BaseTemplateInput,
  type Experience,
  type Occupation,
  type Schedule,
} from '#events/vacancies/events';
import {
  baseTemplateFormSchema,
  TEMPLATE_MESSAGES,
  type BaseTemplateView,
  type ProfessionalRoleCategoryView,
} from '#events/vacancies/templates';
import { useCappedListbox } from '#client/console/shell/cappedListbox';
import { ProfessionalRolesPicker } from './ProfessionalRolesPicker';
import { useReadOnly } from '#client/console/shell/readOnly';
import { RichTextEditor } from '#client/console/shell/richText/LazyRichTextEditor';

export interface BaseTemplateFormValues {
  positionId: string;
  responsibility: string;
  standards: string;
  conditions: string;
  experience: string;
  schedule: string;
  occupation: string;
  hhProfessionalRoles: string[];
}

/** The form's starting values: the position's template, or empty for a new one. */
export function formValuesOf(positionId: string, template: BaseTemplateView | null): BaseTemplateFormValues {
  return {
    positionId,
    responsibility: template?.responsibility ?? '',
    standards: template?.standards ?? '',
    conditions: template?.conditions ?? '',
    experience: template?.experience ?? '',
    schedule: template?.schedule ?? '',
    occupation: template?.occupation ?? '',
    hhProfessionalRoles: template?.hhProfessionalRoles ?? [],
  };
}

/** What is sent: for the self-employed position experience, schedule and occupation are left out. */
export function payloadOf(values: BaseTemplateFormValues, selfEmployed: boolean): BaseTemplateInput {
  const { experience, schedule, occupation, ...rest } = values;
  if (selfEmployed) return rest;
  return {
    ...rest,
    // Validated by the form schema: for employees these are among the options.
    experience: experience as Experience,
    schedule: schedule as Schedule,
    occupation: occupation as Occupation,
  };
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '860px' },
  choices: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  choice: { flexBasis: '220px', flexGrow: 1 },
  dropdown: { minWidth: 'unset', width: '100%' },
});

const SECTIONS = [
  { name: 'responsibility', label: 'Обязанности', testId: 'bt-responsibility' },
  { name: 'standards', label: 'Требования', testId: 'bt-standards' },
  { name: 'conditions', label: 'Условия', testId: 'bt-conditions' },
] as const;

const CHOICES = [
  { name: 'experience', label: 'Опыт работы', options: EXPERIENCE_OPTIONS, testId: 'bt-experience' },
  { name: 'schedule', label: 'График работы', options: SCHEDULE_OPTIONS, testId: 'bt-schedule' },
  { name: 'occupation', label: 'Тип занятости', options: OCCUPATION_OPTIONS, testId: 'bt-occupation' },
] as const;

export interface BaseTemplateFormProps {
  initial: BaseTemplateFormValues;
  selfEmployed: boolean;
  categories: ProfessionalRoleCategoryView[];
  onSubmit: (values: BaseTemplateFormValues) => Promise<void>;
  /** Told whether the user has unsaved edits (a live change must not overwrite them). */
  onDirtyChange?: (dirty: boolean) => void;
}

/** The texts of one position's base template. Remount it (a new `key`) to start from other values. */
export function BaseTemplateForm(props: BaseTemplateFormProps) {
  const { initial, selfEmployed, categories, onSubmit, onDirtyChange } = props;
  const styles = useStyles();
  const list = useCappedListbox();
  const { control, handleSubmit, formState } = useForm<BaseTemplateFormValues>({
    defaultValues: initial,
    // The resolver's value type is the schema's; the form's is the same shape with optional strings while typing.
    resolver: superstructResolver(baseTemplateFormSchema(selfEmployed)) as Resolver<BaseTemplateFormValues>,
  });
  // Read-only (the auditor, a past state): the fields stay shown, disabled, and nothing saves.
  const readOnly = useReadOnly();
  const busy = formState.isSubmitting || readOnly;
  const { isDirty } = formState;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);
  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit)} noValidate data-testid="bt-form">
      {SECTIONS.map((section) => (
        <Controller
          key={section.name}
          name={section.name}
          control={control}
          render={({ field, fieldState }) => (
            <Field label={section.label} required validationMessage={fieldState.error?.message}>
              {(fieldProps) => (
                <RichTextEditor
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={busy}
                  // The public vacancy page shows the section under the same title.
                  previewTitle={section.label}
                  testId={section.testId}
                  fieldProps={fieldProps}
                />
              )}
            </Field>
          )}
        />
      ))}
      {!selfEmployed && (
        <div className={styles.choices}>
          {CHOICES.map((choice) => (
            <Controller
              key={choice.name}
              name={choice.name}
              control={control}
              render={({ field, fieldState }) => (
                <Field
                  label={choice.label}
                  required
                  className={styles.choice}
                  validationMessage={fieldState.error?.message}
                >
                  <Dropdown
                    className={styles.dropdown}
                    listbox={{ className: list.className }}
                    positioning={list.positioning}
                    value={field.value}
                    selectedOptions={field.value ? [field.value] : []}
                    placeholder="Выберите"
                    disabled={busy}
                    onOptionSelect={(_, data) => field.onChange(data.optionValue ?? '')}
                    onBlur={field.onBlur}
                    data-testid={choice.testId}
                  >
                    {choice.options.map((option) => (
                      <Option key={option} value={option}>
                        {option}
                      </Option>
                    ))}
                  </Dropdown>
                </Field>
              )}
            />
          ))}
        </div>
      )}
      <Controller
        name="hhProfessionalRoles"
        control={control}
        render={({ field }) => (
          <Field
            label="Профессиональные роли (для публикации на HeadHunter)"
            hint={TEMPLATE_MESSAGES.professionalRolesHint}
          >
            <ProfessionalRolesPicker
              categories={categories}
              value={field.value}
              onChange={field.onChange}
              disabled={busy}
            />
          </Field>
        )}
      />
      {!readOnly && (
        <div>
          <Button
            type="submit"
            appearance="primary"
            disabled={busy}
            icon={busy ? <Spinner size="tiny" /> : undefined}
            data-testid="bt-save"
          >
            Сохранить
          </Button>
        </div>
      )}
    </form>
  );
}
