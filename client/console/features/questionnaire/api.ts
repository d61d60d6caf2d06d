import type { QuestionnaireDoc } from '#events/questionnaire/events';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import type { ContractorType } from '#events/questionnaire/events';
import type { ListType, QuestionnaireState, SelfEmployedListType } from '#events/questionnaire/states';
import { ApiError, apiCall, apiDownload } from '../../shell/http';

import type { QuestionnaireView } from '#events/questionnaire/view';

/** A questionnaire as the API answers and the server pushes it (events/questionnaire/view.ts). */
export type { QuestionnaireView };
export { QUESTIONNAIRES };

export const PAGE_SIZE = 5;

export interface ListWhere {
  cityId?: string;
  storeId?: string;
  positionId?: string;
  search?: string;
  dateFrom?: string;
  dateTo?: string;
  /** One state inside the tab ('Трудоустроенные' → only «Трудоустроен»). */
  state?: QuestionnaireState;
}

export interface ListQuery {
  type: ListType | SelfEmployedListType;
  contractorType: ContractorType;
  offset: number;
  limit: number;
  sort: 'newest' | 'oldest';
  where: ListWhere;
}

/** A pushed document as the list and the card show it. */
export function toView(doc: QuestionnaireDoc): QuestionnaireView {
  const { search: _s, ...view } = doc;
  return view;
}

export const listQuestionnaires = (query: ListQuery) =>
  apiCall<{ list: QuestionnaireView[]; total: number }>('/get-questionnaire', query);

export const getQuestionnaire = (id: string) =>
  apiCall<{ entity: QuestionnaireView }>(`/get-questionnaire/${id}`, {}).then((r) => r.entity);

export const changeState = (
  id: string,
  body: { action: 'reject' | 'reestablish'; causeReject?: string; revision: number },
) => apiCall<{ entity: QuestionnaireView }>(`/questionnaire/state/${id}`, body).then((r) => r.entity);

export const addComment = (id: string, text: string) =>
  apiCall<{ entity: QuestionnaireView }>(`/questionnaire/${id}/comment`, { text }).then((r) => r.entity);

/**
 * PUT /questionnaire/{id}/info: the changed fields of the candidate's data (the personal data's
 * shared fields, the last places of work) at the revision the form was loaded at.
 */
export const saveInfo = (id: string, revision: number, changes: Partial<QuestionnaireView['info']>) =>
  apiCall<{ entity: QuestionnaireView }>(
    `/questionnaire/${id}/info`,
    { revision, changes },
    { method: 'PUT' },
  ).then((r) => r.entity);

export const countNew = () => apiCall<Record<ContractorType, number>>('/questionnaires/new-count', {});

/** The current filtered list as CSV (Excel-ready: UTF-8 with BOM, semicolons). */
export const exportList = (query: Omit<ListQuery, 'offset' | 'limit'>) =>
  apiDownload('/questionnaires/export', query);

export const fileUrl = (id: string, fileId: string) => `/api/v1/questionnaire/${id}/files/${fileId}`;
export const downloadFile = (id: string, fileId: string) =>
  apiDownload(`/questionnaire/${id}/files/${fileId}`, undefined, { method: 'GET' });

/** A record this user may not see (or that does not exist) reads as null; other failures go on. */
export function nullWhenNotFound(err: unknown): null {
  if (err instanceof ApiError && err.status === 404) return null;
  throw err;
}

/** The candidate's own link to their profile (with its secret), for staff who may open the questionnaire. */
export const candidateEditLink = (id: string) =>
  apiCall<{ editLink: string }>(`/questionnaire/${id}/edit-link`, {}).then((r) => r.editLink);

/**
 * 'Отправить ссылку кандидату' (issue 31): the server sends the candidate the same link by SMS and
 * e-mail (the 'profileRequested' notification); it refuses within 10 minutes of the last send.
 */
export const sendCandidateLink = (id: string) =>
  apiCall<{ sentAt: string }>(`/questionnaire/${id}/send-link`, {});
