import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentPdfRegular, ImageRegular } from '@fluentui/react-icons';
import { FILE_KINDS, type FileKind } from '../../../../../events/questionnaire/files';
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

/** The candidate's scans by kind; a click opens the file (sealed on the server, opened for staff). */
export function DocumentsBlock({ q }: { q: QuestionnaireView }) {
  const styles = useStyles();
  const open = async (fileId: string) => {
    const blob = await downloadFile(q.id, fileId);
    window.open(URL.createObjectURL(blob), '_blank', 'noopener');
  };
  const kinds = FILE_KINDS.filter((kind) => (q.files?.[kind]?.length ?? 0) > 0);
  return (
    <section className={styles.root} aria-label="Документы" data-testid="qa-documents">
      <Text weight="semibold" size={400}>
        Документы
      </Text>
      {kinds.length === 0 && <Text className={styles.muted}>Сканы документов ещё не загружены</Text>}
      {kinds.map((kind) => (
        <div key={kind} className={styles.kind}>
          <Text className={styles.label}>{KIND_TITLES[kind]}</Text>
          {q.files?.[kind]?.map((file) => (
            <Button
              key={file.fileId}
              size="small"
              appearance="subtle"
              icon={file.mime === 'application/pdf' ? <DocumentPdfRegular /> : <ImageRegular />}
              onClick={() => void open(file.fileId)}
              data-testid="qa-file"
            >
              {file.name}
            </Button>
          ))}
        </div>
      ))}
    </section>
  );
}
