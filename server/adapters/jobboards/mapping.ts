import type { Experience, Occupation, Schedule } from '#events/vacancies/events';
import type { JobBoardVacancy, JobBoardVacancySections } from './port';

/**
 * Our Russian enumerations (spec section 5) mapped to each board's dictionary ids.
 *
 * HeadHunter (dictionaries `experience`, `schedule`, `employment`; confirmed in the public docs
 * and the vacancies they return): noExperience | between1And3 | between3And6 | moreThan6;
 * fullDay | shift; full | part. hh is moving to `work_schedule_by_days` / `employment_form`, but
 * its vacancy-publishing documentation still lists `schedule` and `employment`.
 */
export const HH_EXPERIENCE: Record<Experience, string> = {
  'нет опыта': 'noExperience',
  'от 1 года до 3 лет': 'between1And3',
  'от 3 лет до 6 лет': 'between3And6',
  'от 6 лет': 'moreThan6',
};
export const HH_SCHEDULE: Record<Schedule, string> = { 'полный день': 'fullDay', 'сменный график': 'shift' };
export const HH_EMPLOYMENT: Record<Occupation, string> = { полная: 'full', частичная: 'part' };

/**
 * SuperJob (its `experience` and `type_of_work` references as the vacancy search takes them:
 * experience 1 без опыта, 2 от 1 года, 3 от 3 лет, 4 от 6 лет; type_of_work 6 полный рабочий
 * день, 12 сменный график, 13 частичная занятость). Not confirmed against the employer
 * documentation, which is not public: check on a real account before going live.
 */
export const SJ_EXPERIENCE: Record<Experience, number> = {
  'нет опыта': 1,
  'от 1 года до 3 лет': 2,
  'от 3 лет до 6 лет': 3,
  'от 6 лет': 4,
};
export const SJ_TYPE_OF_WORK = { fullDay: 6, shift: 12, partTime: 13 } as const;
/** place_of_work 1: на территории работодателя (a store). */
export const SJ_PLACE_OF_WORK_EMPLOYER = 1;

/** SuperJob has one 'type of work' where we have schedule and occupation: part time wins, then shifts. */
export function sjTypeOfWork(schedule?: Schedule, occupation?: Occupation): number | undefined {
  if (occupation === 'частичная') return SJ_TYPE_OF_WORK.partTime;
  if (schedule === 'сменный график') return SJ_TYPE_OF_WORK.shift;
  if (schedule === 'полный день' || occupation === 'полная') return SJ_TYPE_OF_WORK.fullDay;
  return undefined;
}

/** 'г. Москва, ул. Тверская, д. 12'-style one line. */
export function addressLine(address: JobBoardVacancy['address']): string {
  return [address.city, address.street].filter((part) => part && part.trim()).join(', ');
}

/** The one HTML description hh takes: the three sections under headings, the extra text, the address. */
export function composeDescription(sections: JobBoardVacancySections, address?: string): string {
  const block = (heading: string, html: string) =>
    html.trim() ? `<p><strong>${heading}</strong></p>${html}` : '';
  return [
    block('Обязанности:', sections.responsibility),
    block('Требования:', sections.standards),
    block('Условия:', sections.conditions),
    block('Дополнительно:', sections.extra),
    address ? `<p><strong>Адрес:</strong> ${escapeHtml(address)}</p>` : '',
  ].join('');
}

/** Case, 'ё' and spacing do not matter when a city is looked up by name. */
export function normalizeName(name: string): string {
  return name.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

export interface AreaNode {
  id: string;
  name: string;
  areas?: AreaNode[];
}

/**
 * Depth-first search of an area tree by name. A leaf (a city, where a vacancy can be published)
 * wins over a region of the same name.
 */
export function findAreaInTree(roots: AreaNode[], cityName: string): string | null {
  const wanted = normalizeName(cityName);
  if (!wanted) return null;
  let regionMatch: string | null = null;
  const stack = [...roots].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    const children = node.areas ?? [];
    if (normalizeName(node.name) === wanted) {
      if (children.length === 0) return node.id;
      regionMatch ??= node.id;
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return regionMatch;
}

/** '79161234567' -> hh's phone object; anything else is left out. */
export function hhPhone(digits: string): { country: string; city: string; number: string } | undefined {
  const match = /^7(\d{3})(\d{7})$/.exec(digits);
  return match ? { country: '7', city: match[1]!, number: match[2]! } : undefined;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
