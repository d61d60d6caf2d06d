import {
  array,
  coerce,
  enums,
  integer,
  literal,
  max,
  min,
  nullable,
  number,
  object,
  optional,
  refine,
  size,
  string,
  union,
  type Infer,
} from 'superstruct';
import type { EventOf, StoredEventOf } from '../core/typed';

/**
 * The vacancy catalogue (spec part 1, sections 3-5): base templates (one text per position), city
 * templates (a base template + a city + a salary), vacancies (a city template in one store) and
 * their publications on the two job boards and the product's own site.
 */

export const BASE_TEMPLATE_KIND = 'baseTemplate';
export const VACANCY_TEMPLATE_KIND = 'vacancyTemplate';
export const VACANCY_KIND = 'vacancy';

/** Where a vacancy is published: job board one, the product's own site, job board two. */
export const VACANCY_SERVICES = ['headhunter', 'site', 'superjob'] as const;
export type VacancyService = (typeof VACANCY_SERVICES)[number];
/** The own site needs no job-board area: it is the public feed of this product. */
export const OWN_SITE_SERVICE = 'site' satisfies VacancyService;
export const SERVICE_TITLES: Record<VacancyService, string> = {
  headhunter: 'HeadHunter',
  site: 'сайт компании',
  superjob: 'SuperJob',
};

