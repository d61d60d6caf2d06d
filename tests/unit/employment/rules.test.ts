import { describe, expect, it } from 'vitest';
import { EMPLOYMENT_MESSAGES as M, type EmploymentForm } from '#events/employment/form';
import {
  EMPLOY_FACT_MESSAGES,
  employControl,
  employProblems,
  type EmployFacts,
} from '#events/employment/rules';
import { readyFacts, TODAY, validForm } from './fixtures';

type Case = {
  name: string;
  facts?: Partial<EmployFacts>;
  form?: (f: EmploymentForm) => EmploymentForm;
  field: string;
  message: string;
};

const salary = (f: EmploymentForm, ui: Partial<EmploymentForm['salaryProject']['ui']>, id?: string) => ({
  ...f,
  salaryProject: { id: id ?? f.salaryProject.id, ui: { ...f.salaryProject.ui, ...ui } },
});
const survey = (f: EmploymentForm, s: Partial<EmploymentForm['survey']>) => ({
  ...f,
  survey: { ...f.survey, ...s },
});

/** Every condition of 'Трудоустроить' (spec part 2, section 4 and 5), each broken alone. */
const CASES: Case[] = [
  {
    name: 'the state is acceptedByALManager',
    facts: { state: 'acceptedByALManager' },
    field: 'questionnaire',
    message: EMPLOY_FACT_MESSAGES.state('acceptedByALManager'),
  },
  {
    name: 'the state is externalCheckPassed',
    facts: { state: 'externalCheckPassed' },
    field: 'questionnaire',
    message: EMPLOY_FACT_MESSAGES.state('externalCheckPassed'),
  },
  {
    name: 'the questionnaire went to 1C already',
    facts: { state: 'sendedTo1S' },
    field: 'questionnaire',
    message: EMPLOY_FACT_MESSAGES.state('sendedTo1S'),
  },
  {
    name: 'no director confirmation',
    facts: { approved: false },
    field: 'questionnaire',
    message: EMPLOY_FACT_MESSAGES.approval,
  },
  {
    name: 'the passport fails the age rule',
    facts: { passportValid: false },
    field: 'questionnaire',
    message: EMPLOY_FACT_MESSAGES.passport,
  },
  {
    name: 'the passport dates are missing',
    facts: { passportValid: null },
    field: 'questionnaire',
    message: EMPLOY_FACT_MESSAGES.passport,
  },
  {
    name: 'self-employment blocks',
    facts: { selfEmploymentAllows: false },
    field: 'questionnaire',
    message: EMPLOY_FACT_MESSAGES.selfEmployment,
  },
  {
    name: 'no employment date',
    form: (f) => ({ ...f, registrationDate: '' }),
    field: 'registrationDate',
    message: M.registrationDateRequired,
  },
  {
    name: 'an unreadable employment date',
    form: (f) => ({ ...f, registrationDate: '31.11.2026' }),
    field: 'registrationDate',
    message: M.registrationDateFormat,
  },
  {
    name: 'an employment date 2 days ahead',
    form: (f) => ({ ...f, registrationDate: '24.11.2026' }),
    field: 'registrationDate',
    message: M.dateTooEarly,
  },
  {
    name: 'an employment date past one month',
    form: (f) => ({ ...f, registrationDate: '23.12.2026' }),
    field: 'registrationDate',
    message: M.dateTooLate,
  },
  {
    name: 'a term contract without its end',
    form: (f) => ({ ...f, isTermContract: '1', contractExpirationDate: '' }),
    field: 'contractExpirationDate',
    message: M.contractExpirationRequired,
  },
  {
    name: 'a term contract ending before the start',
    form: (f) => ({ ...f, isTermContract: '1', contractExpirationDate: '30.11.2026' }),
    field: 'contractExpirationDate',
    message: M.termBeforeStart,
  },
  {
    name: 'a term contract longer than 60 days',
    form: (f) => ({ ...f, isTermContract: '1', contractExpirationDate: '31.01.2027' }),
    field: 'contractExpirationDate',
    message: M.termTooLong,
  },
  {
    name: 'no salary project',
    form: (f) => salary(f, {}, ''),
    field: 'salaryProject.id',
    message: M.salaryProjectRequired,
  },
  {
    name: 'a BIC of 8 digits',
    form: (f) => salary(f, { bic_cbrf: '04452522' }),
    field: 'salaryProject.ui.bic_cbrf',
    message: M.bic,
  },
  {
    name: "a BIC not of the project's bank",
    form: (f) => salary(f, { bic_cbrf: '044525187' }),
    field: 'salaryProject.ui.bic_cbrf',
    message: M.bicNotOfProject,
  },
  {
    name: 'an account of 19 digits',
    form: (f) => salary(f, { account: '4081781000000000000' }),
    field: 'salaryProject.ui.account',
    message: M.account,
  },
  {
    name: "'Другой банк' without the bank's name",
    form: (f) => salary(f, { name: ' ', bic_cbrf: '044525823' }, 'other'),
    field: 'salaryProject.ui.name',
    message: M.bankName,
  },
  {
    name: 'no experience document while the history is Have',
    form: (f) => ({ ...f, experienceDocument: [] }),
    field: 'experienceDocument',
    message: M.experience,
  },
  {
    name: 'the originals not ticked while the history is HaveEl',
    facts: { employmentHistory: 'HaveEl' },
    form: (f) => ({ ...f, experienceOriginals: false }),
    field: 'experienceOriginals',
    message: M.originals,
  },
  {
    name: 'no traffic source',
    form: (f) => survey(f, { trafficSource: '' }),
    field: 'survey.trafficSource',
    message: M.trafficSource,
  },
  {
    name: "'Другое' without its text",
    form: (f) => survey(f, { trafficSource: '8', trafficSourceCustom: '  ' }),
    field: 'survey.trafficSourceCustom',
    message: M.trafficSourceCustom,
  },
  {
    name: 'a comment past 1000 characters',
    form: (f) => survey(f, { trafficSourceComment: 'а'.repeat(1001) }),
    field: 'survey.trafficSourceComment',
    message: M.commentTooLong,
  },
];

