import { useState, type FormEvent } from 'react';
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  // The field and the button sit side by side and wrap below each other on a phone.
  form: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  field: { flexGrow: 1, minWidth: '200px', maxWidth: '480px' },
  // Level with the input under the field's label; on a phone it wraps below the field instead.
  button: { marginTop: '26px', '@media (max-width: 600px)': { marginTop: 0 } },
});

export interface AddEntryFormProps {
  /**
   * Adds the entry; resolves with null when it was added, else the server's message for the field
   * ('' when the failure is shown elsewhere: the typed title stays).
   */
  onAdd: (title: string) => Promise<string | null>;
  busy: boolean;
  /** Changes with the chosen dictionary: the typed value and its message start afresh. */
  dictionaryTitle: string;
}

/** 'Добавить': a new entry's title; the server checks it and its message shows under the field. */
export function AddEntryForm({ onAdd, busy, dictionaryTitle }: AddEntryFormProps) {
  const styles = useStyles();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const error = await onAdd(title);
    setMessage(error);
    if (error === null) setTitle('');
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} data-testid="dictionary-add-form">
      <Field
        className={styles.field}
        label={`Новое значение: ${dictionaryTitle}`}
        validationMessage={message ?? undefined}
        validationState={message ? 'error' : 'none'}
      >
        <Input
          value={title}
          maxLength={200}
          onChange={(_, data) => {
            setTitle(data.value);
            setMessage(null);
          }}
          data-testid="dictionary-add-input"
        />
      </Field>
      <Button
        className={styles.button}
        type="submit"
        appearance="primary"
        icon={<AddRegular />}
        disabled={busy}
        data-testid="dictionary-add"
      >
        Добавить
      </Button>
    </form>
  );
}
