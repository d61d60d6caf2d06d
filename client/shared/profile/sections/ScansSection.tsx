import { useRef, useState } from 'react';
import {
  Button,
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
import { FILE_MESSAGES, type QuestionnaireFileRef } from '#events/questionnaire/files';
import { useFieldStyles } from '../fields';
import { formErrorOf, type ProfileFormPort, type ProfileQuestionnaire, type ScanKind } from '../port';
import { ScanViewer, useObjectUrl } from './ScanViewer';

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
});

export function Thumbnail(props: {
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

type ScanKindProps<Q extends ProfileQuestionnaire> = {
  kind: ScanKind;
  files: QuestionnaireFileRef[];
  port: ProfileFormPort<Q>;
  onUploaded: (entity: Q) => void;
  error?: string;
  disabled: boolean;
  /** Identity scans of a viewer who sees identity data masked: how many, never the files. */
  sealed?: boolean;
};

/** One kind of scan: what is attached (thumbnails, PDFs as chips) and an upload with its progress. */
export function ScanKindBlock<Q extends ProfileQuestionnaire>(props: ScanKindProps<Q>) {
  return props.sealed ? (
    <SealedScans kind={props.kind} count={props.files.length} />
  ) : (
    <ScanKindEditor {...props} />
  );
}

function SealedScans(props: { kind: ScanKind; count: number }) {
  const fields = useFieldStyles();
  return (
    <Field className={fields.wide} label={SCAN_TITLES[props.kind]}>
      <Text size={200} data-testid={`profile-scan-${props.kind}-sealed`}>
        {props.count > 0 ? `Загружено сканов: ${props.count}` : 'Скан не загружен'}
      </Text>
    </Field>
  );
}

function ScanKindEditor<Q extends ProfileQuestionnaire>(props: ScanKindProps<Q>) {
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
        <ScanViewer
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
