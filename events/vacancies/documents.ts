import type { Actor } from '../core/envelope';
import type { StaffPublication, StaffPublicationFailure, StaffVacancy } from '../publication/views';
import type {
  Experience,
  Occupation,
  PublicationStatus,
  Salary,
  SALARY_DEPENDENCE,
  Schedule,
  VacancyMeta,
  VacancyService,
} from './events';

/** Who changed a catalogue record last, at which revision and when (every document carries it). */
export interface ChangeStamp {
  revision: number;
  updatedAt: string;
  updatedBy: Actor;
}

/** What every catalogue document adds to its fields: creation time and the numeric id. */
interface Created extends ChangeStamp {
  id: string;
  createdAt: string;
  /** The numeric id, for the next-id query (projections/core/seq.ts). */
  seq: number | null;
}

/** Read model `baseTemplates`: the texts every vacancy of a position starts from. */
export interface BaseTemplateDoc extends Created {
  positionId: string;
  responsibility: string;
  standards: string;
  conditions: string;
  /** Absent for the self-employed position. */
  experience?: Experience;
  schedule?: Schedule;
  occupation?: Occupation;
  hhProfessionalRoles: string[];
}

/** Read model `vacancyTemplates`: a base template for one city with its salary. */
export interface VacancyTemplateDoc extends Created {
  baseTemplateId: string;
  dependence: typeof SALARY_DEPENDENCE;
  /** The city. */
  dependenceId: string;
  salary: Salary | null;
}

/**
 * Read model `vacancies`: a city template in one store with its publications per service.
 * `status` is the own-site publication status and `publishedAt` when it was last published there:
 * the public feed filters and sorts on them and on the copied `cityId`, `IStoreId`, `baseTemplateId`.
 */
export interface VacancyDoc extends Created {
  templateId: string;
  baseTemplateId: string;
  cityId: string;
  IStoreId: string;
  extraStandards: string;
  meta: VacancyMeta;
  publications: Partial<Record<VacancyService, StaffPublication>>;
  failures: Partial<Record<VacancyService, StaffPublicationFailure>>;
  status: PublicationStatus | 'unpublished';
  publishedAt: string | null;
}

/**
 * Read model `staffVacancies`: the staff list's vacancy, already joined (vacancy, city template,
 * base template, position, store) and exactly as GET /vacancies/staff answers it, plus the fields
 * the list filters and sorts on that the view does not show.
 */
export interface StaffVacancyDoc extends StaffVacancy {
  baseTemplateId: string;
  positionId: string;
  seq: number | null;
}
