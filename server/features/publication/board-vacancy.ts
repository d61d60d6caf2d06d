import type { Experience, Occupation, Schedule } from '../../../events/vacancies/events';
import type { JobBoardService, JobBoardVacancy } from '../../adapters/jobboards/port';
import type { Doc } from '../../../projections/core/read-store';
import type { Services } from '../../core/services';
import { SELF_EMPLOYED_POSITION_TITLE } from '../../../events/positions/events';
import { findCity, findStore } from '../../access/stores';
import { str } from '../vacancies/staff';

/** The documents a job-board vacancy is built from. */
export interface BoardVacancySources {
  vacancy: Doc;
  template: Doc | null;
  baseTemplate: Doc | null;
  position: Doc | null;
}

export async function loadBoardVacancySources(s: Services, vacancy: Doc): Promise<BoardVacancySources> {
  const [template, baseTemplate] = await Promise.all([
    s.read.get('vacancyTemplates', str(vacancy.templateId)),
    s.read.get('baseTemplates', str(vacancy.baseTemplateId)),
  ]);
  const position = baseTemplate ? await s.read.get('positions', str(baseTemplate.positionId)) : null;
  return { vacancy, template, baseTemplate, position };
}

/** The city name of a vacancy (job boards look their area up by it). */
export function cityNameOf(vacancy: Doc): string {
  const cityId = findStore(str(vacancy.IStoreId))?.param.cityId ?? str(vacancy.cityId);
  return findCity(cityId)?.name ?? '';
}

/**
 * Pure: what a job board gets for one vacancy. hh's professional roles are the base template's
 * (they are hh ids); SuperJob's catalogues differ and are optional there, so none are sent.
 */
export function toBoardVacancy(
  service: JobBoardService,
  { vacancy, template, baseTemplate, position }: BoardVacancySources,
  areaId: string,
): JobBoardVacancy {
  const title = position ? str(position.title) : '';
  const selfEmployed = title === SELF_EMPLOYED_POSITION_TITLE;
  const salary = template?.salary as { from: number; to: number } | null | undefined;
  const store = findStore(str(vacancy.IStoreId));
  const text = (field: string) => (baseTemplate ? str(baseTemplate[field]) : '');
  const roles = Array.isArray(baseTemplate?.hhProfessionalRoles)
    ? (baseTemplate.hhProfessionalRoles as unknown[]).map(String)
    : [];
  return {
    title,
    sections: {
      responsibility: text('responsibility'),
      standards: text('standards'),
      conditions: text('conditions'),
      extra: str(vacancy.extraStandards),
    },
    salary: salary ? { from: salary.from, to: salary.to, currency: 'RUR' } : null,
    areaId,
    ...(selfEmployed || !baseTemplate?.experience
      ? {}
      : { experience: baseTemplate.experience as Experience }),
    ...(selfEmployed || !baseTemplate?.schedule ? {} : { schedule: baseTemplate.schedule as Schedule }),
    ...(selfEmployed || !baseTemplate?.occupation
      ? {}
      : { occupation: baseTemplate.occupation as Occupation }),
    professionalRoleIds: service === 'headhunter' ? roles : [],
    address: {
      city: cityNameOf(vacancy),
      // 'г. Москва, ул. Тверская, д. 12' -> the street part (the city is sent on its own).
      ...(store?.param.fullAddress
        ? { street: store.param.fullAddress.replace(/^г\.\s*[^,]+,\s*/, '') }
        : {}),
    },
    code: str(vacancy._id),
  };
}
