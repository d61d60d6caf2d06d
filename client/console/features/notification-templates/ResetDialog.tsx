import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

/** 'Вернуть исходный текст' asks first: the edited text is replaced by the default one. */
export function ResetDialog({
  what,
  busy,
  onCancel,
  onConfirm,
}: {
  what: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>Вернуть исходный текст?</DialogTitle>
          <DialogContent>
            Текст шаблона «{what}» будет заменён исходным. Изменённый текст не сохранится.
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>Отмена</Button>
            <Button
              appearance="primary"
              disabled={busy}
              onClick={onConfirm}
              data-testid="template-reset-confirm"
            >
              Вернуть исходный текст
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
