import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
} from '@fluentui/react-components';
import { ApiError, saveBlob, UNKNOWN_ERROR_MESSAGE } from './http';
import { useMediaQuery } from './state/useMediaQuery';

const PHONE_QUERY = '(max-width: 767.98px)';

const useStyles = makeStyles({
  surface: { width: 'min(960px, calc(100vw - 24px))', maxWidth: 'calc(100vw - 24px)' },
  frame: { width: '100%', height: 'min(75vh, 1100px)', border: 'none' },
});

/**
 * The PDF viewer modal (spec part 2, section 2), one for every document of the console (the hire's
 * documents, the DKMO and its orders): the PDF fetched with the bearer token into a blob URL and shown
 * in a frame; 'Печать' prints it, and on phones (whose browsers show no PDF in a frame) 'Скачать'
 * saves it. Mount it to open.
 */
export function PdfDialog(props: {
  title: string;
  fileName: string;
  load: () => Promise<Blob>;
  onClose: () => void;
  /** Extra actions (the DKMO blank's 'Подписать'). */
  actions?: React.ReactNode;
}) {
  const { title, fileName, onClose, actions } = props;
  const styles = useStyles();
  const phone = useMediaQuery(PHONE_QUERY);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const load = useRef(props.load);
  const [file, setFile] = useState<{ blob: Blob; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let url: string | null = null;
    let live = true;
    load.current().then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setFile({ blob, url });
      },
      (err: unknown) => live && setError(err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, []);

  const print = () => {
    const view = frame.current?.contentWindow;
    if (view) view.print();
    else if (file) window.open(file.url, '_blank');
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} data-testid="pdf-viewer">
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {error && (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            )}
            {!file && !error && <Spinner label="Загрузка документа…" />}
            {file && !phone && (
              <iframe
                ref={frame}
                className={styles.frame}
                src={file.url}
                title={title}
                data-testid="pdf-frame"
              />
            )}
          </DialogContent>
          <DialogActions>
            {file && !phone && (
              <Button appearance="primary" onClick={print} data-testid="pdf-print">
                Печать
              </Button>
            )}
            {file && phone && (
              <Button
                appearance="primary"
                onClick={() => saveBlob(file.blob, fileName)}
                data-testid="pdf-download"
              >
                Скачать
              </Button>
            )}
            {actions}
            <Button onClick={onClose} data-testid="pdf-close">
              Закрыть
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
