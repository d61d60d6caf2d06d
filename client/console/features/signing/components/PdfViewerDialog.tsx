import { PdfDialog } from '#client/console/shell/PdfDialog';
import { downloadDocument } from '../api';

/** A hire's document in the console's PDF viewer ('Печать', or 'Скачать' on phones). */
export function PdfViewerDialog(props: { title: string; path: string; onClose: () => void }) {
  const { title, path, onClose } = props;
  return (
    <PdfDialog
      title={title}
      fileName={`${path.split('/').slice(1).join('-')}.pdf`}
      load={() => downloadDocument(path)}
      onClose={onClose}
    />
  );
}
