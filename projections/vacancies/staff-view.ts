import { findCity, findStore } from '#events/core/store-directory';
import { storeLabel } from '#events/core/stores';
import { SELF_EMPLOYED_POSITION_TITLE, type PositionDoc } from '#events/positions/events';
import type { StaffBaseTemplate, StaffStore, StaffTemplate, StaffVacancy } from '#events/publication/views';
import type { BaseTemplateDoc, VacancyDoc, VacancyTemplateDoc } from '#events/vacancies/documents';
import { sanitizeRichText } from '#events/vacancies/sanitize';
import type { Stored } from '../core/types';

/**
 * The staff pages' views (spec part 1, sections 2 and 6; issue 5): a vacancy or a city template
 * joined with its base template, position and store. Pure: the staffVacancies projection builds its
 * documents with it, the city template queries their answers.
 */

/** The read-model documents one staff vacancy is joined from. */
export interface StaffVacancySources {
  vacancy: Stored<VacancyDoc>;
  template: Stored<VacancyTemplateDoc> | null;
  base: Stored<BaseTemplateDoc> | null;
  position: Stored<PositionDoc> | null;
}

export function staffVacancyOf({ vacancy, template, base, position }: StaffVacancySources): StaffVacancy {
  const store = staffStore(vacancy.IStoreId, vacancy.cityId);
  const ofPosition = positionOf(position);
  return {
    id: vacancy._id,
    templateId: vacancy.templateId,
    IStoreId: store.IStoreId,
    cityId: store.cityId,
    extraStandards: sanitizeRichText(vacancy.extraStandards),
    meta: vacancy.meta,
    status: vacancy.status,
    publishedAt: vacancy.publishedAt,
    revision: vacancy.revision,
    createdAt: vacancy.createdAt,
    updatedAt: vacancy.updatedAt,
    updatedBy: vacancy.updatedBy,
    ...ofPosition,
    store,
    salary: salaryOf(template),
    baseTemplate: baseOf(base, ofPosition.isSelfEmployed),
    publications: vacancy.publications,
    failures: vacancy.failures,
  };
}

export function staffTemplateOf(
  template: Stored<VacancyTemplateDoc>,
  base: Stored<BaseTemplateDoc> | null,
  position: Stored<PositionDoc> | null,
): StaffTemplate {
  const ofPosition = positionOf(position);
  const cityId = template.dependenceId;
  return {
    id: template._id,
    baseTemplateId: template.baseTemplateId,
    cityId,
    cityName: findCity(cityId)?.name ?? '',
    ...ofPosition,
    salary: salaryOf(template),
    baseTemplate: baseOf(base, ofPosition.isSelfEmployed),
    revision: template.revision,
    updatedAt: template.updatedAt,
  };
}

/** A store as the staff pages show it; an unknown id is shown as itself. */
export function staffStore(IStoreId: string, fallbackCityId = ''): StaffStore {
  const store = findStore(IStoreId);
  const cityId = store?.param.cityId ?? fallbackCityId;
  return {
    IStoreId,
    name: store?.name ?? IStoreId,
    mall: store?.param.mall ?? null,
    label: store ? storeLabel(store) : IStoreId,
    cityId,
    cityName: findCity(cityId)?.name ?? '',
    fullAddress: store?.param.fullAddress ?? '',
  };
}

function positionOf(position: Stored<PositionDoc> | null): Pick<StaffVacancy, 'position' | 'isSelfEmployed'> {
  const title = position?.title ?? '';
  return {
    position: { id: position?._id ?? '', title },
    isSelfEmployed: title === SELF_EMPLOYED_POSITION_TITLE,
  };
}

function salaryOf(template: VacancyTemplateDoc | null): StaffVacancy['salary'] {
  const salary = template?.salary;
  return salary ? { from: salary.from, to: salary.to, type: salary.type } : null;
}

function baseOf(base: Stored<BaseTemplateDoc> | null, selfEmployed: boolean): StaffBaseTemplate | null {
  if (!base) return null;
  return {
    id: base._id,
    // Sanitised when saved and again here: a text stored before a rule tightened is still safe.
    responsibility: sanitizeRichText(base.responsibility),
    standards: sanitizeRichText(base.standards),
    conditions: sanitizeRichText(base.conditions),
    experience: selfEmployed ? null : (base.experience ?? null),
    schedule: selfEmployed ? null : (base.schedule ?? null),
    occupation: selfEmployed ? null : (base.occupation ?? null),
  };
}
