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
import { PUBLICATION_TEXTS } from '#events/publication/views';

export interface ResultMessage {
  /** 200: 'Успешно', anything else: 'Ошибка' (spec part 1, section 8). */
  status: number;
  message: string;
  /** An extra action instead of OK alone (e.g. opening a blocked sign-in popup from a click). */
  action?: { text: string; run: () => void };
}

/** The result of a publishing action, a save or a logout. Mount it to open it. */
export function ResultModal({ result, onClose }: { result: ResultMessage; onClose: () => void }) {
  const ok = result.status === 200;
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface data-testid="result-modal" data-status={result.status}>
        <DialogBody>
          <DialogTitle data-testid="modal-title">
            {ok ? PUBLICATION_TEXTS.success : PUBLICATION_TEXTS.error}
          </DialogTitle>
          <DialogContent>
            <Text data-testid="modal-message">{result.message}</Text>
          </DialogContent>
          <DialogActions>
            {result.action && (
              <Button
                appearance="primary"
                onClick={() => {
                  result.action!.run();
                  onClose();
                }}
                data-testid="modal-action"
              >
                {result.action.text}
              </Button>
            )}
            <Button
              appearance={result.action ? 'secondary' : 'primary'}
              onClick={onClose}
              data-testid="modal-ok"
            >
              OK
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
