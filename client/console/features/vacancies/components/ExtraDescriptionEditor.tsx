import { useState, type ReactNode } from 'react';
import { Button, Card, Field, makeStyles, Spinner, Text, Textarea, tokens } from '@fluentui/react-components';
import { PUBLICATION_TEXTS } from '#events/publication/views';
import { useReadOnly } from '#client/console/shell/readOnly';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The longest description the server takes, as plain text (it is sent as paragraphs). */
const MAX_LENGTH = 10_000;

export interface ExtraDescriptionEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Creating (the first save) or updating. */
  saveText: string;
  saving: boolean;
  /** Anything else the save needs (e.g. the store of a new vacancy); false disables saving. */
  extra?: ReactNode;
  canSave?: boolean;
  hint?: string;
  onSave: () => void;
}

/**
 * The vacancy description block (spec part 1, sections 2 and 5): the extra description is required,
 * and its placeholder turns into 'Это обязательное поле для заполнения' when it is empty.
 */
export function ExtraDescriptionEditor(props: ExtraDescriptionEditorProps) {
  const { value, onChange, saveText, saving, extra, canSave = true, hint, onSave } = props;
  const styles = useStyles();
  const [tried, setTried] = useState(false);
  const readOnly = useReadOnly();
  const empty = value.trim() === '';
  const save = () => {
    setTried(true);
    if (!empty) onSave();
  };
  return (
    <Card className={styles.card} data-testid="extra-editor">
      <Field
        label="Дополнительное описание вакансии"
        required
        validationState={tried && empty ? 'error' : 'none'}
        validationMessage={tried && empty ? PUBLICATION_TEXTS.extraRequired : undefined}
      >
        <Textarea
          value={value}
          onChange={(_, data) => onChange(data.value)}
          placeholder={empty ? PUBLICATION_TEXTS.extraRequired : undefined}
          maxLength={MAX_LENGTH}
          readOnly={readOnly}
          resize="vertical"
          rows={5}
          data-testid="extra-input"
        />
      </Field>
      {extra}
      {hint && (
        <Text size={200} className={styles.muted}>
          {hint}
        </Text>
      )}
      {!readOnly && (
        <div className={styles.actions}>
          <Button
            appearance="primary"
            disabled={saving || !canSave}
            icon={saving ? <Spinner size="tiny" /> : undefined}
            onClick={save}
            data-testid="extra-save"
          >
            {saveText}
          </Button>
        </div>
      )}
    </Card>
  );
}
