import { useRef, useState } from 'react';
import {
  Button,
  Caption1,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Subtitle2,
  Textarea,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { NOTIFICATION_CHANNEL_TITLES, type NotificationPlaceholder } from '#events/notifications/api';
import { PREVIEW_VALUES, renderTemplate } from '#events/notifications/render';
import { moscowText } from '#events/history/display';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../shell/http';
import { resetNotificationTemplate, saveNotificationTemplate, type NotificationTemplateView } from './api';
import { smsCounterText } from './counter';
import { PlaceholderPicker } from './PlaceholderPicker';
import { ConfirmDialog } from '../../shell/ConfirmDialog';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  highlighted: { outline: `2px solid ${tokens.colorBrandStroke1}` },
  head: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  hint: { color: tokens.colorNeutralForeground3 },
  preview: {
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  picker: { alignSelf: 'flex-start' },
});

type Text = { subject: string; body: string };
type FieldError = { field: 'subject' | 'body'; message: string };

const textOf = (view: NotificationTemplateView): Text => ({ subject: view.subject, body: view.body });
const same = (a: Text, b: Text) => a.subject === b.subject && a.body === b.body;

/**
 * One moment × channel's template: the text with a placeholder picker that inserts `{{name}}` at the
 * cursor, a live preview with sample values (and the SMS segment counter), 'Сохранить' and 'Вернуть
 * исходный текст'. Another admin's save arrives live: taken at once while nothing is typed here,
 * offered otherwise.
 */
export function TemplateEditor({
  view,
  readOnly,
  highlighted,
  onSaved,
}: {
  view: NotificationTemplateView;
  readOnly: boolean;
  highlighted: boolean;
  onSaved: (view: NotificationTemplateView) => void;
}) {
  const styles = useStyles();
  const [base, setBase] = useState(view);
  const [draft, setDraft] = useState<Text>(() => textOf(view));
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const focused = useRef<'subject' | 'body'>('body');
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const email = view.channel === 'email';
  const testId = `template-${view.channel}`;
  const dirty = !same(draft, textOf(base));
  const newer = view.revision !== base.revision;

  const adopt = (next: NotificationTemplateView) => {
    setBase(next);
    setDraft(textOf(next));
    setFieldError(null);
    setError(null);
  };
  // Another admin's change: taken while nothing is typed here (state adjusted while rendering, as
  // React advises for state derived from props; `base` then equals `view`, so this runs once).
  if (newer && !dirty) adopt(view);

  const edit = (field: 'subject' | 'body', value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (fieldError?.field === field) setFieldError(null);
  };
  const insert = (name: NotificationPlaceholder) => {
    const token = `{{${name}}}`;
    const field = email && focused.current === 'subject' ? 'subject' : 'body';
    const element = field === 'subject' ? subjectRef.current : bodyRef.current;
    const value = draft[field];
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? start;
    edit(field, value.slice(0, start) + token + value.slice(end));
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };
  const run = async (call: () => Promise<{ template: NotificationTemplateView }>) => {
    setBusy(true);
    setError(null);
    setFieldError(null);
    try {
      const { template } = await call();
      adopt(template);
      onSaved(template);
    } catch (err) {
      const field = err instanceof ApiError ? err.details?.field : undefined;
      if (err instanceof ApiError && (field === 'subject' || field === 'body'))
        setFieldError({ field, message: err.message });
      else setError(err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };
  const save = () => void run(() => saveNotificationTemplate(base, draft));
  const reset = () => {
    setConfirming(false);
    void run(() => resetNotificationTemplate(base));
  };

  const previewBody = renderTemplate(draft.body, PREVIEW_VALUES);
  const fieldState = (field: FieldError['field']) =>
    fieldError?.field === field
      ? { validationState: 'error' as const, validationMessage: fieldError.message }
      : {};
  return (
    <section className={mergeClasses(styles.root, highlighted && styles.highlighted)} data-testid={testId}>
      <div className={styles.head}>
        <Subtitle2 as="h3">{NOTIFICATION_CHANNEL_TITLES[view.channel]}</Subtitle2>
        <Caption1 className={styles.hint} data-testid={`${testId}-state`}>
          {base.edited && base.updatedAt
            ? `Изменён: ${base.updatedBy?.name || 'администратор'}, ${moscowText(base.updatedAt)}`
            : 'Исходный текст'}
        </Caption1>
      </div>
      {newer && dirty && (
        <MessageBar intent="warning" data-testid={`${testId}-newer`}>
          <MessageBarBody>Шаблон изменил другой пользователь.</MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={() => adopt(view)}>
              Показать новый текст
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {email && (
        <Field label="Тема письма" required {...fieldState('subject')}>
          <Input
            ref={subjectRef}
            value={draft.subject}
            readOnly={readOnly}
            onFocus={() => (focused.current = 'subject')}
            onChange={(_, data) => edit('subject', data.value)}
            data-testid={`${testId}-subject`}
          />
        </Field>
      )}
      <Field label={email ? 'Текст письма' : 'Текст SMS'} required {...fieldState('body')}>
        <Textarea
          ref={bodyRef}
          value={draft.body}
          readOnly={readOnly}
          resize="vertical"
          rows={email ? 8 : 4}
          onFocus={() => (focused.current = 'body')}
          onChange={(_, data) => edit('body', data.value)}
          data-testid={`${testId}-body`}
        />
      </Field>
      {!readOnly && (
        <div className={styles.picker}>
          <PlaceholderPicker moment={view.moment} onPick={insert} testId={`${testId}-placeholders`} />
        </div>
      )}
      <Caption1 className={styles.hint}>Предпросмотр с примером данных</Caption1>
      <div className={styles.preview} data-testid={`${testId}-preview`}>
        {email && <strong>{renderTemplate(draft.subject, PREVIEW_VALUES)}</strong>}
        {email && '\n\n'}
        {previewBody}
      </div>
      {!email && (
        <Caption1 className={styles.hint} data-testid={`${testId}-counter`}>
          {smsCounterText(previewBody)}
        </Caption1>
      )}
      {error && (
        <MessageBar intent="error" data-testid={`${testId}-error`}>
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {!readOnly && (
        <div className={styles.actions}>
          <Button
            appearance="primary"
            disabled={busy || !dirty}
            onClick={save}
            data-testid={`${testId}-save`}
          >
            Сохранить
          </Button>
          <Button
            disabled={busy || !base.edited}
            onClick={() => setConfirming(true)}
            data-testid={`${testId}-reset`}
          >
            Вернуть исходный текст
          </Button>
        </div>
      )}
      {confirming && (
        // 'Вернуть исходный текст' asks first: the edited text is replaced by the default one.
        <ConfirmDialog
          request={{
            title: 'Вернуть исходный текст?',
            text: `Текст шаблона «${NOTIFICATION_CHANNEL_TITLES[view.channel]}» будет заменён исходным. Изменённый текст не сохранится.`,
            confirm: 'Вернуть исходный текст',
          }}
          testId="template-reset"
          destructive={false}
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={reset}
        />
      )}
    </section>
  );
}
