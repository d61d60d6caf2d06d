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
 * Asks before a destructive action (issue 31: closing a vacancy went at one click); nothing is sent
 * until 'confirm' is pressed. Escape, a click outside and 'Отмена' cancel.
 */
export function ConfirmDialog({
  request,
  onCancel,
  onConfirm,
  testId = 'confirm-dialog',
}: {
  request: ConfirmRequest;
  onCancel: () => void;
  onConfirm: () => void;
  testId?: string;
}) {
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onCancel()}>
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
            <Button appearance="primary" onClick={onConfirm} data-testid={`${testId}-confirm`}>
              {request.confirm}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
