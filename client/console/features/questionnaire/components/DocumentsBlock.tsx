import { useMemo, useState } from 'react';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { FILE_KINDS, type FileKind, type QuestionnaireFileRef } from '#events/questionnaire/files';
import { isIdentityScan, seesWholeIdentity } from '#events/questionnaire/masking';
import { ScanViewer } from '#client/shared/profile/sections/ScanViewer';
import { Thumbnail } from '#client/shared/profile/sections/ScansSection';
import { sessionAtom } from '#client/console/shell/state/session';
import type { QuestionnaireView } from '../api';
import { downloadFile } from '../api';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  kind: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  label: { minWidth: '160px', color: tokens.colorNeutralForeground3 },
  muted: { color: tokens.colorNeutralForeground3 },
});

const KIND_TITLES: Record<FileKind, string> = {
  passport: 'Паспорт',
  experience: 'Трудовая книжка',
  inn: 'ИНН',
  snils: 'СНИЛС',
  salary: 'Зарплатный проект',
  military: 'Воинский учёт',
  martial: 'Семейное положение',
  education: 'Образование',
  treaties: 'Договоры',
};

/**
 * The candidate's scans by kind, as thumbnails (PDFs as chips) with a viewer (sealed on the server,
 * opened for staff). Identity scans of a viewer who sees identity data masked: how many, never the files.
 */
export function DocumentsBlock({ q }: { q: QuestionnaireView }) {
  const styles = useStyles();
  const whole = seesWholeIdentity(useAtomValue(sessionAtom)?.role.scope ?? '');
  const port = useMemo(() => ({ loadFile: (fileId: string) => downloadFile(q.id, fileId) }), [q.id]);
  const [open, setOpen] = useState<QuestionnaireFileRef | null>(null);
  const kinds = FILE_KINDS.filter((kind) => (q.files?.[kind]?.length ?? 0) > 0);
  return (
    <section className={styles.root} aria-label="Документы" data-testid="qa-documents">
      <Text weight="semibold" size={400}>
        Документы
      </Text>
      {kinds.length === 0 && <Text className={styles.muted}>Сканы документов ещё не загружены</Text>}
      {kinds.map((kind) => {
        const files = q.files?.[kind] ?? [];
        return (
          <div key={kind} className={styles.kind}>
            <Text className={styles.label}>{KIND_TITLES[kind]}</Text>
            {!whole && isIdentityScan(kind) ? (
              <Text data-testid={`qa-file-${kind}-sealed`}>Загружено сканов: {files.length}</Text>
            ) : (
              files.map((file, i) => (
                <Thumbnail
                  key={file.fileId}
                  file={file}
                  port={port}
                  onOpen={() => setOpen(file)}
                  testId={`qa-file-${kind}-${i}`}
                />
              ))
            )}
          </div>
        );
      })}
      {open && <ScanViewer file={open} port={port} onClose={() => setOpen(null)} />}
    </section>
  );
}
