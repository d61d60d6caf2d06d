import { describe, expect, it } from 'vitest';
import {
  blacklistDisplay,
  nextQuestionnaireAction,
  passedOf,
  selfEmploymentAllowed,
  selfEmploymentStatusOf,
  summarize,
} from '#events/checks/rules';
import { CHECK_KINDS, type CheckKind } from '#events/checks/kinds';
import type { CheckRunStatus, CheckRunView } from '#events/checks/views';

const NOW = '2026-11-22T12:00:00.000Z';
const hoursAgo = (h: number) => new Date(Date.parse(NOW) - h * 3600_000).toISOString();
const run = (status: CheckRunStatus, extra: Partial<CheckRunView> = {}): CheckRunView => ({
  runId: 'r',
  status,
  source: 'sandbox',
  requestedAt: hoursAgo(1),
  requestedBy: { userId: '1', role: 'HR' },
  completedAt: status === 'running' ? undefined : hoursAgo(1),
  ...extra,
});
const all = (status: CheckRunStatus) =>
  Object.fromEntries(CHECK_KINDS.map((k) => [k, run(status)])) as Record<CheckKind, CheckRunView>;
const debt = (status: 'CheckedSuccess' | 'CheckWithError', ep: number) => ({
  fssp: { status, debtBalanceEp: ep, debtBalanceDuty: 0, debtBalanceOther: 0, debtBalanceFine: 0, info: [] },
});

describe('verdicts by status (spec part 2, section 4)', () => {
  it('FSSP: only CheckedSuccess within 100,000 roubles in all four debt fields passes', () => {
    expect(passedOf('fssp', debt('CheckedSuccess', 0))).toBe(true);
    expect(passedOf('fssp', debt('CheckedSuccess', 100_000))).toBe(true);
    expect(passedOf('fssp', debt('CheckedSuccess', 100_001))).toBe(false);
    expect(passedOf('fssp', debt('CheckWithError', 0))).toBe(false);
    const split = {
      fssp: {
        ...debt('CheckedSuccess', 50_000).fssp,
        debtBalanceDuty: 30_000,
        debtBalanceOther: 15_000,
        debtBalanceFine: 5_001,
      },
    };
    expect(passedOf('fssp', split)).toBe(false);
  });

  it.each([
    ['ContractorNotFound', true],
    ['ContractorHaveNoUnchargedBills', true],
    ['ContractorHaveUnchargedBills', false],
    ['UnknowBehaviour', false],
  ] as const)('self-employment %s allowed: %s', (status, allowed) => {
    expect(passedOf('selfEmployment', { selfEmployment: { status, payments: [] } })).toBe(allowed);
  });

  it('self-employment status from the payments: open ones are unpaid bills, an unknown status is odd', () => {
    expect(selfEmploymentStatusOf({ found: false })).toBe('ContractorNotFound');
    expect(selfEmploymentStatusOf({ found: true, paymentStatuses: ['PAYMENT_COMPLETED', 'REJECTED'] })).toBe(
      'ContractorHaveNoUnchargedBills',
    );
    for (const open of ['PROCESSING', 'PAYMENT_ERROR', 'AWAITING_CONFIRMATION'])
      expect(selfEmploymentStatusOf({ found: true, paymentStatuses: ['PAYMENT_COMPLETED', open] })).toBe(
        'ContractorHaveUnchargedBills',
      );
    expect(selfEmploymentStatusOf({ found: true, paymentStatuses: ['ON_HOLD'] })).toBe('UnknowBehaviour');
  });

  it('criminal record, blacklist and store vacancy', () => {
    expect(passedOf('criminalRecord', { criminalRecord: { has: false } })).toBe(true);
    expect(passedOf('criminalRecord', { criminalRecord: { has: true, info: 'x' } })).toBe(false);
    expect(passedOf('blacklist', { blacklist: { has: true, info: 'x' } })).toBe(false);
    expect(passedOf('storeVacancy', { storeVacancy: { isDone: true, value: false, message: 'нет' } })).toBe(
      false,
    );
    expect(passedOf('storeVacancy', { storeVacancy: { isDone: true, value: true, message: 'есть' } })).toBe(
      true,
    );
  });
});

