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
} from '@fluentui/react-components';

/** 'Удалить из чёрного списка' asks why (the reason is recorded with who removed the person). */
export function RemoveDialog({
  name,
  busy,
  onCancel,
  onConfirm,
}: {
  name: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (cause: string) => void;
}) {
  const [cause, setCause] = useState('');
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Удалить из чёрного списка: {name}</DialogTitle>
          <DialogContent>
            <Field label="Причина" required>
              <Input
                value={cause}
                onChange={(_, data) => setCause(data.value)}
                data-testid="blacklist-remove-cause"
              />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>Отмена</Button>
            <Button
              appearance="primary"
              disabled={busy || cause.trim() === ''}
              onClick={() => onConfirm(cause)}
              data-testid="blacklist-remove-confirm"
            >
              Удалить
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
