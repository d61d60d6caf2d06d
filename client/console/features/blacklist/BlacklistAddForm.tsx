import { useState, type FormEvent } from 'react';
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { BLACKLIST_MESSAGES } from '#events/blacklist/events';
import { isMatchable } from '#events/blacklist/match';
import { requiredFieldMessage } from '#events/core/messages';
import { checkDigitWarnings } from '#events/questionnaire/profile/check-digits';
import { maskDate } from '#client/shared/profile/masks';
import type { BlacklistPersonData } from './api';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  },
  wide: { gridColumn: '1 / -1' },
  button: { justifySelf: 'start' },
});

const EMPTY: BlacklistPersonData = {
  lastname: '',
  firstname: '',
  secondname: '',
  dateBirth: '',
  passport: '',
  inn: '',
};
const FIELDS: [keyof BlacklistPersonData, string, string?][] = [
  ['lastname', 'Фамилия'],
  ['firstname', 'Имя'],
  ['secondname', 'Отчество'],
  ['dateBirth', 'Дата рождения', 'ДД.ММ.ГГГГ'],
  ['passport', 'Паспорт (серия и номер)', '10 цифр'],
  ['inn', 'ИНН', '12 цифр'],
];

/**
 * A person to add: matched by passport, INN, or the full name with the birth date; the reason is
 * required. Resolves with null when added, else the server's message (shown under the form).
 */
export function BlacklistAddForm({
  onAdd,
  busy,
}: {
  onAdd: (person: BlacklistPersonData, cause: string) => Promise<string | null>;
  busy: boolean;
}) {
  const styles = useStyles();
  const [person, setPerson] = useState(EMPTY);
  // Wrong check digits are most likely a typo: a warning, the server still takes the number.
  const innWarning = checkDigitWarnings({ inn: person.inn, snils: '' })['personal.inn'];
  const [cause, setCause] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  // Shown once a submit was tried: an empty form says what it needs instead of doing nothing.
  const [tried, setTried] = useState(false);
  const causeMissing = tried && cause.trim() === '' ? requiredFieldMessage('cause') : undefined;
  const personMissing = tried && !isMatchable(person) ? BLACKLIST_MESSAGES.notMatchable : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setMessage(null);
    if (cause.trim() === '' || !isMatchable(person)) return;
    const error = await onAdd(person, cause);
    setMessage(error);
    if (error === null) {
      setPerson(EMPTY);
      setCause('');
      setTried(false);
    }
  };
  return (
    <form
      className={styles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="blacklist-add-form"
    >
      {personMissing && (
        <MessageBar className={styles.wide} intent="error" data-testid="blacklist-person-error">
          <MessageBarBody>{personMissing}</MessageBarBody>
        </MessageBar>
      )}
      {FIELDS.map(([field, label, placeholder]) => (
        <Field
          key={field}
          label={label}
          validationMessage={field === 'inn' ? innWarning : undefined}
          validationState={
            personMissing && person[field] === '' && field !== 'secondname'
              ? 'error'
              : field === 'inn' && innWarning
                ? 'warning'
                : 'none'
          }
        >
          <Input
            value={person[field]}
            placeholder={placeholder}
            onChange={(_, data) =>
              setPerson({ ...person, [field]: field === 'dateBirth' ? maskDate(data.value) : data.value })
            }
            inputMode={field === 'dateBirth' ? 'numeric' : undefined}
            data-testid={`blacklist-${field}`}
          />
        </Field>
      ))}
      <Field
        className={styles.wide}
        label="Причина"
        required
        validationMessage={causeMissing ?? message ?? undefined}
        validationState={causeMissing || message ? 'error' : 'none'}
      >
        <Input
          value={cause}
          maxLength={500}
          onChange={(_, data) => setCause(data.value)}
          data-testid="blacklist-cause"
        />
      </Field>
      <Button
        className={styles.button}
        type="submit"
        appearance="primary"
        icon={<AddRegular />}
        disabled={busy}
        data-testid="blacklist-add"
      >
        Добавить в чёрный список
      </Button>
    </form>
  );
}
