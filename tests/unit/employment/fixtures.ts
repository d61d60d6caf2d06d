import type { EmploymentForm } from '#events/employment/form';
import type { EmployFacts } from '#events/employment/rules';

/** Today (Moscow) of the rule tests: 22.11.2026. */
export const TODAY = { year: 2026, month: 11, day: 22 };

/** Facts of a questionnaire ready to employ: resolvedValid, approved, passport valid, history Have. */
export const readyFacts = (over: Partial<EmployFacts> = {}): EmployFacts => ({
  state: 'resolvedValid',
  approved: true,
  passportValid: true,
  employmentHistory: 'Have',
  selfEmploymentAllows: true,
  otherTrafficSourceId: '8',
  ...over,
});

/** A form that passes every rule on TODAY. */
export const validForm = (over: Partial<EmploymentForm> = {}): EmploymentForm => ({
  registrationDate: '01.12.2026',
  isTermContract: '0',
  contractExpirationDate: null,
  parttimerHours: null,
  payrollApplication: true,
  experienceDocument: ['0123456789abcdef0123456789abcdef'],
  experienceOriginals: true,
  salaryProject: {
    id: 'sber',
    ui: {
      salaryProjectName: 'Сбербанк',
      bic_cbrf: '044525225',
      account: '40817810000000000001',
      name: 'ПАО СБЕРБАНК',
    },
  },
  survey: { trafficSource: '1', trafficSourceCustom: '', trafficSourceComment: '' },
  ...over,
});
