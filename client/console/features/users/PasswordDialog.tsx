import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Text,
} from '@fluentui/react-components';
import { isPasswordLengthOk, USER_MESSAGES } from '#events/users/rules';

/** 'Сбросить пароль': a new password; the account's earlier sign-ins stop working. */
export function PasswordDialog({
  name,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  name: string;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const invalid = !isPasswordLengthOk(password);
  const message = error ?? (touched && invalid ? USER_MESSAGES.passwordLength : undefined);
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !busy && onCancel()}>
      <DialogSurface data-testid="staff-password-dialog">
        <DialogBody>
          <DialogTitle>Сбросить пароль: {name}</DialogTitle>
          <DialogContent>
            <Text as="p">Все входы сотрудника с прежним паролем завершатся.</Text>
            <Field label="Новый пароль" required validationMessage={message}>
              <Input
                type="password"
                value={password}
                onChange={(_, data) => setPassword(data.value)}
                onBlur={() => setTouched(true)}
                data-testid="staff-new-password"
              />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel} disabled={busy}>
              Отмена
            </Button>
            <Button
              appearance="primary"
              disabled={busy || invalid}
              onClick={() => onConfirm(password)}
              data-testid="staff-password-confirm"
            >
              Сбросить пароль
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
