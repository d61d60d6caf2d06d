import { useState } from 'react';
import {
  Button,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  makeStyles,
  OverlayDrawer,
  Spinner,
  Text,
  tokens,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { DEFAULT_SALARY_TYPE, SALARY_DEPENDENCE, VACANCY_MESSAGES } from '#events/vacancies/events';
import { TEMPLATE_TEXTS, vacancyTemplateFormSchema } from '#events/vacancies/templates';
import type { BaseTemplateView, VacancyTemplateView } from '../../api-templates';
import { SalaryFields } from './SalaryFields';
import { errorNotice, ResultModal, successNotice, type ResultNotice } from './ResultModal';
import { SearchCombobox, type ComboOption } from './SearchCombobox';

export interface CreateTemplateValues {
  baseTemplateId: string;
  dependenceId: string;
  salary: { from: string; to: string };
}

const EMPTY: CreateTemplateValues = { baseTemplateId: '', dependenceId: '', salary: { from: '', to: '' } };

/** The first invalid field in the form's order. */
function firstInvalid(errors: FieldErrors<CreateTemplateValues>) {
  if (errors.baseTemplateId) return 'baseTemplateId' as const;
  if (errors.dependenceId) return 'dependenceId' as const;
  if (errors.salary?.from) return 'salary.from' as const;
  if (errors.salary?.to) return 'salary.to' as const;
  return undefined;
}

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface CreateTemplateDrawerProps {
  open: boolean;
  onClose: () => void;
  bases: BaseTemplateView[];
  cities: ComboOption[];
  create: (input: {
    baseTemplateId: string;
    dependence: typeof SALARY_DEPENDENCE;
    dependenceId: string;
    salary?: { from: string; to: string; type: typeof DEFAULT_SALARY_TYPE };
  }) => Promise<VacancyTemplateView>;
  /** Created: the panel shows 'Успешно' and resets its form, the page reloads the list. */
  onCreated: (template: VacancyTemplateView) => void;
}

/**
 * The side panel that creates a city template: a base template, a city and its salary. It reports
 * the outcome in the 'Успешно' / 'Ошибка' modal (refused by the server, or the salary range).
 */
export function CreateTemplateDrawer(props: CreateTemplateDrawerProps) {
  const { open, onClose, bases, cities, create, onCreated } = props;
  const styles = useStyles();
  const [notice, setNotice] = useState<ResultNotice | null>(null);
  // The modal takes the focus; it goes back to 'Создать' when the modal closes.
  const restoreFocusTarget = useRestoreFocusTarget();
  const { control, handleSubmit, reset, formState, setFocus } = useForm<CreateTemplateValues>({
    defaultValues: EMPTY,
    // Not while the 'Ошибка' modal is open: a field of the panel taking the focus then would make the
    // panel the active modal again and hide the open modal (see `invalid`).
    shouldFocusError: false,
    // The schema depends on the chosen base template (no salary for the self-employed position).
    resolver: (values, context, options) => {
      const selfEmployed = bases.find((b) => b.id === values.baseTemplateId)?.isSelfEmployed ?? false;
      // The resolver's value type is the schema's; the form's is the same shape with optional strings while typing.
      const resolver = superstructResolver(
        vacancyTemplateFormSchema(selfEmployed),
      ) as Resolver<CreateTemplateValues>;
      return resolver(values, context, options);
    },
  });
  const baseTemplateId = useWatch({ control, name: 'baseTemplateId' });
  const base = bases.find((b) => b.id === baseTemplateId);
  const selfEmployed = base?.isSelfEmployed ?? false;
  const busy = formState.isSubmitting;

  const submit = async (values: CreateTemplateValues) => {
    try {
      const created = await create({
        baseTemplateId: values.baseTemplateId,
        dependence: SALARY_DEPENDENCE,
        dependenceId: values.dependenceId,
        ...(selfEmployed ? {} : { salary: { ...values.salary, type: DEFAULT_SALARY_TYPE } }),
      });
      reset(EMPTY);
      setNotice(successNotice(TEMPLATE_TEXTS.templateCreated));
      onCreated(created);
    } catch (err) {
      setNotice(errorNotice(err));
    }
  };
  const invalid = (errors: FieldErrors<CreateTemplateValues>) => {
    // Spec: a minimum above the maximum is reported in the 'Ошибка' modal too (it takes the focus).
    if (errors.salary?.from?.message === VACANCY_MESSAGES.salaryRangeOnCreate) {
      setNotice(errorNotice(VACANCY_MESSAGES.salaryRangeOnCreate));
      return;
    }
    const first = firstInvalid(errors);
    if (first) setFocus(first);
  };

  const baseOptions = bases.map((b) => ({ value: b.id, text: b.position.title || `Шаблон ${b.id}` }));
  return (
    <OverlayDrawer
      open={open}
      position="end"
      size="medium"
      onOpenChange={(_, data) => !data.open && !busy && onClose()}
      data-testid="tpl-create-panel"
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label="Закрыть"
              icon={<DismissRegular />}
              onClick={onClose}
              disabled={busy}
            />
          }
        >
          Новый шаблон вакансии
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        <form
          id="tpl-create-form"
          className={styles.form}
          onSubmit={handleSubmit(submit, invalid)}
          noValidate
        >
          <Controller
            name="baseTemplateId"
            control={control}
            render={({ field, fieldState }) => (
              <Field
                label="Базовый шаблон (должность)"
                required
                validationMessage={fieldState.error?.message}
              >
                <SearchCombobox
                  inputRef={field.ref}
                  options={baseOptions}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={busy}
                  testId="tpl-create-base"
                />
              </Field>
            )}
          />
          <Controller
            name="dependenceId"
            control={control}
            render={({ field, fieldState }) => (
              <Field label="Город" required validationMessage={fieldState.error?.message}>
                <SearchCombobox
                  inputRef={field.ref}
                  options={cities}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={busy}
                  testId="tpl-create-city"
                />
              </Field>
            )}
          />
          {selfEmployed ? (
            <Text className={styles.muted}>Для должности «Самозанятый» зарплата не указывается.</Text>
          ) : (
            <>
              <SalaryFields control={control} fromName="salary.from" toName="salary.to" disabled={busy} />
              <Text size={200} className={styles.muted}>
                Зарплата среднегодовая, в рублях: от 2 до 6 цифр, оканчивается на 00.
              </Text>
            </>
          )}
        </form>
      </DrawerBody>
      <DrawerFooter>
        <Button
          type="submit"
          form="tpl-create-form"
          appearance="primary"
          disabled={busy}
          icon={busy ? <Spinner size="tiny" /> : undefined}
          data-testid="tpl-create-submit"
          {...restoreFocusTarget}
        >
          Создать
        </Button>
        <Button onClick={onClose} disabled={busy}>
          Отмена
        </Button>
      </DrawerFooter>
      {/*
        Inside the panel, not beside it: the panel is a modal dialog too, and Fluent's focus trap
        (tabster's modalizer) sees the result modal as opened from the panel only through this
        nesting (its portal's virtual parent is in the panel). Beside the panel, the modal's OK button
        is focused before tabster has registered the new modal, so the panel stops being the active
        modal; when the modal closes, nothing is made active again and the still open panel is left
        aria-hidden, with the focus pulled out of it.
      */}
      <ResultModal notice={notice} onClose={() => setNotice(null)} />
    </OverlayDrawer>
  );
}
