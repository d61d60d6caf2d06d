import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
} from '@fluentui/react-components';

export interface ConfirmRequest {
  title: string;
  text: string;
  /** The confirming button ('Закрыть', 'Удалить'). */
  confirm: string;
}

/**
 * Asks before an action (issue 31: closing a vacancy went at one click); nothing is sent until
 * 'confirm' is pressed. Escape and 'Отмена' cancel; a click outside too, unless the action is
 * destructive (an alert: the user must choose). While `busy`, the confirming button is disabled.
 */
export function ConfirmDialog({
  request,
  onCancel,
  onConfirm,
  testId = 'confirm-dialog',
  destructive = true,
  busy = false,
}: {
  request: ConfirmRequest;
  onCancel: () => void;
  onConfirm: () => void;
  testId?: string;
  destructive?: boolean;
  busy?: boolean;
}) {
  return (
    <Dialog
      open
      modalType={destructive ? 'alert' : 'modal'}
      onOpenChange={(_, data) => !data.open && onCancel()}
    >
      <DialogSurface data-testid={testId}>
        <DialogBody>
          <DialogTitle>{request.title}</DialogTitle>
          <DialogContent>
            <Text as="p">{request.text}</Text>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel} data-testid={`${testId}-cancel`}>
              Отмена
            </Button>
            <Button
              appearance="primary"
              disabled={busy}
              onClick={onConfirm}
              data-testid={`${testId}-confirm`}
            >
              {request.confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
