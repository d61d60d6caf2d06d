import { SELF_EMPLOYED_POSITION_TITLE } from '../../../events/positions/events';
import { SALARY_DEPENDENCE, type Salary } from '../../../events/vacancies/events';
import type {
  BaseTemplateView,
  TemplateActor,
  VacancyTemplateView,
} from '../../../events/vacancies/templates';
import type { Doc } from '../../../projections/core/read-store';
import type { Services } from '../../core/services';
import { sanitizeRichText } from '../../../events/vacancies/sanitize';
import { findCity } from '../../access/stores';

/**
 * Read-model documents joined into the views the template screens show: a base template with its
 * position's title; a city template with its base template, position and city.
 */

export function baseTemplateViewOf(doc: Doc, position: Doc | null): BaseTemplateView {
  const title = position ? str(position.title) : '';
  const enumerated = <T>(field: string) => (typeof doc[field] === 'string' ? (doc[field] as T) : undefined);
  const experience = enumerated<BaseTemplateView['experience']>('experience');
  const schedule = enumerated<BaseTemplateView['schedule']>('schedule');
  const occupation = enumerated<BaseTemplateView['occupation']>('occupation');
  return {
    id: str(doc._id),
    positionId: str(doc.positionId),
    position: { id: str(doc.positionId), title },
    isSelfEmployed: title === SELF_EMPLOYED_POSITION_TITLE,
    // Sanitised when saved and again here: a text stored before a rule tightened is still safe.
    responsibility: sanitizeRichText(str(doc.responsibility)),
    standards: sanitizeRichText(str(doc.standards)),
    conditions: sanitizeRichText(str(doc.conditions)),
    ...(experience ? { experience } : {}),
    ...(schedule ? { schedule } : {}),
    ...(occupation ? { occupation } : {}),
    hhProfessionalRoles: Array.isArray(doc.hhProfessionalRoles) ? doc.hhProfessionalRoles.map(str) : [],
    ...stampOf(doc),
  };
}

export function vacancyTemplateViewOf(doc: Doc, base: BaseTemplateView | null): VacancyTemplateView {
  const cityId = str(doc.dependenceId);
  return {
    id: str(doc._id),
    baseTemplateId: str(doc.baseTemplateId),
    dependence: SALARY_DEPENDENCE,
    dependenceId: cityId,
    city: { cityId, name: findCity(cityId)?.name ?? '' },
    salary: (doc.salary as Salary | null | undefined) ?? null,
    position: base ? base.position : { id: '', title: '' },
    isSelfEmployed: base?.isSelfEmployed ?? false,
    vacancyBaseTemplate: base,
    ...stampOf(doc),
  };
}

/** Base template views by id, with one lookup per collection. */
export async function baseTemplateViews(s: Services, docs: Doc[]): Promise<Map<string, BaseTemplateView>> {
  const positions = await s.read.getMany('positions', unique(docs.map((d) => str(d.positionId))));
  return new Map(docs.map((d) => [d._id, baseTemplateViewOf(d, positions.get(str(d.positionId)) ?? null)]));
}

/** City template views of a page of documents, in the same order. */
export async function vacancyTemplateViews(s: Services, docs: Doc[]): Promise<VacancyTemplateView[]> {
  const bases = await s.read.getMany('baseTemplates', unique(docs.map((d) => str(d.baseTemplateId))));
  const baseViews = await baseTemplateViews(s, [...bases.values()]);
  return docs.map((d) => vacancyTemplateViewOf(d, baseViews.get(str(d.baseTemplateId)) ?? null));
}

function stampOf(doc: Doc): Pick<BaseTemplateView, 'revision' | 'createdAt' | 'updatedAt' | 'updatedBy'> {
  return {
    revision: typeof doc.revision === 'number' ? doc.revision : 0,
    createdAt: str(doc.createdAt),
    updatedAt: str(doc.updatedAt ?? doc.createdAt),
    updatedBy: (doc.updatedBy as TemplateActor | undefined) ?? null,
  };
}

const str = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
const unique = (values: string[]): string[] => [...new Set(values.filter(Boolean))];
