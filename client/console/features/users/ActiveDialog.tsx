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

/** 'Отключить' / 'Включить' asks for confirmation and an optional reason (kept in the history). */
export function ActiveDialog({
  name,
  activate,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  name: string;
  activate: boolean;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (cause: string) => void;
}) {
  const [cause, setCause] = useState('');
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && !busy && onCancel()}>
      <DialogSurface data-testid="staff-active-dialog">
        <DialogBody>
          <DialogTitle>
            {activate ? 'Включить' : 'Отключить'} учётную запись: {name}
          </DialogTitle>
          <DialogContent>
            <Text as="p">
              {activate
                ? 'Сотрудник снова сможет войти в систему.'
                : 'Сотрудник сразу потеряет доступ: открытые сеансы завершатся, войти снова он не сможет.'}
            </Text>
            <Field label="Причина" validationMessage={error ?? undefined}>
              <Input
                value={cause}
                maxLength={500}
                onChange={(_, data) => setCause(data.value)}
                data-testid="staff-active-cause"
              />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel} disabled={busy}>
              Отмена
            </Button>
            <Button
              appearance="primary"
              disabled={busy}
              onClick={() => onConfirm(cause)}
              data-testid="staff-active-confirm"
            >
              {activate ? 'Включить' : 'Отключить'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
