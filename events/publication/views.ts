import { integer, max, min, object, optional, size, string, type Infer } from 'superstruct';
import {
  OWN_SITE_SERVICE,
  VACANCY_MESSAGES,
  type PublicationAction,
  type PublicationStatus,
  type VacancyService,
} from '../vacancies/events';

/**
 * The staff side of vacancies (spec part 1, sections 2, 4, 7 and 8): the positions page, the
 * vacancy / template detail page and its publish panel. Pure: used by the server (answers) and by
 * the console (which buttons a publication offers, the modal texts).
 */

/** Texts of the publish panel and its modals, quoted from the spec. */
export const PUBLICATION_TEXTS = {
  success: 'Успешно',
  error: 'Ошибка',
  notPublished: VACANCY_MESSAGES.notPublished,
  published: VACANCY_MESSAGES.published,
  closed: VACANCY_MESSAGES.closed,
  deleted: VACANCY_MESSAGES.deleted,
  logoutFailed: 'Извините произошла ошибка, попробуйте еще раз',
  copied: 'Скопировано',
  extraRequired: VACANCY_MESSAGES.extraRequired,
} as const;

/** 'Выход из аккаунта {service} прошел успешно'. */
export const logoutMessage = (serviceTitle: string): string =>
  `Выход из аккаунта ${serviceTitle} прошел успешно`;

/** The success message of an action, as the result modal shows it. */
export const ACTION_RESULT_TEXTS: Record<PublicationAction, string> = {
  publish: PUBLICATION_TEXTS.published,
  close: PUBLICATION_TEXTS.closed,
  delete: PUBLICATION_TEXTS.deleted,
};

/** Which buttons a publication row offers (spec part 1, section 4). */
export interface PublicationControls {
  /** 'Опубликовать' (job boards) / 'Разместить вакансию' (own site). */
  publish: { visible: boolean; enabled: boolean };
  /** 'Закрыть (в архив)' / 'Закрыть вакансию': only for a published one. */
  close: boolean;
  /** 'Опубликовать снова' (job boards): only for a closed one. */
  republish: boolean;
  /** 'Удалить' (job boards): only for a closed one. */
  delete: boolean;
}

/**
 * Job boards: the publish button is enabled only when there is no publication yet or it is
 * published; published may be closed (archived); closed (archived) shows 'Опубликовать снова'
 * instead of it, and 'Удалить'. The own site: published offers 'Закрыть вакансию', anything else but deleted
 * 'Разместить вакансию'.
 */
export function publicationControls(
  service: VacancyService,
  status: PublicationStatus | null,
): PublicationControls {
  if (service === OWN_SITE_SERVICE) {
    return {
      publish: { visible: status !== 'published', enabled: status !== 'deleted' },
      close: status === 'published',
      republish: false,
      delete: false,
    };
  }
  return {
    // An archived one offers 'Опубликовать снова' instead, never both.
    publish: { visible: status !== 'closed', enabled: status === null || status === 'published' },
    close: status === 'published',
    republish: status === 'closed',
    delete: status === 'closed',
  };
}

// ---- API inputs ----

/** PUT /vacancies/{id}: the extra description and the revision the editor loaded. */
export const VacancyUpdateInput = object({
  extraStandards: size(string(), 0, 20_000),
  /**
   * The revision the editor loaded: a later save of the description refuses this one (409 naming
   * who). The console always sends it; optional only because the spec's payload is templateId,
   * IStoreId and extraStandards (part 1, section 7).
   */
  revision: optional(min(max(integer(), 1_000_000), 0)),
  /** Sent back unchanged by the console (spec payload); neither can change. */
  templateId: optional(size(string(), 1, 40)),
  IStoreId: optional(size(string(), 1, 40)),
});
export type VacancyUpdateInput = Infer<typeof VacancyUpdateInput>;

export const STAFF_LIST_MAX_LIMIT = 200;

// ---- API answers ----

export interface StaffPublication {
  status: PublicationStatus;
  /** Relative for the own site and the sandbox boards ('/vacancies/12'), absolute for the real boards. */
  link: string | null;
  updatedAt: string;
}

export interface StaffPublicationFailure {
  action: PublicationAction;
  message: string;
  status: number | null;
  occurredAt: string;
}

export interface StaffStore {
  IStoreId: string;
  name: string;
  mall: string | null;
  /** 'ТЦ {mall}, {name}' when a mall is set. */
  label: string;
  cityId: string;
  cityName: string;
  fullAddress: string;
}

export interface StaffBaseTemplate {
  id: string;
  responsibility: string;
  standards: string;
  conditions: string;
  experience: string | null;
  schedule: string | null;
  occupation: string | null;
}

/** A vacancy as the staff pages show it: the vacancy, its template, base template, position, store. */
export interface StaffVacancy {
  id: string;
  templateId: string;
  IStoreId: string;
  cityId: string;
  extraStandards: string;
  meta: { userId: string; IStoreId: string; areaId?: string };
  /** Own-site status: 'unpublished' before the first publication. */
  status: PublicationStatus | 'unpublished';
  publishedAt: string | null;
  revision: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: { userId: string; role: string; name?: string } | null;
  position: { id: string; title: string };
  isSelfEmployed: boolean;
  store: StaffStore;
  salary: { from: number; to: number; type: string } | null;
  baseTemplate: StaffBaseTemplate | null;
  publications: Partial<Record<VacancyService, StaffPublication>>;
  failures: Partial<Record<VacancyService, StaffPublicationFailure>>;
}

/** A city template as the positions page shows it (a vacancy can be created from it). */
export interface StaffTemplate {
  id: string;
  baseTemplateId: string;
  cityId: string;
  cityName: string;
  position: { id: string; title: string };
  isSelfEmployed: boolean;
  salary: { from: number; to: number; type: string } | null;
  baseTemplate: StaffBaseTemplate | null;
  revision: number;
  updatedAt: string;
}

/** GET /vacancies/publication/{id}. */
export interface PublicationStateView {
  id: string;
  publications: Record<VacancyService, StaffPublication | null>;
  failures: Partial<Record<VacancyService, StaffPublicationFailure>>;
  /** Whether the signed-in user has a stored sign-in of each job board. */
  accounts: { headhunter: boolean; superjob: boolean };
}

/**
 * POST /vacancies/{id}/publication. Done: code 200, the new status and link, and `message` the
 * vacancy (with that status) as JSON. Sign-in needed: code 401 and `redirectURL` for the popup;
 * the console repeats the action after the popup's code-200 message. Refusals and board failures
 * are error answers ({statusCode, message}).
 */
export type PublishAnswer =
  | {
      code: 200;
      service: VacancyService;
      action: PublicationAction;
      status: PublicationStatus;
      link: string | null;
      message: string;
    }
  | { code: 401; service: VacancyService; redirectURL: string; message: string };

/** What the OAuth callback page posts to the console window that opened it. */
export interface JobBoardAuthMessage {
  source: 'jobboard-auth';
  code: number;
  service: string;
  message?: string;
}
