import {
  array,
  assign,
  coerce,
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
  type,
  unknown,
  type Infer,
} from 'superstruct';
import {
  BaseTemplateInput,
  DEFAULT_SALARY_TYPE,
  EXPERIENCE_OPTIONS,
  OCCUPATION_OPTIONS,
  SALARY_DEPENDENCE,
  SalaryInput,
  SCHEDULE_OPTIONS,
  VACANCY_MESSAGES as M,
  VacancyTemplateInput,
  type Experience,
  type Occupation,
  type Salary,
  type Schedule,
} from './events';

/**
 * The staff screens of base templates and city templates (spec part 1: /protected/basic-vacancy,
 * /protected/vacancy, /protected/vacancy/{id}): API inputs with an optimistic-lock revision, the
 * console's form schemas (same rules and Russian messages as the server's deciders), the views the
 * API answers with, and the screens' texts.
 */

export const TEMPLATE_MESSAGES = {
  professionalRolesHint: 'Необходимо указать профессиональные роли (по спецификации HH)',
  baseTemplateExists: 'Базовый шаблон для этой должности уже существует',
  positionFixed: 'Должность базового шаблона изменить нельзя',
  targetFixed: 'Базовый шаблон и город шаблона вакансии изменить нельзя',
  unknownProfessionalRole: 'Неизвестная профессиональная роль',
} as const;

/** Texts of the template screens, quoted from the spec (sections 2 and 8). */
export const TEMPLATE_TEXTS = {
  success: 'Успешно',
  error: 'Ошибка',
  baseTemplateSaved: 'Базовый шаблон вакансии успешно создан/обновлен',
  templateCreated: 'Шаблон вакансии успешно создан',
  templateUpdated: 'Шаблон вакансии обновлен',
  noTemplates: 'Не создано ни одного шаблона вакансии',
  comboboxPlaceholder: 'Выберите или введите',
  comboboxEmpty: 'Результатов не найдено',
  backToTemplates: 'К списку шаблонов',
} as const;

export const TEMPLATES_PAGE_SIZE = 10;
export const TEMPLATES_MAX_LIMIT = 50;

// ---- API inputs ----

/** The revision the editor loaded; a stale one is refused with 409 and the current values. */
export const TemplateRevision = min(max(integer(), 1_000_000), 0);

/** PUT /vacancies/templates/base/{id}. */
export const BaseTemplateUpdateInput = assign(BaseTemplateInput, object({ revision: TemplateRevision }));
export type BaseTemplateUpdateInput = Infer<typeof BaseTemplateUpdateInput>;

/** The pay type of a city template is always 'среднегодовая' (spec part 1, sections 5 and 9). */
export const TemplateSalaryInput = assign(
  SalaryInput,
  object({ type: optional(literal(DEFAULT_SALARY_TYPE)) }),
);

/** POST /vacancies/templates. */
export const VacancyTemplateCreateInput = assign(
  VacancyTemplateInput,
  object({ salary: optional(nullable(TemplateSalaryInput)) }),
);
export type VacancyTemplateCreateInput = Infer<typeof VacancyTemplateCreateInput>;

/** PUT /vacancies/templates/{id}: the salary edit; base template and city are sent back unchanged. */
export const VacancyTemplateUpdateInput = object({
  baseTemplateId: optional(size(string(), 1, 40)),
  dependence: optional(literal(SALARY_DEPENDENCE)),
  dependenceId: optional(size(string(), 1, 40)),
  salary: TemplateSalaryInput,
  revision: TemplateRevision,
});
export type VacancyTemplateUpdateInput = Infer<typeof VacancyTemplateUpdateInput>;

/** A filter value: an id ('@all' = no filter); a number is taken as its digits. */
const FilterValue = coerce(size(string(), 1, 40), number(), (n) => String(n));

/** GET /vacancies/templates query (`where` arrives as JSON, offset and limit as numbers). */
export const TemplateListQuery = object({
  offset: optional(
    refine(integer(), 'range', (n) => (n >= 0 && n <= 1_000_000) || 'должно быть от 0 до 1000000'),
  ),
  limit: optional(
    refine(
      integer(),
      'range',
      (n) => (n >= 1 && n <= TEMPLATES_MAX_LIMIT) || `должно быть от 1 до ${TEMPLATES_MAX_LIMIT}`,
    ),
  ),
  where: optional(object({ dependenceId: optional(FilterValue), position: optional(FilterValue) })),
});
export type TemplateListQuery = Infer<typeof TemplateListQuery>;

