import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

/** The informational modal of a wrong director code (spec section 8). Mount to open. */
export function WrongCodeDialog({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface data-testid="approval-wrong-code">
        <DialogBody>
          <DialogTitle>Ошибка</DialogTitle>
          <DialogContent>{message}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose} data-testid="approval-wrong-code-ok">
              Понятно
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
