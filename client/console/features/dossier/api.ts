import type { DossierFormat } from '#events/dossier/api';
import { apiDownload } from '../../shell/http';

/** GET /questionnaires/{id}/dossier.pdf or .jsonl: the hire's dossier (issue 28, item 4), as a Blob. */
export const downloadDossier = (id: string, format: DossierFormat): Promise<Blob> =>
  apiDownload(`/questionnaires/${encodeURIComponent(id)}/dossier.${format}`, undefined, { method: 'GET' });
