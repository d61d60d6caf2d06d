import { findCity } from '#events/core/store-directory';
import { SELF_EMPLOYED_POSITION_TITLE, type PositionDoc } from '#events/positions/events';
import type { BaseTemplateDoc, VacancyTemplateDoc } from '#events/vacancies/documents';
import { SALARY_DEPENDENCE } from '#events/vacancies/events';
import { sanitizeRichText } from '#events/vacancies/sanitize';
import type { BaseTemplateView, VacancyTemplateView } from '#events/vacancies/templates';

/**
 * Read-model documents joined into the views the template screens show: a base template with its
 * position's title; a city template with its base template, position and city. Pure.
 */

type Stamped = 'revision' | 'createdAt' | 'updatedAt' | 'updatedBy';

export type BaseTemplateSource = Pick<
  BaseTemplateDoc,
  | 'positionId'
  | 'responsibility'
  | 'standards'
  | 'conditions'
  | 'experience'
  | 'schedule'
  | 'occupation'
  | 'hhProfessionalRoles'
  | Stamped
> & { _id: string };

export type VacancyTemplateSource = Pick<
  VacancyTemplateDoc,
  'baseTemplateId' | 'dependenceId' | 'salary' | Stamped
> & { _id: string };

export function baseTemplateViewOf(
  doc: BaseTemplateSource,
  position: (Pick<PositionDoc, 'title'> & { _id: string }) | null,
): BaseTemplateView {
  const title = position?.title ?? '';
  const { experience, schedule, occupation } = doc;
  return {
    id: doc._id,
    positionId: doc.positionId,
    position: { id: doc.positionId, title },
    isSelfEmployed: title === SELF_EMPLOYED_POSITION_TITLE,
    // Sanitised when saved and again here: a text stored before a rule tightened is still safe.
    responsibility: sanitizeRichText(doc.responsibility),
    standards: sanitizeRichText(doc.standards),
    conditions: sanitizeRichText(doc.conditions),
    ...(experience ? { experience } : {}),
    ...(schedule ? { schedule } : {}),
    ...(occupation ? { occupation } : {}),
    hhProfessionalRoles: [...doc.hhProfessionalRoles],
    ...stampOf(doc),
  };
}

export function vacancyTemplateViewOf(
  doc: VacancyTemplateSource,
  base: BaseTemplateView | null,
): VacancyTemplateView {
  const cityId = doc.dependenceId;
  return {
    id: doc._id,
    baseTemplateId: doc.baseTemplateId,
    dependence: SALARY_DEPENDENCE,
    dependenceId: cityId,
    city: { cityId, name: findCity(cityId)?.name ?? '' },
    salary: doc.salary,
    position: base ? base.position : { id: '', title: '' },
    isSelfEmployed: base?.isSelfEmployed ?? false,
    vacancyBaseTemplate: base,
    ...stampOf(doc),
  };
}

function stampOf(doc: Pick<BaseTemplateDoc, Stamped>): Pick<BaseTemplateView, Stamped> {
  return {
    revision: doc.revision,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
    updatedBy: doc.updatedBy,
  };
}
