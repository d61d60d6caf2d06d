import { DKMO, type DkmoDoc } from '#events/dkmo/collections';
import type { DkmoAnswer, DkmoDocumentVariant, DkmoView } from '#events/dkmo/inputs';
import type { DrawnSignature } from '../../shell/SignatureDialog';
import { apiCall, apiDownload } from '../../shell/http';

export { DKMO, type DkmoDoc, type DkmoView };

const q = (storeId: string) => `storeId=${encodeURIComponent(storeId)}`;

/** GET /dkmo (spec section 7): data.dkmo of the store. */
export const getDkmo = (storeId: string) =>
  apiCall<DkmoAnswer>(`/dkmo?${q(storeId)}`, undefined, { method: 'GET' }).then((r) => r.dkmo);

/** POST /dkmo: 'Заключить' (the blank for the director to sign). */
export const concludeDkmo = (storeId: string) => apiCall<DkmoAnswer>(`/dkmo?${q(storeId)}`, {});

/** POST /dkmo/sign {sign, id}, with the strokes and the hash of the agreement shown. */
export const signDkmo = (
  storeId: string,
  id: string,
  signature: DrawnSignature,
  documentSha256: string | null,
) =>
  apiCall<DkmoAnswer>(`/dkmo/sign?${q(storeId)}`, {
    id,
    sign: signature.pngDataUrl,
    strokes: signature.strokes,
    ...(documentSha256 ? { documentSha256 } : {}),
  });

/** GET /documents/dkmo/{variant}: dkmo/blank, dkmo/print, kmo, kmoPrint (spec section 7). */
export const dkmoPdf = (storeId: string, variant: DkmoDocumentVariant) =>
  apiDownload(`/documents/dkmo/${variant}?${q(storeId)}`, undefined, { method: 'GET' });
