import { SELF_EMPLOYED_POSITION_TITLE } from '../../../events/positions/events';
import type { PublicVacancy } from '../../../events/vacancies/views';
import type { Doc } from '../../../projections/core/read-store';
import type { Services } from '../../core/services';
import { sanitizeRichText } from '../../../events/vacancies/sanitize';
import { findCity, findStore } from '../../access/stores';

/** The read-model documents one public vacancy is built from. */
export interface VacancySources {
  vacancy: Doc;
  template: Doc | null;
  baseTemplate: Doc | null;
  position: Doc | null;
}

/**
 * One vacancy as the public site shows it and as a light questionnaire snapshots it, whatever its
 * status (the page says 'Вакансия закрыта' for a closed one). Null when there is no such vacancy.
 */
export async function findPublicVacancy(s: Services, id: string): Promise<PublicVacancy | null> {
  const vacancy = await s.read.get('vacancies', id);
  if (!vacancy) return null;
  const [view] = await toPublicVacancies(s, [vacancy]);
  return view ?? null;
}

/** Builds public views for a page of vacancy documents with one lookup per collection. */
export async function toPublicVacancies(s: Services, vacancies: Doc[]): Promise<PublicVacancy[]> {
  const templates = await s.read.getMany('vacancyTemplates', unique(vacancies.map((v) => str(v.templateId))));
  const baseIds = unique(vacancies.map((v) => str(v.baseTemplateId)));
  const baseTemplates = await s.read.getMany('baseTemplates', baseIds);
  const positions = await s.read.getMany(
    'positions',
    unique([...baseTemplates.values()].map((b) => str(b.positionId))),
  );
  return vacancies.map((vacancy) => {
    const template = templates.get(str(vacancy.templateId)) ?? null;
    const baseTemplate = baseTemplates.get(str(vacancy.baseTemplateId)) ?? null;
    const position = baseTemplate ? (positions.get(str(baseTemplate.positionId)) ?? null) : null;
    return publicVacancyOf({ vacancy, template, baseTemplate, position });
  });
}

/** Pure: only public fields, HTML sanitised again on the way out. */
export function publicVacancyOf({
  vacancy,
  template,
  baseTemplate,
  position,
}: VacancySources): PublicVacancy {
  const IStoreId = str(vacancy.IStoreId);
  const store = findStore(IStoreId);
  const cityId = store?.param.cityId ?? str(vacancy.cityId);
  const positionTitle = position ? str(position.title) : '';
  const isSelfEmployed = positionTitle === SELF_EMPLOYED_POSITION_TITLE;
  const enumerated = (field: string): string | null =>
    isSelfEmployed || !baseTemplate || typeof baseTemplate[field] !== 'string'
      ? null
      : (baseTemplate[field] as string);
  const html = (doc: Doc | null, field: string): string =>
    doc && typeof doc[field] === 'string' ? sanitizeRichText(doc[field] as string) : '';
  const salary = template?.salary as PublicVacancy['salary'] | undefined;
  return {
    id: str(vacancy._id),
    status: statusOf(vacancy),
    position: { id: position ? str(position._id) : '', title: positionTitle },
    isSelfEmployed,
    store: {
      IStoreId,
      name: store?.name ?? IStoreId,
      ...(store?.param.mall ? { mall: store.param.mall } : {}),
      cityId,
      cityName: findCity(cityId)?.name ?? '',
      fullAddress: store?.param.fullAddress ?? '',
    },
    salary: salary ? { from: salary.from, to: salary.to, type: salary.type } : null,
    experience: enumerated('experience'),
    occupation: enumerated('occupation'),
    schedule: enumerated('schedule'),
    responsibility: html(baseTemplate, 'responsibility'),
    standards: html(baseTemplate, 'standards'),
    conditions: html(baseTemplate, 'conditions'),
    extraStandards: html(vacancy, 'extraStandards'),
    publishedAt: typeof vacancy.publishedAt === 'string' ? vacancy.publishedAt : null,
  };
}

function statusOf(vacancy: Doc): PublicVacancy['status'] {
  const status = (vacancy.publications as Record<string, { status?: string }> | undefined)?.site?.status;
  return status === 'published' || status === 'closed' || status === 'deleted' ? status : 'unpublished';
}

const str = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
const unique = (values: string[]): string[] => [...new Set(values.filter(Boolean))];
