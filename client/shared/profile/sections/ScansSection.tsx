import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  ProgressBar,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { FILE_MESSAGES, type QuestionnaireFileRef } from '../../../../events/questionnaire/files';
import { useFieldStyles } from '../fields';
import { formErrorOf, type ProfileFormPort, type ProfileQuestionnaire, type ScanKind } from '../port';

export const SCAN_TITLES: Record<ScanKind, string> = {
  passport: 'Паспорт',
  inn: 'ИНН',
  snils: 'СНИЛС',
  military: 'Документ воинского учёта',
  martial: 'Документы о семейном положении',
  education: 'Документы об образовании',
};

const useStyles = makeStyles({
  files: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, minWidth: 0 },
  thumb: {
    width: '96px',
    height: '72px',
    padding: 0,
    overflow: 'hidden',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    cursor: 'pointer',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  image: { width: '100%', height: '100%', objectFit: 'cover' },
  chip: { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  viewer: { maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' },
  surface: { maxWidth: 'min(900px, calc(100vw - 24px))' },
});

/** A scan's bytes as an object URL while shown (revoked when it goes). */
function useObjectUrl(port: Pick<ProfileFormPort, 'loadFile'>, fileId: string | null) {
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

function Thumbnail(props: {
  file: QuestionnaireFileRef;
  port: Pick<ProfileFormPort, 'loadFile'>;
  onOpen: () => void;
  testId: string;
}) {
  const styles = useStyles();
  const image = props.file.mime !== 'application/pdf';
  const { url } = useObjectUrl(props.port, image ? props.file.fileId : null);
  if (!image)
    return (
      <Button
        className={styles.chip}
        onClick={props.onOpen}
        title={props.file.name}
        data-testid={props.testId}
      >
        PDF · {props.file.name}
      </Button>
    );
  return (
    <button
      type="button"
      className={styles.thumb}
      onClick={props.onOpen}
      title={props.file.name}
      data-testid={props.testId}
    >
      {url ? <img className={styles.image} src={url} alt={props.file.name} /> : <Spinner size="tiny" />}
    </button>
  );
}

function Viewer(props: {
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

/** One kind of scan: what is attached (thumbnails, PDFs as chips) and an upload with its progress. */
export function ScanKindBlock<Q extends ProfileQuestionnaire>(props: {
  kind: ScanKind;
  files: QuestionnaireFileRef[];
  port: ProfileFormPort<Q>;
  onUploaded: (entity: Q) => void;
  error?: string;
  disabled: boolean;
}) {
  const styles = useStyles();
  const fields = useFieldStyles();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState<{ file: File; message: string } | null>(null);
  const [open, setOpen] = useState<QuestionnaireFileRef | null>(null);
  const testId = `profile-scan-${props.kind}`;

  const send = async (file: File) => {
    setFailed(null);
    setProgress(0);
    try {
      const entity = await props.port.upload(props.kind, file, (f) =>
        setProgress(Math.max(0, Math.min(1, f))),
      );
      props.onUploaded(entity);
    } catch (err) {
      const e = formErrorOf(err);
      setFailed({ file, message: e.message === FILE_MESSAGES.uploadFailed ? '' : e.message });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Field className={fields.wide} label={SCAN_TITLES[props.kind]} validationMessage={props.error}>
      <div className={styles.files} data-testid={testId}>
        {props.files.map((file, i) => (
          <Thumbnail
            key={file.fileId}
            file={file}
            port={props.port}
            onOpen={() => setOpen(file)}
            testId={`${testId}-file-${i}`}
          />
        ))}
        {props.files.length === 0 && <Text size={200}>Скан не загружен</Text>}
      </div>
      {progress !== null && (
        <ProgressBar value={progress} max={1} thickness="large" data-testid={`${testId}-progress`} />
      )}
      {failed && (
        <MessageBar intent="error" layout="multiline" data-testid={`${testId}-error`}>
          <MessageBarBody>
            {FILE_MESSAGES.uploadFailed}
            {failed.message && ` (${failed.message})`}
          </MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={() => void send(failed.file)} data-testid={`${testId}-retry`}>
              Повторить
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept="image/jpeg,image/png,application/pdf"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
        data-testid={`${testId}-input`}
      />
      <div>
        <Button
          disabled={props.disabled || progress !== null}
          onClick={() => input.current?.click()}
          data-testid={`${testId}-upload`}
        >
          Загрузить скан
        </Button>
      </div>
      {open && (
        <Viewer
          file={open}
          port={props.port}
          onClose={() => setOpen(null)}
          onRemove={
            props.disabled
              ? undefined
              : async () => {
                  props.onUploaded(await props.port.removeFile(open.fileId));
                  setOpen(null);
                }
          }
        />
      )}
    </Field>
  );
}
