import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { TEMPLATE_TEXTS } from '#events/vacancies/templates';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '#client/console/shell/http';

export interface ResultNotice {
  intent: 'success' | 'error';
  title: string;
  message: string;
}

export const successNotice = (message: string): ResultNotice => ({
  intent: 'success',
  title: TEMPLATE_TEXTS.success,
  message,
});

/** The 'Ошибка' modal shows the server's message (spec part 1, section 8). */
export const errorNotice = (err: unknown): ResultNotice => ({
  intent: 'error',
  title: TEMPLATE_TEXTS.error,
  message: err instanceof ApiError ? err.message : typeof err === 'string' ? err : UNKNOWN_ERROR_MESSAGE,
});

/** The 'Успешно' / 'Ошибка' modal of the template screens; open while `notice` is set. */
export function ResultModal({ notice, onClose }: { notice: ResultNotice | null; onClose: () => void }) {
  return (
    <Dialog open={notice !== null} modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface data-testid="result-modal" data-intent={notice?.intent}>
        <DialogBody>
          <DialogTitle data-testid="modal-title">{notice?.title}</DialogTitle>
          <DialogContent data-testid="modal-message">{notice?.message}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose} data-testid="modal-ok">
              OK
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
