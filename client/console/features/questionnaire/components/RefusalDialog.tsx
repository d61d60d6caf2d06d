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
  Spinner,
  Textarea,
} from '@fluentui/react-components';

/** The refusal modal (spec part 2, section 2): an optional reason, then 'Отказать'. Mount to open. */
export function RefusalDialog(props: {
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { busy, onConfirm, onCancel } = props;
  const [reason, setReason] = useState('');
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && !busy && onCancel()}>
      <DialogSurface data-testid="qa-refusal">
        <DialogBody>
          <DialogTitle>Отказать кандидату?</DialogTitle>
          <DialogContent>
            <Field label="Причина отказа (необязательно)">
              <Textarea
                value={reason}
                maxLength={1000}
                rows={4}
                resize="vertical"
                onChange={(_, data) => setReason(data.value)}
                data-testid="qa-refusal-reason"
              />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={onCancel}>
              Отмена
            </Button>
            <Button
              appearance="primary"
              disabled={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              onClick={() => onConfirm(reason.trim())}
              data-testid="qa-refusal-confirm"
            >
              Отказать
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
