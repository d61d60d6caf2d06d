import { array, boolean, enums, nullable, object, optional, refine, string, type Infer } from 'superstruct';

/**
 * The employment form of the card (spec part 2: section 2 'Employment / director form', section 3
 * 'Employment form payload', 'SalaryProject', 'Survey', 'Part-time options', section 5, section 9).
 * POST /one_s/send/{id} takes it: the employ button sends the hire to 1C. The shape follows the
 * spec's payload; dates are 'ДД.ММ.ГГГГ' (spec section 5: 'Date format dd.MM.yyyy').
 */
export const EMPLOYMENT_LIMITS = {
  /** The employment date: from 3 days ahead to 1 month ahead (Moscow calendar days). */
  minDaysAhead: 3,
  maxMonthsAhead: 1,
  /** The term contract ends at most 60 days after the employment date. */
  maxTermDays: 60,
  bicDigits: 9,
  accountDigits: 20,
  commentMax: 1000,
  customSourceMax: 200,
  bankNameMax: 200,
} as const;

/** Part-time options (spec section 3): 100 hours with output; 80 or 70 hours external part-time. */
export const PARTTIME_HOURS = ['100', '80', '70'] as const;
export type ParttimeHours = (typeof PARTTIME_HOURS)[number];
export const PARTTIME_TITLES: Record<ParttimeHours, string> = {
  '100': '100 часов (с выработкой)',
  '80': '80 часов (внешнее совместительство)',
  '70': '70 часов (внешнее совместительство)',
};

/** The salary project whose bank is typed by hand ('Другой банк': the bank name is required). */
export const OTHER_SALARY_PROJECT = 'other';
/** The traffic source whose text is typed by hand ('Другое': the custom text is required). */
export const OTHER_TRAFFIC_SOURCE_TITLE = 'Другое';

export const EMPLOYMENT_MESSAGES = {
  required: 'Обязательное поле',
  registrationDateRequired: 'Укажите дату трудоустройства',
  contractExpirationRequired: 'Укажите дату окончания срочного договора',
  salaryProjectRequired: 'Выберите зарплатный проект',
  dateFormat: 'Введите дату в формате ДД.ММ.ГГГГ',
  registrationDateFormat: 'Дата трудоустройства: введите дату в формате ДД.ММ.ГГГГ',
  contractExpirationFormat: 'Дата окончания договора: введите дату в формате ДД.ММ.ГГГГ',
  dateTooEarly: 'Дата трудоустройства — не ранее чем через 3 дня',
  dateTooLate: 'Дата трудоустройства — не позднее чем через 1 месяц',
  termBeforeStart: 'Дата окончания договора — не ранее даты трудоустройства',
  termTooLong: 'Срочный договор — не более 60 дней от даты трудоустройства',
  bic: 'БИК — 9 цифр',
  account: 'Расчётный счёт — ровно 20 цифр',
  bankName: 'Укажите название банка',
  bicNotOfProject: 'БИК не относится к банку выбранного зарплатного проекта',
  bankNameTooLong: `Название банка — не более ${EMPLOYMENT_LIMITS.bankNameMax} символов`,
  trafficSource: 'Пожалуйста укажите источник отклика',
  trafficSourceCustom: 'Пожалуйста укажите, откуда кандидат узнал о вакансии',
  trafficSourceCustomTooLong: `Источник отклика — не более ${EMPLOYMENT_LIMITS.customSourceMax} символов`,
  commentTooLong: `Комментарий — не более ${EMPLOYMENT_LIMITS.commentMax} символов`,
  experience: 'Приложите документ о трудовом стаже',
  originals: 'Отметьте, что оригиналы документов получены',
} as const;

const digits = (n: number, message: string) =>
  refine(string(), `digits${n}`, (v) => new RegExp(`^\\d{${n}}$`).test(v) || message);

/** SalaryProject (spec section 3): the project's id and its ui fields. */
export const SalaryProjectInput = object({
  id: string(),
  ui: object({
    salaryProjectName: string(),
    bic_cbrf: digits(EMPLOYMENT_LIMITS.bicDigits, EMPLOYMENT_MESSAGES.bic),
    account: digits(EMPLOYMENT_LIMITS.accountDigits, EMPLOYMENT_MESSAGES.account),
    /** The bank's name: required for 'Другой банк'. */
    name: string(),
  }),
});
export type SalaryProject = Infer<typeof SalaryProjectInput>;

/** Survey (spec section 3): where the candidate came from. */
export const SurveyInput = object({
  trafficSource: string(),
  trafficSourceCustom: optional(string()),
  trafficSourceComment: optional(string()),
});
export type Survey = Infer<typeof SurveyInput>;

/**
 * The whole form as POST /one_s/send/{id} takes it. The structural shape is checked here; the rules
 * that need today's date, the dictionaries or the questionnaire (ranges, 'Другой банк', 'Другое',
 * the experience document) are in rules.ts, shared by the browser and the server.
 */
export const EmploymentFormInput = object({
  registrationDate: string(),
  isTermContract: enums(['1', '0'] as const),
  contractExpirationDate: optional(nullable(string())),
  parttimerHours: optional(nullable(enums(PARTTIME_HOURS))),
  /** The salary-transfer application was received (when not, the card warns before employing). */
  payrollApplication: boolean(),
  /** File ids of the experience document scans (spec: files[experience]). */
  experienceDocument: array(string()),
  /** The originals of the experience documents were received. */
  experienceOriginals: boolean(),
  salaryProject: SalaryProjectInput,
  survey: SurveyInput,
});
export type EmploymentForm = Infer<typeof EmploymentFormInput>;
