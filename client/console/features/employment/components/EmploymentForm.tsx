import { useEffect, useState, type ReactNode } from 'react';
import {
  Button,
  Checkbox,
  Divider,
  MessageBar,
  MessageBarBody,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { stringField } from '#events/core/json';
import type { HireDoc } from '#events/employment/events';
import { employControl } from '#events/employment/rules';
import type { QuestionnaireView } from '#events/questionnaire/view';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '#client/console/shell/http';
import { sendToOneS } from '../api-form';
import { employmentResolver } from '../resolver';
import { useDraftDefaults, useEmploymentDraft } from '../useEmploymentDraft';
import { useEmployContext } from '../useEmployContext';
import { FIELD_OF_PATH, toPayload, type EmploymentFormValues } from '../values';
import { DatesBlock } from './DatesBlock';
import { ExperienceBlock } from './ExperienceBlock';
import { PayrollWarningDialog } from './PayrollWarningDialog';
import { SalaryBlock } from './SalaryBlock';
import { SurveyBlock } from './SurveyBlock';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  reason: { color: tokens.colorNeutralForeground3 },
});

/**
 * The employment form of the card (spec part 2, section 2 'Employment / director form'; issue 26
 * item 1), for EMPLOY_ROLES in resolvedValid. 'Трудоустроить' is enabled by the shared rule
 * (employControl), its reason shown; without the salary-transfer application a warning comes first.
 * The card's own 'Отказать' / 'Восстановить' come in as `stateActions` and stand beside it.
 */
export function EmploymentForm({
  q,
  stateActions,
  onSent,
}: {
  q: QuestionnaireView;
  stateActions?: ReactNode;
  onSent?: (hire: HireDoc) => void;
}) {
  const styles = useStyles();
  const { facts, today, projects, sources } = useEmployContext(q);
  const [uploaded, setUploaded] = useState<QuestionnaireView | null>(null);
  const latest = uploaded && uploaded.revision > q.revision ? uploaded : q;
  const files = latest.files?.experience ?? [];
  const defaults = useDraftDefaults(
    q.id,
    files.map((f) => f.fileId),
  );
  const form = useForm<EmploymentFormValues>({
    defaultValues: defaults,
    resolver: employmentResolver(facts, today),
    mode: 'onTouched',
  });
  const draft = useEmploymentDraft(q.id, form);
  const [sending, setSending] = useState(false);
  const [warning, setWarning] = useState<EmploymentFormValues | null>(null);
  const [notice, setNotice] = useState<{ intent: 'success' | 'error'; text: string } | null>(null);
  const values = useWatch({ control: form.control }) as EmploymentFormValues;
  const projectTitle = projects.find((p) => p.id === values.salaryProjectId)?.title ?? '';
  const control = employControl(facts, toPayload(values, projectTitle), today, sending);

  // The scans follow the questionnaire (an upload here or elsewhere); typed fields are never reset.
  const fileIds = files.map((f) => f.fileId).join(',');
  useEffect(() => {
    const ids = fileIds ? fileIds.split(',') : [];
    if (ids.join(',') !== form.getValues('experienceDocument').join(','))
      form.setValue('experienceDocument', ids, { shouldValidate: form.formState.isSubmitted });
  }, [fileIds, form]);

  const send = async (submitted: EmploymentFormValues) => {
    setWarning(null);
    setSending(true);
    setNotice(null);
    try {
      const { hire } = await sendToOneS(q.id, toPayload(submitted, projectTitle));
      draft.clear();
      setNotice({ intent: 'success', text: 'Анкета отправлена в 1С' });
      onSent?.(hire);
    } catch (err) {
      const message = err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE;
      const field = err instanceof ApiError ? stringField(err.details, 'field') : undefined;
      const name = field ? FIELD_OF_PATH[field] : undefined;
      if (name) form.setError(name, { message }, { shouldFocus: true });
      setNotice({ intent: 'error', text: message });
    } finally {
      setSending(false);
    }
  };
  const submit = form.handleSubmit((submitted) => {
    // Enter in a field submits too: never past the rule's record reasons (the server would refuse).
    if (!control.enabled) return;
    if (submitted.payrollApplication) return send(submitted);
    setWarning(submitted);
  });

  const disabled = sending;
  const history = facts.employmentHistory;
  return (
    <form
      className={styles.root}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Трудоустройство"
      data-testid="employ-form"
      data-enabled={String(control.enabled)}
    >
      <Text weight="semibold" size={400}>
        Трудоустройство
      </Text>
      <DatesBlock form={form} today={today} disabled={disabled} />
      <Divider />
      <Text weight="semibold">Зарплатный проект</Text>
      <SalaryBlock form={form} projects={projects} disabled={disabled} />
      <Controller
        control={form.control}
        name="payrollApplication"
        render={({ field }) => (
          <Checkbox
            label="Заявление на перечисление зарплаты получено"
            checked={field.value}
            disabled={disabled}
            onChange={(_, data) => field.onChange(data.checked === true)}
            data-testid="employ-payroll"
          />
        )}
      />
      {history !== 'None' && (
        <>
          <Divider />
          <ExperienceBlock
            form={form}
            questionnaireId={q.id}
            files={files}
            disabled={disabled}
            onUploaded={setUploaded}
          />
        </>
      )}
      <Divider />
      <Text weight="semibold">Источник отклика</Text>
      <SurveyBlock form={form} sources={sources} otherId={facts.otherTrafficSourceId} disabled={disabled} />
      {notice && (
        <MessageBar intent={notice.intent} data-testid={`employ-${notice.intent}`}>
          <MessageBarBody>{notice.text}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Tooltip content={control.reason ?? 'Отправить анкету в 1С'} relationship="description">
          <Button
            type="submit"
            appearance="primary"
            icon={<PersonAddRegular />}
            disabledFocusable={!control.enabled}
            data-testid="employ-submit"
          >
            Трудоустроить
          </Button>
        </Tooltip>
        {stateActions}
      </div>
      {control.reason && (
        <Text size={200} className={styles.reason} data-testid="employ-reason">
          {control.reason}
        </Text>
      )}
      {warning && (
        <PayrollWarningDialog
          busy={sending}
          onConfirm={() => void send(warning)}
          onCancel={() => setWarning(null)}
        />
      )}
    </form>
  );
}
