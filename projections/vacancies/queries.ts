import { POSITIONS } from '../../events/positions/collections';
import type { PositionDoc } from '../../events/positions/events';
import { BASE_TEMPLATES, VACANCY_TEMPLATES } from '../../events/vacancies/collections';
import type { BaseTemplateDoc, VacancyDoc, VacancyTemplateDoc } from '../../events/vacancies/documents';
import type { ReadStore } from '../core/read-store';
import { collectionIn } from '../core/typed-read';
import type { Stored } from '../core/types';

/** The read-model documents a vacancy is shown from (public page, job boards). */
export interface VacancySources {
  vacancy: Stored<VacancyDoc>;
  template: Stored<VacancyTemplateDoc> | null;
  baseTemplate: Stored<BaseTemplateDoc> | null;
  position: Stored<PositionDoc> | null;
}

/** The sources of each vacancy of a page, in the same order, with one lookup per collection. */
export async function sourcesOfVacancies(
  read: ReadStore,
  vacancies: Stored<VacancyDoc>[],
): Promise<VacancySources[]> {
  const templates = await collectionIn(read, VACANCY_TEMPLATES).getMany(
    unique(vacancies.map((v) => v.templateId)),
  );
  const bases = await collectionIn(read, BASE_TEMPLATES).getMany(
    unique(vacancies.map((v) => v.baseTemplateId)),
  );
  const positions = await collectionIn(read, POSITIONS).getMany(
    unique([...bases.values()].map((b) => b.positionId)),
  );
  return vacancies.map((vacancy) => {
    const baseTemplate = bases.get(vacancy.baseTemplateId) ?? null;
    return {
      vacancy,
      template: templates.get(vacancy.templateId) ?? null,
      baseTemplate,
      position: baseTemplate ? (positions.get(baseTemplate.positionId) ?? null) : null,
    };
  });
}

export async function sourcesOfVacancy(read: ReadStore, vacancy: Stored<VacancyDoc>): Promise<VacancySources> {
  const [sources] = await sourcesOfVacancies(read, [vacancy]);
  return sources!;
}

const unique = (values: string[]): string[] => [...new Set(values.filter(Boolean))];
