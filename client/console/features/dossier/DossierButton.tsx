import { useState } from 'react';
import {
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DocumentPdfRegular, DocumentTextRegular, FolderOpenRegular } from '@fluentui/react-icons';
import { DOSSIER_FORMATS, dossierFileName } from '#events/dossier/api';
import { ApiError, saveBlob, UNKNOWN_ERROR_MESSAGE } from '../../shell/http';
import { PdfDialog } from '../../shell/PdfDialog';
import { downloadDossier } from './api';

const useStyles = makeStyles({
  root: { display: 'inline-flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * 'Досье' on the questionnaire card: the hire's whole story for a court or an inspector, as a PDF
 * (shown in the console's PDF viewer, with 'Печать' and, on phones, 'Скачать') or as a JSON Lines
 * file (saved). The button says the dossier is being made while the server makes it.
 */
export function DossierButton(props: { id: string }) {
  const { id } = props;
  const styles = useStyles();
  const [viewing, setViewing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const saveJsonl = async () => {
    setSaving(true);
    setError(null);
    try {
      saveBlob(await downloadDossier(id, 'jsonl'), dossierFileName(id, 'jsonl'));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE);
    } finally {
      setSaving(false);
    }
  };

  return (
    <span className={styles.root}>
      <Menu positioning="below-start">
        <MenuTrigger disableButtonEnhancement>
          <MenuButton
            icon={saving ? <Spinner size="tiny" /> : <FolderOpenRegular />}
            disabled={saving}
            data-testid="dossier-button"
            data-busy={saving || undefined}
          >
            {saving ? 'Досье формируется…' : 'Досье'}
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem
              icon={<DocumentPdfRegular />}
              onClick={() => {
                setError(null);
                setViewing(true);
              }}
              data-testid="dossier-pdf"
            >
              {DOSSIER_FORMATS.pdf.title}
            </MenuItem>
            <MenuItem
              icon={<DocumentTextRegular />}
              onClick={() => void saveJsonl()}
              data-testid="dossier-jsonl"
            >
              {DOSSIER_FORMATS.jsonl.title}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {error && (
        <Text size={200} className={styles.error} role="alert" data-testid="dossier-error">
          {error}
        </Text>
      )}
      {viewing && (
        <PdfDialog
          title="Досье кандидата"
          fileName={dossierFileName(id, 'pdf')}
          load={() => downloadDossier(id, 'pdf')}
          onClose={() => setViewing(false)}
        />
      )}
    </span>
  );
}
