import { useState, type ReactNode } from 'react';
import { Button, Card, Field, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { PUBLICATION_TEXTS } from '#events/publication/views';
import { useReadOnly } from '#client/console/shell/readOnly';
import { RichTextEditor } from '#client/console/shell/richText/LazyRichTextEditor';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

export interface ExtraDescriptionEditorProps {
  /** The description's HTML ('' when empty). */
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
 * and its placeholder turns into 'Это обязательное поле для заполнения' when it is empty. Edited as
 * rich text (issue 31), with a preview of the public vacancy page's 'Дополнительная информация'.
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
        {(fieldProps) => (
          <RichTextEditor
            value={value}
            onChange={onChange}
            placeholder={PUBLICATION_TEXTS.extraRequired}
            disabled={readOnly}
            previewTitle="Дополнительная информация"
            testId="extra-input"
            fieldProps={fieldProps}
          />
        )}
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