describe('a self-employment result older than 6 hours is absent', () => {
  it('fresh, stale, running', () => {
    expect(
      selfEmploymentAllowed({ selfEmployment: run('passed', { completedAt: hoursAgo(5.9) }) }, NOW),
    ).toBe(true);
    expect(
      selfEmploymentAllowed({ selfEmployment: run('passed', { completedAt: hoursAgo(6.1) }) }, NOW),
    ).toBeUndefined();
    expect(selfEmploymentAllowed({ selfEmployment: run('failed') }, NOW)).toBe(false);
    expect(selfEmploymentAllowed({ selfEmployment: run('running') }, NOW)).toBeUndefined();
    expect(selfEmploymentAllowed({}, NOW)).toBeUndefined();
  });

  it('a stale result leaves the checks unfinished', () => {
    const checks = { ...all('passed'), selfEmployment: run('passed', { completedAt: hoursAgo(7) }) };
    expect(summarize(checks, NOW)).toMatchObject({ allDone: false, externalPassed: false });
    expect(nextQuestionnaireAction(summarize(checks, NOW), 'accepted')).toBeNull();
  });
});

describe('blacklist display', () => {
  it('null in progress, false passed, true with info, undefined when there is no data', () => {
    expect(blacklistDisplay({ blacklist: run('running') })).toEqual({ has: null });
    expect(blacklistDisplay({ blacklist: run('passed', { result: { blacklist: { has: false } } }) })).toEqual(
      { has: false },
    );
    expect(
      blacklistDisplay({ blacklist: run('failed', { result: { blacklist: { has: true, info: 'Кража' } } }) }),
    ).toEqual({
      has: true,
      info: 'Кража',
    });
    expect(blacklistDisplay({})).toEqual({ has: undefined });
    expect(blacklistDisplay({ blacklist: run('error') })).toEqual({ has: undefined });
  });
});

describe('where the checks move the questionnaire (its transition table)', () => {
  it('all passed → resolvedValid; any failed → resolved; blacklisted → rejectedAuth', () => {
    expect(nextQuestionnaireAction(summarize(all('passed'), NOW), 'accepted')).toBe('validateChecks');
    expect(
      nextQuestionnaireAction(summarize({ ...all('passed'), fssp: run('error') }, NOW), 'accepted'),
    ).toBe('resolveChecks');
    expect(
      nextQuestionnaireAction(summarize({ ...all('passed'), blacklist: run('failed') }, NOW), 'accepted'),
    ).toBe('rejectByCheck');
  });

  it('the outside sources passed while the others run → externalCheckPassed', () => {
    const checks = { ...all('passed'), blacklist: run('running'), storeVacancy: run('running') };
    expect(nextQuestionnaireAction(summarize(checks, NOW), 'accepted')).toBe('passExternalChecks');
    expect(nextQuestionnaireAction(summarize(checks, NOW), 'externalCheckPassed')).toBeNull();
  });

  it('skipped checks count as accepted; nothing moves where the table does not allow it', () => {
    const checks = { ...all('passed'), fssp: run('skipped'), criminalRecord: run('skipped') };
    expect(nextQuestionnaireAction(summarize(checks, NOW), 'resolved')).toBe('validateChecks');
    expect(
      nextQuestionnaireAction(summarize({ ...all('passed'), fssp: run('failed') }, NOW), 'resolvedValid'),
    ).toBeNull();
    expect(nextQuestionnaireAction(summarize(all('passed'), NOW), 'employed')).toBeNull();
    expect(
      nextQuestionnaireAction(summarize({ ...all('passed'), blacklist: run('failed') }, NOW), 'rejected'),
    ).toBeNull();
  });
});