export const PUBLICATION_STATUSES = ['published', 'closed', 'deleted'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
export const PUBLICATION_ACTIONS = ['publish', 'close', 'delete'] as const;
export type PublicationAction = (typeof PUBLICATION_ACTIONS)[number];

export const EXPERIENCE_OPTIONS = [
  'нет опыта',
  'от 1 года до 3 лет',
  'от 3 лет до 6 лет',
  'от 6 лет',
] as const;
export const SCHEDULE_OPTIONS = ['полный день', 'сменный график'] as const;
export const OCCUPATION_OPTIONS = ['полная', 'частичная'] as const;
export type Experience = (typeof EXPERIENCE_OPTIONS)[number];
export type Schedule = (typeof SCHEDULE_OPTIONS)[number];
export type Occupation = (typeof OCCUPATION_OPTIONS)[number];

/** Pay types (spec: hourly / annual average); the salary editor always sends 'среднегодовая'. */
export const SALARY_TYPES = ['среднегодовая', 'почасовая'] as const;
export const DEFAULT_SALARY_TYPE = 'среднегодовая';
export const SALARY_DEPENDENCE = 'cityId';

/** Longest HTML text of a template or vacancy section (the whole request body is capped at 100 kB). */
export const MAX_HTML_LENGTH = 20_000;

/** Russian messages of the catalogue rules (spec part 1, sections 5 and 8). */
export const VACANCY_MESSAGES = {
  required: 'Обязательное поле',
  extraRequired: 'Это обязательное поле для заполнения',
  templateExists: 'Шаблон для этого города уже существует',
  salaryRangeOnCreate: 'Минимальное значение ЗП не может быть больше максимального',
  salaryRangeOnUpdate: 'Минимальное значение ЗП не может быть больше чем максимальное',
  salaryLeadingZero: 'Значение ЗП не может начинаться с НУЛЯ',
  salaryDigits: 'Значение ЗП должно быть числом',
  salaryLength: 'Значение ЗП должно содержать от 2 до 6 цифр',
  salaryRound: 'Значение ЗП должно оканчиваться на 00',
  areaNotFound: 'Не найден соответствующий город',
  vacancyNotFound: 'Вакансия не найдена',
  templateNotFound: 'Шаблон вакансии не найден',
  baseTemplateNotFound: 'Базовый шаблон вакансии не найден',
  positionNotFound: 'Должность не найдена',
  cityNotFound: 'Город не найден',
  storeNotFound: 'Магазин не найден',
  storeOutsideCity: 'Магазин находится в другом городе, чем шаблон вакансии',
  notPublished: 'Вакансия не опубликована',
  alreadyDeleted: 'Вакансия уже удалена',
  deleteOnlyClosed: 'Удалить можно только вакансию, отправленную в архив',
  published: 'Вакансия была опубликованна',
  closed: 'Вакансия была отправлена в архив',
  deleted: 'Вакансия была удалена',
} as const;

const Experience = enums(EXPERIENCE_OPTIONS);
const Schedule = enums(SCHEDULE_OPTIONS);
const Occupation = enums(OCCUPATION_OPTIONS);
const Service = enums(VACANCY_SERVICES);

/** A stored salary: whole roubles. */
export const Salary = object({ from: integer(), to: integer(), type: enums(SALARY_TYPES) });
export type Salary = Infer<typeof Salary>;

const baseTemplateFields = {
  positionId: string(),
  responsibility: string(),
  standards: string(),
  conditions: string(),
  /** Absent for the self-employed position. */
  experience: optional(Experience),
  schedule: optional(Schedule),
  occupation: optional(Occupation),
  hhProfessionalRoles: array(string()),
};

const VacancyMeta = object({ userId: string(), IStoreId: string(), areaId: optional(string()) });
export type VacancyMeta = Infer<typeof VacancyMeta>;

export const VacancyEvents = {
  BaseTemplateCreated: object({ id: string(), ...baseTemplateFields }),
  /** The whole edited template, as the form saves it. */
  BaseTemplateUpdated: object(baseTemplateFields),
  VacancyTemplateCreated: object({
    id: string(),
    baseTemplateId: string(),
    dependence: literal(SALARY_DEPENDENCE),
    dependenceId: string(),
    salary: nullable(Salary),
  }),
  VacancyTemplateSalaryChanged: object({ salary: nullable(Salary) }),
  /**
   * `baseTemplateId` and `cityId` are copied from the city template when the vacancy is created
   * (neither can change later), so the feed filters on the vacancy document alone.
   */
  VacancyCreated: object({
    id: string(),
    templateId: string(),
    baseTemplateId: string(),
    cityId: string(),
    IStoreId: string(),
    extraStandards: string(),
    meta: VacancyMeta,
  }),
  VacancyExtraDescriptionChanged: object({ extraStandards: string() }),
  VacancyPublicationChanged: object({
    service: Service,
    status: enums(PUBLICATION_STATUSES),
    link: optional(string()),
    /** The job board's own vacancy id (absent for the own site). */
    externalId: optional(string()),
  }),
  /** A job board refused an action; the publication keeps its previous status. */
  VacancyPublicationFailed: object({
    service: Service,
    action: enums(PUBLICATION_ACTIONS),
    message: string(),
    status: optional(integer()),
  }),
};

/** The events of base template, city template and vacancy streams (publications included). */
export type VacancyEvent = EventOf<typeof VacancyEvents>;
export type StoredVacancyEvent = StoredEventOf<typeof VacancyEvents>;
/** The events of one stream kind: what each aggregate decides and folds. */
export type BaseTemplateEvent = Extract<
  VacancyEvent,
  { type: 'BaseTemplateCreated' | 'BaseTemplateUpdated' }
>;
export type VacancyTemplateEvent = Extract<
  VacancyEvent,
  { type: 'VacancyTemplateCreated' | 'VacancyTemplateSalaryChanged' }
>;
export type VacancyStreamEvent = Exclude<VacancyEvent, BaseTemplateEvent | VacancyTemplateEvent>;

// ---- API inputs (staff screens of issue 5 post these; the deciders re-check every rule) ----

const Html = size(string(), 0, MAX_HTML_LENGTH);
const Id = size(string(), 1, 40);

/** POST /vacancies/templates/base, PUT /vacancies/templates/base/{id}. */
export const BaseTemplateInput = object({
  positionId: Id,
  responsibility: Html,
  standards: Html,
  conditions: Html,
  experience: optional(Experience),
  schedule: optional(Schedule),
  occupation: optional(Occupation),
  hhProfessionalRoles: optional(size(array(size(string(), 1, 40)), 0, 50)),
});
export type BaseTemplateInput = Infer<typeof BaseTemplateInput>;

/** A salary bound as typed in the form: digits (a string keeps a leading zero visible to the rules). */
const SalaryBound = union([size(string(), 0, 12), min(max(integer(), 999_999_999), 0)]);
export const SalaryInput = object({
  from: SalaryBound,
  to: SalaryBound,
  type: optional(enums(SALARY_TYPES)),
});
export type SalaryInput = Infer<typeof SalaryInput>;

/** POST /vacancies/templates. */
export const VacancyTemplateInput = object({
  baseTemplateId: Id,
  dependence: literal(SALARY_DEPENDENCE),
  dependenceId: Id,
  salary: optional(nullable(SalaryInput)),
});
export type VacancyTemplateInput = Infer<typeof VacancyTemplateInput>;

/** PUT /vacancies/templates/{id}: the salary edit (the other fields are sent back unchanged). */
export const VacancyTemplateSalaryInput = object({
  baseTemplateId: optional(Id),
  dependence: optional(literal(SALARY_DEPENDENCE)),
  dependenceId: optional(Id),
  salary: SalaryInput,
});
export type VacancyTemplateSalaryInput = Infer<typeof VacancyTemplateSalaryInput>;

/** POST /vacancies (create on the first save of the extra description); PUT /vacancies/{id}. */
export const VacancyInput = object({
  templateId: Id,
  IStoreId: Id,
  extraStandards: Html,
});
export type VacancyInput = Infer<typeof VacancyInput>;

/** The publish action: service, action and the vacancy meta as the console sends it. */
export const PublicationInput = object({
  service: Service,
  action: enums(PUBLICATION_ACTIONS),
  meta: optional(
    object({ userId: optional(string()), IStoreId: optional(string()), areaId: optional(string()) }),
  ),
});
export type PublicationInput = Infer<typeof PublicationInput>;

/** GET /vacancies query (all query values arrive as strings). */
export const FEED_MAX_LIMIT = 50;
export const FEED_PAGE_SIZE = 5;
export const ALL_FILTER = '@all';
/** A filter value: an id ('@all' = no filter); a number is taken as its digits. */
const FilterValue = coerce(size(string(), 1, 40), number(), (n) => String(n));
export const FeedQuery = object({
  offset: optional(
    refine(integer(), 'range', (n) => (n >= 0 && n <= 1_000_000) || 'должно быть от 0 до 1000000'),
  ),
  limit: optional(
    refine(
      integer(),
      'range',
      (n) => (n >= 1 && n <= FEED_MAX_LIMIT) || `должно быть от 1 до ${FEED_MAX_LIMIT}`,
    ),
  ),
  listType: optional(literal('feed')),
  where: optional(
    object({
      dependenceId: optional(FilterValue),
      IStoreId: optional(FilterValue),
      position: optional(FilterValue),
    }),
  ),
});
export type FeedQuery = Infer<typeof FeedQuery>;

/** A read-model publication (`vacancies` documents carry one per service). */
export interface PublicationView {
  status: PublicationStatus;
  link: string | null;
  updatedAt: string;
}
