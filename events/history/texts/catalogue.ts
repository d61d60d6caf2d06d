import type { PositionEvents } from '../../positions/events';
import type { Salary, VacancyEvents, VacancyService } from '../../vacancies/events';
import { moneyText, quoted } from '../display';
import type { TextsOf } from './types';
import { cityText, storeText } from './where';

/** Positions, base templates, city templates and vacancies with their publications. */

/** 'включил(а) …' / 'выключил(а) …'. */
const toggled = (on: boolean, what: string, v: (m: string, f: string) => string) =>
  `${on ? v('включил', 'включила') : v('выключил', 'выключила')} ${what}`;

/** Where a publication is: 'на HeadHunter', 'на сайте компании'; and whence: 'с сайта компании'. */
const ON: Record<VacancyService, string> = {
  headhunter: 'на HeadHunter',
  site: 'на сайте компании',
  superjob: 'на SuperJob',
};
const FROM: Record<VacancyService, string> = {
  headhunter: 'с HeadHunter',
  site: 'с сайта компании',
  superjob: 'с SuperJob',
};

export function salaryText(salary: Salary | null): string {
  if (!salary) return 'без зарплаты';
  const type = salary.type === 'почасовая' ? ' в час' : '';
  return `${moneyText(salary.from)}–${moneyText(salary.to)} ₽${type}`;
}

export const positionTexts: TextsOf<typeof PositionEvents> = {
  PositionCreated: (d, { v }) => `${v('создал', 'создала')} должность ${quoted(d.title)}`,
  PositionRenamed: (d, { v }) => `${v('переименовал', 'переименовала')} должность в ${quoted(d.title)}`,
  PositionCandidateSearchToggled: (d, { v }) =>
    toggled(d.use_to_search_candidate, 'поиск кандидатов на должность', v),
  PositionFeedVisibilityToggled: (d, { v }) =>
    toggled(d.show_on_vacancies_feed, 'показ должности в ленте вакансий', v),
};

export const vacancyTexts: TextsOf<typeof VacancyEvents> = {
  BaseTemplateCreated: (_d, { v }) => `${v('создал', 'создала')} базовый шаблон вакансии`,
  BaseTemplateUpdated: (_d, { v }) => `${v('изменил', 'изменила')} базовый шаблон вакансии`,
  VacancyTemplateCreated: (d, { v }) =>
    `${v('создал', 'создала')} шаблон вакансии: ${cityText(d.dependenceId)}, зарплата ${salaryText(d.salary)}`,
  VacancyTemplateSalaryChanged: (d, { v }) =>
    `${v('изменил', 'изменила')} зарплату в шаблоне вакансии: ${salaryText(d.salary)}`,
  VacancyCreated: (d, { v }) =>
    `${v('создал', 'создала')} вакансию: ${storeText(d.IStoreId)}, ${cityText(d.cityId)}`,
  VacancyExtraDescriptionChanged: (_d, { v }) =>
    `${v('изменил', 'изменила')} дополнительное описание вакансии`,
  VacancyPublicationChanged: (d, { v }) => {
    if (d.status === 'published') return `${v('опубликовал', 'опубликовала')} вакансию ${ON[d.service]}`;
    if (d.status === 'closed') return `${v('закрыл', 'закрыла')} вакансию ${ON[d.service]} (в архив)`;
    return `${v('удалил', 'удалила')} вакансию ${FROM[d.service]}`;
  },
  VacancyPublicationFailed: (d, { v }) => {
    const what =
      d.action === 'publish'
        ? `опубликовать вакансию ${ON[d.service]}`
        : d.action === 'close'
          ? `закрыть вакансию ${ON[d.service]}`
          : `удалить вакансию ${FROM[d.service]}`;
    return `${v('не смог', 'не смогла')} ${what}: площадка отказала`;
  },
};
