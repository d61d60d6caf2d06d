import { useMemo, useRef, useState } from 'react';
import { Button, Checkbox, Field, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FILE_MESSAGES, type QuestionnaireFileRef } from '#events/questionnaire/files';
import { ScanViewer } from '#client/shared/profile/sections/ScanViewer';
import { Thumbnail } from '#client/shared/profile/sections/ScansSection';
import { apiDownload, ApiError } from '#client/console/shell/http';
import { uploadExperience } from '../api-form';
import type { EmploymentFormValues } from '../values';
import type { QuestionnaireView } from '#events/questionnaire/view';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  files: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, minWidth: 0 },
});

/**
 * The experience documents (spec part 2, sections 2, 4, 5), when the employment history is not
 * None: scans uploaded to the questionnaire's files of kind 'experience' (the card's upload), and
 * 'Оригиналы документов получены'. The uploaded questionnaire comes back to the card through
 * `onUploaded` (and live to everyone else).
 */
export function ExperienceBlock({
  form,
  questionnaireId,
  files,
  disabled,
  onUploaded,
}: {
  form: UseFormReturn<EmploymentFormValues>;
  questionnaireId: string;
  files: QuestionnaireFileRef[];
  disabled: boolean;
  onUploaded: (view: QuestionnaireView) => void;
}) {
  const styles = useStyles();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [open, setOpen] = useState<QuestionnaireFileRef | null>(null);
  const port = useMemo(
    () => ({
      loadFile: (fileId: string) =>
        apiDownload(`/questionnaire/${questionnaireId}/files/${fileId}`, undefined, { method: 'GET' }),
    }),
    [questionnaireId],
  );
  const error = form.formState.errors.experienceDocument?.message;

  const send = async (file: File) => {
    setFailed(null);
    setProgress(0);
    try {
      onUploaded(await uploadExperience(questionnaireId, file, (f) => setProgress(Math.min(1, f))));
    } catch (err) {
      setFailed(err instanceof ApiError ? err.message : FILE_MESSAGES.uploadFailed);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className={styles.root}>
      <Field
        label="Документ о трудовом стаже"
        required
        validationMessage={failed ?? error}
        validationState={failed || error ? 'error' : 'none'}
      >
        <div className={styles.files} data-testid="employ-experience">
          {files.map((file, i) => (
            <Thumbnail
              key={file.fileId}
              file={file}
              port={port}
              onOpen={() => setOpen(file)}
              testId={`employ-experience-file-${i}`}
            />
          ))}
          {files.length === 0 && <Text size={200}>Скан не загружен</Text>}
        </div>
      </Field>
      {progress !== null && <ProgressBar value={progress} max={1} thickness="large" />}
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
        data-testid="employ-experience-input"
      />
      <div>
        <Button
          disabled={disabled || progress !== null}
          onClick={() => input.current?.click()}
          data-testid="employ-experience-upload"
        >
          Загрузить скан
        </Button>
      </div>
      <Controller
        control={form.control}
        name="experienceOriginals"
        render={({ field, fieldState }) => (
          <Field validationMessage={fieldState.error?.message}>
            <Checkbox
              label="Оригиналы документов получены"
              checked={field.value}
              disabled={disabled}
              onChange={(_, data) => field.onChange(data.checked === true)}
              data-testid="employ-originals"
            />
          </Field>
        )}
      />
      {open && <ScanViewer file={open} port={port} onClose={() => setOpen(null)} />}
    </div>
  );
}
