import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import { ApiError, saveBlob, UNKNOWN_ERROR_MESSAGE } from '../../shell/http';
import { useMediaQuery } from '../../shell/state/useMediaQuery';

const PHONE = '(max-width: 767px)';

const useStyles = makeStyles({
  surface: { width: '960px', maxWidth: 'calc(100vw - 24px)' },
  frame: { width: '100%', height: '70vh', border: 'none' },
});

/** The PDF viewer modal (spec part 2, section 2): 'Печать', or 'Скачать' on phones. Mount to open. */
export function PdfDialog(props: {
  title: string;
  fileName: string;
  load: () => Promise<Blob>;
  onClose: () => void;
  /** Extra actions (the blank's 'Подписать'). */
  actions?: React.ReactNode;
}) {
  const { title, fileName, load, onClose, actions } = props;
  const styles = useStyles();
  const phone = useMediaQuery(PHONE);
  const [blob, setBlob] = useState<Blob | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const loadRef = useRef(load);

  useEffect(() => {
    let made: string | null = null;
    let live = true;
    loadRef.current().then(
      (b) => {
        if (!live) return;
        made = URL.createObjectURL(b);
        setBlob(b);
        setUrl(made);
      },
      (err: unknown) => live && setError(err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE),
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, []);

  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface} data-testid="dkmo-pdf">
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {error ? (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            ) : url ? (
              !phone && <iframe ref={frame} className={styles.frame} src={url} title={title} />
            ) : (
              <Spinner label="Загрузка документа" />
            )}
          </DialogContent>
          <DialogActions>
            {blob && phone && (
              <Button onClick={() => saveBlob(blob, fileName)} data-testid="dkmo-pdf-download">
                Скачать
              </Button>
            )}
            {url && !phone && (
              <Button onClick={() => frame.current?.contentWindow?.print()} data-testid="dkmo-pdf-print">
                Печать
              </Button>
            )}
            {actions}
            <Button appearance="secondary" onClick={onClose}>
              Закрыть
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
