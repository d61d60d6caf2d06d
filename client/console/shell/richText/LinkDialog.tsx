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
import { isSafeLink } from '#events/vacancies/sanitize';

export const LINK_TEXTS = {
  title: 'Ссылка',
  label: 'Адрес ссылки',
  hint: 'Например, https://example.ru или mailto:hr@example.ru',
  invalid: 'Адрес ссылки должен начинаться с http://, https:// или mailto:',
  save: 'Сохранить',
  remove: 'Убрать ссылку',
  cancel: 'Отмена',
} as const;

/**
 * What was typed as a link address, made whole: an e-mail address gets 'mailto:', a bare site gets
 * 'https://'. Anything else (javascript:, data:, //host) stays as typed and is refused.
 */
export function linkHrefOf(typed: string): string {
  const value = typed.trim();
  if (/^[^\s/:@]+@[^\s/:@]+\.[^\s/:@]+$/.test(value)) return `mailto:${value}`;
  if (/^[\p{L}\d-]+(\.[\p{L}\d-]+)+([/?#]\S*)?$/u.test(value)) return `https://${value}`;
  return value;
}

export interface LinkDialogProps {
  /** The link under the cursor, or '' for a new one. */
  initial: string;
  onSave: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** The editor's small link dialog: http, https and mailto only, the same rule as the sanitiser's. */
export function LinkDialog({ initial, onSave, onRemove, onClose }: LinkDialogProps) {
  const [value, setValue] = useState(initial);
  const [tried, setTried] = useState(false);
  const href = linkHrefOf(value);
  const valid = isSafeLink(href);
  const save = () => {
    setTried(true);
    if (valid) onSave(href);
  };
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface data-testid="rte-link-dialog">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <DialogBody>
            <DialogTitle>{LINK_TEXTS.title}</DialogTitle>
            <DialogContent>
              <Field
                label={LINK_TEXTS.label}
                hint={LINK_TEXTS.hint}
                validationMessage={tried && !valid ? LINK_TEXTS.invalid : undefined}
              >
                <Input
                  value={value}
                  onChange={(_, data) => setValue(data.value)}
                  autoFocus
                  inputMode="url"
                  data-testid="rte-link-input"
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" type="submit" data-testid="rte-link-save">
                {LINK_TEXTS.save}
              </Button>
              {initial && (
                <Button onClick={onRemove} data-testid="rte-link-remove">
                  {LINK_TEXTS.remove}
                </Button>
              )}
              <Button onClick={onClose}>{LINK_TEXTS.cancel}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
