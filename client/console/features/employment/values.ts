import { formatCalendarDay, parseCalendarDay } from '#events/core/calendar-day';
import {
  OTHER_SALARY_PROJECT,
  PARTTIME_HOURS,
  type EmploymentForm,
  type ParttimeHours,
} from '#events/employment/form';

/**
 * The employment form as the card edits it: dates as the console's date field keeps them
 * ('ГГГГ-ММ-ДД'), the account as its digits, flat fields. `toPayload` makes the API's EmploymentForm
 * of it ('ДД.ММ.ГГГГ', isTermContract '1'/'0', salaryProject and survey objects).
 */
export interface EmploymentFormValues {
  registrationDate: string;
  isTermContract: boolean;
  contractExpirationDate: string;
  /** '' is full time. */
  parttimerHours: ParttimeHours | '';
  payrollApplication: boolean;
  /** The experience scans' file ids: the questionnaire's files of kind 'experience' (not typed). */
  experienceDocument: string[];
  experienceOriginals: boolean;
  salaryProjectId: string;
  bic: string;
  /** Digits only; shown in groups of 5. */
  account: string;
  bankName: string;
  trafficSource: string;
  trafficSourceCustom: string;
  trafficSourceComment: string;
}

export const EMPTY_VALUES: EmploymentFormValues = {
  registrationDate: '',
  isTermContract: false,
  contractExpirationDate: '',
  parttimerHours: '',
  payrollApplication: false,
  experienceDocument: [],
  experienceOriginals: false,
  salaryProjectId: '',
  bic: '',
  account: '',
  bankName: '',
  trafficSource: '',
  trafficSourceCustom: '',
  trafficSourceComment: '',
};

/** 'ГГГГ-ММ-ДД' → 'ДД.ММ.ГГГГ' ('' stays ''; an unreadable text is passed on for the rule to name). */
export function ruDay(iso: string): string {
  const day = parseCalendarDay(iso, 'iso');
  return day ? formatCalendarDay(day, 'ru') : iso;
}

export const onlyDigits = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/** '40817810000000000001' → '40817 81000 00000 00001' (as the user types: '4081781' → '40817 81'). */
export const groupAccount = (digits: string) => digits.replace(/(\d{5})(?=\d)/g, '$1 ');

/** The API's form of the card's values; the project's title is the one the user chose. */
export function toPayload(values: EmploymentFormValues, projectTitle: string): EmploymentForm {
  const term = values.isTermContract;
  const custom = values.trafficSourceCustom.trim();
  const comment = values.trafficSourceComment.trim();
  return {
    registrationDate: ruDay(values.registrationDate),
    isTermContract: term ? '1' : '0',
    contractExpirationDate: term ? ruDay(values.contractExpirationDate) : null,
    parttimerHours: (PARTTIME_HOURS as readonly string[]).includes(values.parttimerHours)
      ? (values.parttimerHours as ParttimeHours)
      : null,
    payrollApplication: values.payrollApplication,
    experienceDocument: values.experienceDocument,
    experienceOriginals: values.experienceOriginals,
    salaryProject: {
      id: values.salaryProjectId,
      ui: {
        salaryProjectName: projectTitle,
        bic_cbrf: values.bic,
        account: values.account,
        name: values.bankName.trim(),
      },
    },
    survey: {
      trafficSource: values.trafficSource,
      ...(custom ? { trafficSourceCustom: custom } : {}),
      ...(comment ? { trafficSourceComment: comment } : {}),
    },
  };
}

/** The rule's field path (rules.ts) → the card's field. */
export const FIELD_OF_PATH: Record<string, keyof EmploymentFormValues> = {
  registrationDate: 'registrationDate',
  contractExpirationDate: 'contractExpirationDate',
  'salaryProject.id': 'salaryProjectId',
  'salaryProject.ui.bic_cbrf': 'bic',
  'salaryProject.ui.account': 'account',
  'salaryProject.ui.name': 'bankName',
  experienceDocument: 'experienceDocument',
  experienceOriginals: 'experienceOriginals',
  'survey.trafficSource': 'trafficSource',
  'survey.trafficSourceCustom': 'trafficSourceCustom',
  'survey.trafficSourceComment': 'trafficSourceComment',
};

export const isOtherBank = (values: Pick<EmploymentFormValues, 'salaryProjectId'>) =>
  values.salaryProjectId === OTHER_SALARY_PROJECT;