// ---- Rules shared by the forms and the server ----

/**
 * The first broken rule of one salary bound, in the server's order (server/domain/vacancies/
 * salary.ts): required, digits, no leading zero, 2 to 6 characters, ending in '00'. Null: valid.
 */
export function salaryBoundError(value: unknown): string | null {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (text === '') return M.required;
  if (!/^\d+$/.test(text)) return M.salaryDigits;
  if (text.startsWith('0')) return M.salaryLeadingZero;
  if (text.length < 2 || text.length > 6) return M.salaryLength;
  if (!text.endsWith('00')) return M.salaryRound;
  return null;
}

/** The visible text of an HTML section (tags and &nbsp; dropped); the server re-checks with its sanitiser. */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim();
}

// ---- Form schemas of the console (react-hook-form + superstruct resolver) ----

const required = refine(string(), 'required', (v) => v.trim() !== '' || M.required);
const requiredText = refine(string(), 'required', (v) => visibleText(v) !== '' || M.required);
const oneOf = (options: readonly string[]) =>
  refine(string(), 'required', (v) => options.includes(v) || M.required);
const SalaryBoundText = refine(unknown(), 'salary', (v) => salaryBoundError(v) ?? true);

/** Salary from/to with the range message of the screen ('from' carries the range failure). */
export function salaryFormSchema(rangeMessage: string) {
  return refine(type({ from: SalaryBoundText, to: SalaryBoundText }), 'range', (v, ctx) => {
    if (salaryBoundError(v.from) || salaryBoundError(v.to)) return true;
    const at: unknown[] = ctx.path;
    return Number(v.from) <= Number(v.to) || { path: [...at, 'from'], message: rangeMessage };
  });
}

/**
 * Experience, schedule and occupation are asked (and required) for an employee position only; the
 * self-employed form still holds them (empty), and the console leaves them out of the payload.
 */
export function baseTemplateFormSchema(selfEmployed: boolean) {
  const choice = (options: readonly string[]) => (selfEmployed ? string() : oneOf(options));
  return type({
    positionId: required,
    responsibility: requiredText,
    standards: requiredText,
    conditions: requiredText,
    experience: choice(EXPERIENCE_OPTIONS),
    schedule: choice(SCHEDULE_OPTIONS),
    occupation: choice(OCCUPATION_OPTIONS),
    // Spec: the professional roles check always passes.
    hhProfessionalRoles: array(string()),
  });
}

/** The create panel: a base template, a city and (for an employee position) the salary. */
export function vacancyTemplateFormSchema(selfEmployed: boolean) {
  return type({
    baseTemplateId: required,
    dependenceId: required,
    salary: selfEmployed ? unknown() : salaryFormSchema(M.salaryRangeOnCreate),
  });
}

/** The salary edit of the template screen. */
export const salaryEditFormSchema = type({ salary: salaryFormSchema(M.salaryRangeOnUpdate) });

// ---- Views (what the API answers) ----

export interface TemplateActor {
  userId: string;
  role: string;
  name?: string;
}

export interface BaseTemplateView {
  id: string;
  positionId: string;
  position: { id: string; title: string };
  isSelfEmployed: boolean;
  responsibility: string;
  standards: string;
  conditions: string;
  experience?: Experience;
  schedule?: Schedule;
  occupation?: Occupation;
  hhProfessionalRoles: string[];
  revision: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: TemplateActor | null;
}

export interface VacancyTemplateView {
  id: string;
  baseTemplateId: string;
  dependence: typeof SALARY_DEPENDENCE;
  dependenceId: string;
  city: { cityId: string; name: string };
  salary: Salary | null;
  position: { id: string; title: string };
  isSelfEmployed: boolean;
  vacancyBaseTemplate: BaseTemplateView | null;
  revision: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: TemplateActor | null;
}

export interface ProfessionalRoleCategoryView {
  id: string;
  name: string;
  roles: { id: string; name: string }[];
}

/** The body of a 409 on a template save: who changed it, when, and the values it has now. */
export interface TemplateConflictDetails<T> {
  changedBy: TemplateActor | null;
  changedAt: string | null;
  actualRevision: number;
  current: T | null;
}
