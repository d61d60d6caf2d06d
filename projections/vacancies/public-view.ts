import { findCity, findStore } from '#events/core/store-directory';
import { SELF_EMPLOYED_POSITION_TITLE, type PositionDoc } from '#events/positions/events';
import type { BaseTemplateDoc, VacancyDoc, VacancyTemplateDoc } from '#events/vacancies/documents';
import type { PublicationStatus, VacancyService } from '#events/vacancies/events';
import { sanitizeRichText } from '#events/vacancies/sanitize';
import type { PublicVacancy } from '#events/vacancies/views';

/** What a public vacancy shows of each document it is built from. */
export interface PublicVacancySources {
  vacancy: Pick<VacancyDoc, 'IStoreId' | 'cityId' | 'extraStandards' | 'publishedAt'> & {
    _id: string;
    publications: Partial<Record<VacancyService, { status: PublicationStatus; link?: string | null }>>;
  };
  template: (Pick<VacancyTemplateDoc, 'salary'> & { _id: string }) | null;
  baseTemplate:
    | (Pick<
        BaseTemplateDoc,
        'responsibility' | 'standards' | 'conditions' | 'experience' | 'schedule' | 'occupation'
      > & { _id: string })
    | null;
  position: (Pick<PositionDoc, 'title'> & { _id: string }) | null;
}

/**
 * One vacancy as the public site shows it and as a light questionnaire snapshots it, whatever its
 * status (the page says 'Вакансия закрыта' for a closed one). Pure: only public fields, HTML
 * sanitised again on the way out.
 */
export function publicVacancyOf({
  vacancy,
  template,
  baseTemplate,
  position,
}: PublicVacancySources): PublicVacancy {
  const IStoreId = vacancy.IStoreId;
  const store = findStore(IStoreId);
  const cityId = store?.param.cityId ?? vacancy.cityId;
  const positionTitle = position?.title ?? '';
  const isSelfEmployed = positionTitle === SELF_EMPLOYED_POSITION_TITLE;
  const employee = isSelfEmployed ? null : baseTemplate;
  const salary = template?.salary;
  return {
    id: vacancy._id,
    status: vacancy.publications.site?.status ?? 'unpublished',
    position: { id: position?._id ?? '', title: positionTitle },
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
    experience: employee?.experience ?? null,
    occupation: employee?.occupation ?? null,
    schedule: employee?.schedule ?? null,
    responsibility: sanitizeRichText(baseTemplate?.responsibility ?? ''),
    standards: sanitizeRichText(baseTemplate?.standards ?? ''),
    conditions: sanitizeRichText(baseTemplate?.conditions ?? ''),
    extraStandards: sanitizeRichText(vacancy.extraStandards),
    publishedAt: vacancy.publishedAt,
  };
}
