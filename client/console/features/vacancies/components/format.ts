import { SERVICE_TITLES, type VacancyService } from '#events/vacancies/events';
import { PUBLICATION_TEXTS, type StaffPublication } from '#events/publication/views';
import { formatDate } from '#client/console/shell/state/format';

const money = new Intl.NumberFormat('ru-RU');

/** 'от X до Y ₽'; null when there is no salary (self-employed). */
export function salaryText(salary: { from: number; to: number } | null): string | null {
  if (!salary) return null;
  if (salary.from === salary.to) return `${money.format(salary.from)} ₽`;
  return `от ${money.format(salary.from)} до ${money.format(salary.to)} ₽`;
}

/** Row titles of the publish panel: the two job boards and the product's own site. */
export const SERVICE_LABELS: Record<VacancyService, string> = {
  headhunter: SERVICE_TITLES.headhunter,
  superjob: SERVICE_TITLES.superjob,
  site: 'Сайт компании',
};

/** The panel's order: job board one, job board two, the own site (spec part 1, section 2). */
export const PANEL_SERVICES: VacancyService[] = ['headhunter', 'superjob', 'site'];

/** 'Вакансия не опубликована' by default, else the status with its date. */
export function publicationStateText(
  service: VacancyService,
  publication: StaffPublication | null | undefined,
): string {
  if (!publication) return PUBLICATION_TEXTS.notPublished;
  const date = formatDate(publication.updatedAt);
  switch (publication.status) {
    case 'published':
      return `Опубликована ${date}`;
    case 'closed':
      return service === 'site' ? `Закрыта ${date}` : `В архиве с ${date}`;
    case 'deleted':
      return `Удалена ${date}`;
  }
}

/** Short badge text of a publication on a vacancy card. */
export function publicationBadgeText(publication: StaffPublication | null | undefined): string {
  if (!publication) return 'не опубликована';
  return { published: 'опубликована', closed: 'в архиве', deleted: 'удалена' }[publication.status];
}

/** Links are stored relative for the own site and the sandboxes: shown and copied in full. */
export function absoluteLink(link: string): string {
  try {
    return new URL(link, window.location.origin).href;
  } catch {
    return link;
  }
}

/** An error as the result modal shows it: the message and its status. */
export function errorText(message: string, status: number | null | undefined): string {
  return status ? `${message} (код ${status})` : message;
}
