import { CANDIDATE_CHECKS } from '#events/checks/collections';
import type { CheckKind } from '#events/checks/kinds';
import type { CandidateChecksDoc } from '#events/checks/views';
import { apiCall } from '../../shell/http';

/** The candidate checks as the card calls them (server/features/checks/routes.ts, spec section 7). */

/** The read model whose pushed changes keep the block current (its record room). */
export { CANDIDATE_CHECKS };

/** The block as shown: the checks document and whether the outside sources are on. */
export type ChecksView = CandidateChecksDoc & { externalEnabled: boolean };

export interface StartAnswer {
  message: string;
  repeat: boolean;
  externalDisabled?: boolean;
  notice?: string;
  entity: CandidateChecksDoc;
}

export async function getChecks(id: string): Promise<ChecksView> {
  const answer = await apiCall<{ entity: CandidateChecksDoc; externalEnabled: boolean }>(
    `/candidateChecks/${encodeURIComponent(id)}`,
    {},
  );
  return { ...answer.entity, externalEnabled: answer.externalEnabled };
}

/** Every check at once ('Проверка на благонадёжность'). */
export function startAllChecks(id: string): Promise<StartAnswer> {
  return apiCall(`/candidateChecks/${encodeURIComponent(id)}/start`, {});
}

/** One check again, by the spec's call for it. */
export function rerunCheck(kind: CheckKind, id: string): Promise<StartAnswer> {
  const q = encodeURIComponent(id);
  switch (kind) {
    case 'blacklist':
      return apiCall(`/checkBlacklist/${q}`, {});
    case 'fssp':
      return apiCall(`/sendToFsspRecordCheck/${q}`, {});
    case 'criminalRecord':
      return apiCall(`/checkCriminalRecord/${q}/_refresh`, {});
    case 'selfEmployment':
      return apiCall('/checkSelfEmployed', { questionnaireId: id, updateFromNaimix: true });
    case 'storeVacancy':
      return apiCall('/checkStoreVacancy', { questionnaireId: id });
  }
}

export function skipCandidateCheck(id: string): Promise<{ message: string; entity: CandidateChecksDoc }> {
  return apiCall('/skipCandidateCheck', { questionnaireId: id });
}
