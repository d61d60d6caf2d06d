import { object, pattern, size, string } from 'superstruct';

/**
 * The employment form's lookups (spec part 2, section 7): salary projects and traffic sources are
 * dictionaries (POST /dictionaries/{salaryProjects|trafficSources}); the banks of a salary project are
 * POST /dictionaries/salaryProjects/{project}/banks; 'Другой банк' has none listed: the form then
 * suggests banks by the typed name or BIC (POST /suggestions/bank).
 */
export const SalaryProjectBanksParams = object({
  project: pattern(size(string(), 1, 60), /^[\p{L}\p{N}_-]+$/u),
});

/** One bank of a salary project: its BIC and its name as the bank register spells it. */
export interface SalaryProjectBank {
  bic: string;
  /** The payment name ('ПАО СБЕРБАНК'). */
  name: string;
  /** The short name ('Сбербанк'), when the register has one. */
  short: string | null;
}

export const LOOKUP_MESSAGES = {
  projectNotFound: 'Зарплатный проект не найден',
} as const;