describe('the employ rule (spec part 2, section 4)', () => {
  it('given every condition holding, the button is enabled and there is no reason', () => {
    expect(employProblems(readyFacts(), validForm(), TODAY)).toEqual([]);
    expect(employControl(readyFacts(), validForm(), TODAY, false)).toEqual({ enabled: true });
  });

  it.each(CASES)('when $name: that reason, and the button is disabled', (c) => {
    const facts = readyFacts(c.facts);
    const form = (c.form ?? ((f) => f))(validForm());
    expect(employProblems(facts, form, TODAY)).toEqual([{ field: c.field, message: c.message }]);
    expect(employControl(facts, form, TODAY, false)).toEqual({ enabled: false, reason: c.message });
  });

  it('while submitting the button is disabled even when all hold', () => {
    expect(employControl(readyFacts(), validForm(), TODAY, true).enabled).toBe(false);
  });

  it('the other side of each form condition holds too', () => {
    const ok = (facts: EmployFacts, form: EmploymentForm) => employProblems(facts, form, TODAY);
    // The date range's ends are inside it.
    expect(ok(readyFacts(), validForm({ registrationDate: '25.11.2026' }))).toEqual([]);
    expect(ok(readyFacts(), validForm({ registrationDate: '22.12.2026' }))).toEqual([]);
    // A term contract ending on the start day or 60 days later.
    const term = { registrationDate: '01.12.2026', isTermContract: '1' as const };
    expect(ok(readyFacts(), validForm({ ...term, contractExpirationDate: '01.12.2026' }))).toEqual([]);
    expect(ok(readyFacts(), validForm({ ...term, contractExpirationDate: '30.01.2027' }))).toEqual([]);
    // No term contract: its end is not asked.
    expect(ok(readyFacts(), validForm({ isTermContract: '0', contractExpirationDate: '' }))).toEqual([]);
    // 'Другой банк' with a name and any BIC; 'Другое' with its text.
    const other = salary(validForm(), { bic_cbrf: '044525823', name: 'Газпромбанк' }, 'other');
    expect(ok(readyFacts(), other)).toEqual([]);
    const custom = survey(validForm(), { trafficSource: '8', trafficSourceCustom: 'Листовка' });
    expect(ok(readyFacts(), custom)).toEqual([]);
    // History None: no experience document, no originals.
    const none = validForm({ experienceDocument: [], experienceOriginals: false });
    expect(ok(readyFacts({ employmentHistory: 'None' }), none)).toEqual([]);
  });

  it('lists every broken condition, the record first, then the form in its order', () => {
    const problems = employProblems(
      readyFacts({ approved: false }),
      validForm({ registrationDate: '', survey: { trafficSource: '' } }),
      TODAY,
    );
    expect(problems.map((p) => p.field)).toEqual([
      'questionnaire',
      'registrationDate',
      'survey.trafficSource',
    ]);
  });
});
