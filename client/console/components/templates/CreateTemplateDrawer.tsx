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
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { superstructResolver } from '@hookform/resolvers/superstruct';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { DEFAULT_SALARY_TYPE, SALARY_DEPENDENCE, VACANCY_MESSAGES } from '../../../../events/vacancies';
import { vacancyTemplateFormSchema } from '../../../../events/vacancy-templates';
import type { BaseTemplateView, VacancyTemplateView } from '../../api/templates';
import { SalaryFields } from './SalaryFields';
import { SearchCombobox, type ComboOption } from './SearchCombobox';

export interface CreateTemplateValues {
  baseTemplateId: string;
  dependenceId: string;
  salary: { from: string; to: string };
}

const EMPTY: CreateTemplateValues = { baseTemplateId: '', dependenceId: '', salary: { from: '', to: '' } };

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
  /** Created: the page shows 'Успешно' and reloads the list; the form resets. */
  onCreated: (template: VacancyTemplateView) => void;
  /** Refused (by the server, or the salary range): the page shows 'Ошибка' with the message. */
  onFailed: (err: unknown) => void;
}

/** The side panel that creates a city template: a base template, a city and its salary. */
export function CreateTemplateDrawer(props: CreateTemplateDrawerProps) {
  const { open, onClose, bases, cities, create, onCreated, onFailed } = props;
  const styles = useStyles();
  const { control, handleSubmit, reset, formState } = useForm<CreateTemplateValues>({
    defaultValues: EMPTY,
    // The schema depends on the chosen base template (no salary for the self-employed position).
    resolver: (values, context, options) => {
      const selfEmployed = bases.find((b) => b.id === values.baseTemplateId)?.isSelfEmployed ?? false;
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
      onCreated(created);
    } catch (err) {
      onFailed(err);
    }
  };
  // Spec: a minimum above the maximum is reported in the 'Ошибка' modal too.
  const invalid = (errors: FieldErrors<CreateTemplateValues>) => {
    if (errors.salary?.from?.message === VACANCY_MESSAGES.salaryRangeOnCreate) {
      onFailed(VACANCY_MESSAGES.salaryRangeOnCreate);
    }
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
            <Button appearance="subtle" aria-label="Закрыть" icon={<DismissRegular />} onClick={onClose} />
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
        >
          Создать
        </Button>
        <Button onClick={onClose} disabled={busy}>
          Отмена
        </Button>
      </DrawerFooter>
    </OverlayDrawer>
  );
}
