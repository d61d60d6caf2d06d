import type { EmploymentForm } from '#events/employment/form';
import type { HireDoc } from '#events/employment/events';
import type { SalaryProjectBank } from '#events/employment/lookups';
import type { TrafficSourceEntry } from '#events/employment/facts';
import type { QuestionnaireView } from '#events/questionnaire/view';
import { apiCall, apiUpload } from '../../shell/http';

/** The employment form's calls (spec part 2, section 7). */

/** POST /one_s/send/{id}: 'Трудоустроить' records the hire; 1C gets it from the delivery worker. */
export const sendToOneS = (id: string, form: EmploymentForm) =>
  apiCall<{ hire: HireDoc }>(`/one_s/send/${id}`, form);

export type LookupEntry = TrafficSourceEntry;

const lookup = (dictionary: 'salaryProjects' | 'trafficSources') =>
  apiCall<{ list: LookupEntry[] }>(`/dictionaries/${dictionary}`, {}).then((r) => r.list);

export const loadSalaryProjects = () => lookup('salaryProjects');
export const loadTrafficSources = () => lookup('trafficSources');

/** The banks of a salary project, with names and BICs ('Другой банк' has none). */
export const loadProjectBanks = (project: string) =>
  apiCall<{ list: SalaryProjectBank[] }>(
    `/dictionaries/salaryProjects/${encodeURIComponent(project)}/banks`,
    {},
  ).then((r) => r.list);

interface BankSuggestion {
  value: string;
  data: { bic: string; name: { payment: string; short: string | null } };
}

/** 'Другой банк': banks by the typed name or BIC (the bank suggestions port). */
export const suggestBanks = (query: string) =>
  apiCall<{ suggestions: BankSuggestion[] }>('/suggestions/bank', { query, count: 10 }).then((r) =>
    r.suggestions.map((s) => ({ bic: s.data.bic, name: s.data.name.payment, short: s.data.name.short })),
  );

/** An experience document scan (files kind 'experience'), as the card's scans are uploaded. */
export const uploadExperience = (id: string, file: File, onProgress: (fraction: number) => void) => {
  const query = new URLSearchParams({ fileKind: 'experience', name: file.name.slice(0, 200) });
  return apiUpload<{ entity: QuestionnaireView }>(
    `/questionnaire/${id}/files?${query}`,
    file,
    onProgress,
  ).then((r) => r.entity);
};
