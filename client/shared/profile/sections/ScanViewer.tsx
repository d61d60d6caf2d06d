import { useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
} from '@fluentui/react-components';
import { FILE_MESSAGES, type QuestionnaireFileRef } from '#events/questionnaire/files';
import { formErrorOf, type ProfileFormPort } from '../port';

const useStyles = makeStyles({
  viewer: { maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' },
  surface: { maxWidth: 'min(900px, calc(100vw - 24px))' },
});

/** A scan's bytes as an object URL while shown (revoked when it goes). */
export function useObjectUrl(port: Pick<ProfileFormPort, 'loadFile'>, fileId: string | null) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!fileId) return;
    let live = true;
    let made: string | null = null;
    port
      .loadFile(fileId)
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [port, fileId]);
  return { url, failed };
}

/** A scan opened: the image, or a PDF to open or download; 'Удалить скан' after a confirmation. */
export function ScanViewer(props: {
  file: QuestionnaireFileRef;
  port: Pick<ProfileFormPort, 'loadFile'>;
  onClose: () => void;
  /** 'Удалить скан', after a confirmation; absent while the form is read-only. */
  onRemove?: () => Promise<void>;
}) {
  const styles = useStyles();
  const { url, failed } = useObjectUrl(props.port, props.file.fileId);
  const pdf = props.file.mime === 'application/pdf';
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState('');
  const remove = async () => {
    setRemoving(true);
    setRemoveError('');
    try {
      await props.onRemove?.();
    } catch (err) {
      setRemoveError(formErrorOf(err).message);
      setRemoving(false);
    }
  };
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && props.onClose()}>
      <DialogSurface className={styles.surface} data-testid="profile-scan-viewer">
        <DialogBody>
          <DialogTitle>{props.file.name}</DialogTitle>
          <DialogContent>
            {failed && <Text>{FILE_MESSAGES.notFound}</Text>}
            {!failed && !url && <Spinner />}
            {url && !pdf && <img className={styles.viewer} src={url} alt={props.file.name} />}
            {url && pdf && <Text>Документ PDF: откройте его в новой вкладке или скачайте.</Text>}
            {confirming && (
              <MessageBar intent="warning" layout="multiline" data-testid="profile-scan-remove-confirm">
                <MessageBarBody>Удалить этот скан из анкеты?</MessageBarBody>
                <MessageBarActions>
                  <Button
                    size="small"
                    appearance="primary"
                    disabled={removing}
                    icon={removing ? <Spinner size="tiny" /> : undefined}
                    onClick={() => void remove()}
                    data-testid="profile-scan-remove-yes"
                  >
                    Удалить
                  </Button>
                  <Button size="small" disabled={removing} onClick={() => setConfirming(false)}>
                    Отмена
                  </Button>
                </MessageBarActions>
              </MessageBar>
            )}
            {removeError && (
              <MessageBar intent="error" data-testid="profile-scan-remove-error">
                <MessageBarBody>{removeError}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            {props.onRemove && !confirming && (
              <Button onClick={() => setConfirming(true)} data-testid="profile-scan-remove">
                Удалить скан
              </Button>
            )}
            {url && pdf && (
              <Button onClick={() => window.open(url, '_blank', 'noopener')}>Открыть в новой вкладке</Button>
            )}
            {url && (
              <Button as="a" href={url} download={props.file.name}>
                Скачать
              </Button>
            )}
            <Button appearance="primary" onClick={props.onClose} data-testid="profile-scan-viewer-close">
              Закрыть
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
