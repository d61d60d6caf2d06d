import { useRef, useState } from 'react';
import { Button, MessageBar, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, DismissRegular } from '@fluentui/react-icons';
import { saveBlob } from '../../shell/http';
import { downloadActivity, type ActivityQuery, type ExportFormat, type ExportProgress } from './api';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

const LABELS: Record<ExportFormat, string> = { csv: 'CSV', jsonl: 'JSON Lines' };

/** 'CSV' and 'JSON Lines': the filtered log streamed to a file, with its progress and a way to stop. */
export function ExportBar({ query }: { query: ActivityQuery }) {
  const styles = useStyles();
  const [progress, setProgress] = useState<(ExportProgress & { format: ExportFormat }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  const start = async (format: ExportFormat) => {
    const controller = new AbortController();
    running.current = controller;
    setError(null);
    setProgress({ format, bytes: 0, rows: 0, total: 0 });
    try {
      const blob = await downloadActivity(format, query, controller.signal, (p) =>
        setProgress({ ...p, format }),
      );
      saveBlob(blob, `activity.${format}`);
    } catch (err) {
      if (!controller.signal.aborted) setError(err instanceof Error ? err.message : 'Выгрузка не удалась');
    } finally {
      running.current = null;
      setProgress(null);
    }
  };

  return (
    <div className={styles.root}>
      <div className={styles.buttons}>
        {(['csv', 'jsonl'] as const).map((format) => (
          <Button
            key={format}
            icon={<ArrowDownloadRegular />}
            disabled={progress !== null}
            onClick={() => void start(format)}
            data-testid={`activity-export-${format}`}
          >
            {LABELS[format]}
          </Button>
        ))}
        {progress && (
          <Button
            icon={<DismissRegular />}
            onClick={() => running.current?.abort()}
            data-testid="activity-export-cancel"
          >
            Отменить
          </Button>
        )}
      </div>
      {progress && (
        <div data-testid="activity-export-progress">
          <ProgressBar value={progress.total > 0 ? progress.rows / progress.total : undefined} />
          <Text size={200}>
            {LABELS[progress.format]}: {progress.rows.toLocaleString('ru-RU')} из{' '}
            {progress.total.toLocaleString('ru-RU')} строк ({(progress.bytes / 1024).toFixed(0)} КБ)
          </Text>
        </div>
      )}
      {error && <MessageBar intent="error">{error}</MessageBar>}
    </div>
  );
}
