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
  makeStyles,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The comment limit of the server's review calls. */
const COMMENT_MAX = 2000;

export interface ActionDialogProps {
  title: string;
  /** An explanation above the comment, or the whole content when there is no comment. */
  text?: string;
  /** Label of the comment field; without it the dialog only confirms. */
  commentLabel?: string;
  commentRequired?: boolean;
  confirmText: string;
  busy: boolean;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
}

/** A confirmation of a review action, with an optional (or required) comment. Mount it to open it. */
export function ActionDialog(props: ActionDialogProps) {
  const { title, text, commentLabel, commentRequired, confirmText, busy, onConfirm, onCancel } = props;
  const styles = useStyles();
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = Boolean(commentLabel && commentRequired && comment.trim() === '');
  const submit = () => {
    setTouched(true);
    if (!missing) onConfirm(comment.trim());
  };
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && !busy && onCancel()}>
      <DialogSurface data-testid="ql-dialog">
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            {text && <Text>{text}</Text>}
            {commentLabel && (
              <Field
                label={commentLabel}
                required={commentRequired}
                validationMessage={touched && missing ? 'Обязательное поле' : undefined}
              >
                <Textarea
                  value={comment}
                  onChange={(_, data) => setComment(data.value)}
                  maxLength={COMMENT_MAX}
                  resize="vertical"
                  rows={4}
                  autoFocus
                  data-testid="ql-dialog-comment"
                />
              </Field>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" disabled={busy} onClick={onCancel} data-testid="ql-dialog-cancel">
              Отмена
            </Button>
            <Button
              appearance="primary"
              disabled={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              onClick={submit}
              data-testid="ql-dialog-confirm"
            >
              {confirmText}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
