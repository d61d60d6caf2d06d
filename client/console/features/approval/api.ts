import { APPROVALS } from '#events/approval/collections';
import type { ApprovalDoc } from '#events/approval/events';
import { apiCall } from '../../shell/http';

/** The approval of a questionnaire as the API answers and the server pushes it. */
export type ApprovalView = ApprovalDoc;
export { APPROVALS };

export interface ApprovalAnswer {
  message: string;
  /** 'Запрос на согласование успешно отправлен' after a request. */
  title?: string;
  entity: ApprovalView;
}

/** A pushed document as the card shows it (the API answers the same fields). */
export function toApprovalView(doc: ApprovalDoc): ApprovalView {
  const { _id: _i, _pos: _p, ...view } = doc as ApprovalDoc & { _id?: string; _pos?: number };
  return view;
}

export const getApproval = (id: string) =>
  apiCall<{ entity: ApprovalView }>(`/approvals/${id}`, undefined, { method: 'GET' }).then((r) => r.entity);

/** POST /checkConfirmation/{id} (spec section 7): the phone only when the directory has none. */
export const requestCode = (id: string, phone?: string) =>
  apiCall<ApprovalAnswer>(`/checkConfirmation/${id}`, phone ? { phone } : {});

/** POST /checkConfirmation/{id}/confirm: the code as a number (spec section 7). */
export const confirmCode = (id: string, code: string) =>
  apiCall<ApprovalAnswer>(`/checkConfirmation/${id}/confirm`, { code: Number(code) });

export const approveByClick = (id: string) => apiCall<ApprovalAnswer>(`/approvals/${id}/approve`, {});

export const listPending = () =>
  apiCall<{ list: ApprovalView[] }>('/approvals/pending', undefined, { method: 'GET' });
