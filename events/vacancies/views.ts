/**
 * The public view of a vacancy, as GET /api/v1/vacancies[/{id}] returns it and as a light
 * questionnaire snapshots it at submission. Built from the vacancy, its city template, its base
 * template, the position and the store.
 */
export interface PublicVacancy {
  id: string;
  /** Own-site publication status: only 'published' is open. */
  status: 'published' | 'closed' | 'deleted' | 'unpublished';
  position: { id: string; title: string };
  isSelfEmployed: boolean;
  store: {
    IStoreId: string;
    name: string;
    mall?: string;
    cityId: string;
    cityName: string;
    fullAddress: string;
  };
  salary: { from: number; to: number; type: string } | null;
  /** Enumerated texts (Russian) or null for the self-employed position. */
  experience: string | null;
  occupation: string | null;
  schedule: string | null;
  /** Sanitised HTML. */
  responsibility: string;
  standards: string;
  conditions: string;
  extraStandards: string;
  publishedAt: string | null;
}
