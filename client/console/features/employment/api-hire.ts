import type { HireDoc } from '#events/employment/events';
import { isRecord } from '#events/core/json';
import { ApiError, apiCall } from '../../shell/http';

export { HIRES } from '#events/employment/collections';
export type { HireCheck } from '#events/employment/events';

/** The hire as the card shows it (read model `hires`, with its live check when one ran). */
export type HireView = HireDoc;

export interface HireAnswer {
  message?: string;
  hire: HireView;
}

/** A pushed or loaded document without the read store's bookkeeping fields. */
export function toHireView(doc: HireDoc): HireView {
  const { _id: _i, _pos: _p, ...view } = doc as HireView & { _id?: string; _pos?: number };
  return view;
}

/** The document itself, or wrapped as `{ hire }` / `{ entity }` (the card takes either answer). */
function unwrap(body: unknown): HireView {
  if (isRecord(body) && isRecord(body.hire)) return toHireView(body.hire as unknown as HireView);
  if (isRecord(body) && isRecord(body.entity)) return toHireView(body.entity as unknown as HireView);
  return toHireView(body as HireView);
}

/** GET /hires/{id}: null while the questionnaire has no hire (404). */
export const getHire = (id: string): Promise<HireView | null> =>
  apiCall<unknown>(`/hires/${id}`, undefined, { method: 'GET' }).then(unwrap, (err: unknown) => {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  });

/** POST /one_s/check/{id}: 202 with the check's id; its progress arrives live in `hire.check`. */
export const checkOneS = (id: string) => apiCall<{ checkId: string }>(`/one_s/check/${id}`, {});

/** POST /one_s/rollback/{id}: 'Откат анкеты успешно завершен'. */
export const rollbackOneS = (id: string) =>
  apiCall<unknown>(`/one_s/rollback/${id}`, {}).then((body) => answerOf(body));

/** POST /documents/{id}/refreshDocs: 'Повторное формирование документов успешно завершено'. */
export const refreshDocs = (id: string) =>
  apiCall<unknown>(`/documents/${id}/refreshDocs`, {}).then((body) => answerOf(body));

export type DriftDecision = 'resend' | 'accept';

/** POST /one_s/drift/{id}: send our data again, or accept 1C's version. */
export const resolveDrift = (id: string, decision: DriftDecision, comment?: string) =>
  apiCall<unknown>(`/one_s/drift/${id}`, comment ? { decision, comment } : { decision }).then((body) =>
    answerOf(body),
  );

function answerOf(body: unknown): HireAnswer {
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : undefined;
  return { message, hire: unwrap(body) };
}
