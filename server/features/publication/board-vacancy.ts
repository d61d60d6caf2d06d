import type { JobBoardService, JobBoardVacancy } from '../../adapters/jobboards/port';
import { SELF_EMPLOYED_POSITION_TITLE } from '#events/positions/events';
import type { VacancyDoc } from '#events/vacancies/documents';
import type { Stored } from '#projections/core/types';
import type { VacancySources } from '#projections/vacancies/queries';
import { findCity, findStore } from '../../access/stores';

/** The city name of a vacancy (job boards look their area up by it). */
export function cityNameOf(vacancy: Pick<Stored<VacancyDoc>, 'IStoreId' | 'cityId'>): string {
  const cityId = findStore(vacancy.IStoreId)?.param.cityId ?? vacancy.cityId;
  return findCity(cityId)?.name ?? '';
}

/**
 * The candidate's way from a board's listing to our public vacancy page: the page with
 * `?source=<service>`, so the light questionnaire records the board it came from (issue 29).
 * `publicUrl` '' gives a link relative to our own site (the built-in sandboxes live there).
 */
export function applyUrlOf(publicUrl: string, service: JobBoardService, vacancyId: string): string {
  return `${publicUrl}/vacancies/${encodeURIComponent(vacancyId)}?source=${service}`;
}

/**
 * Pure: what a job board gets for one vacancy. hh's professional roles are the base template's
 * (they are hh ids); SuperJob's catalogues differ and are optional there, so none are sent.
 */
export function toBoardVacancy(
  service: JobBoardService,
  { vacancy, template, baseTemplate, position }: VacancySources,
  areaId: string,
  publicUrl = '',
): JobBoardVacancy {
  const title = position?.title ?? '';
  const selfEmployed = title === SELF_EMPLOYED_POSITION_TITLE;
  const salary = template?.salary;
  const store = findStore(vacancy.IStoreId);
  // Experience, schedule and occupation are not asked for the self-employed position.
  const employee = selfEmployed ? null : baseTemplate;
  return {
    title,
    sections: {
      responsibility: baseTemplate?.responsibility ?? '',
      standards: baseTemplate?.standards ?? '',
      conditions: baseTemplate?.conditions ?? '',
      extra: vacancy.extraStandards,
    },
    salary: salary ? { from: salary.from, to: salary.to, currency: 'RUR' } : null,
    areaId,
    ...(employee?.experience ? { experience: employee.experience } : {}),
    ...(employee?.schedule ? { schedule: employee.schedule } : {}),
    ...(employee?.occupation ? { occupation: employee.occupation } : {}),
    professionalRoleIds: service === 'headhunter' ? [...(baseTemplate?.hhProfessionalRoles ?? [])] : [],
    address: {
      city: cityNameOf(vacancy),
      // 'г. Москва, ул. Тверская, д. 12' -> the street part (the city is sent on its own).
      ...(store?.param.fullAddress
        ? { street: store.param.fullAddress.replace(/^г\.\s*[^,]+,\s*/, '') }
        : {}),
    },
    code: vacancy._id,
    applyUrl: applyUrlOf(publicUrl, service, vacancy._id),
  };
}
