import { describe, expect, it } from 'vitest';
import type { CheckRunView } from '#events/checks/views';
import { statusesOf } from '#events/questionnaire/statuses';

const doc = { state: 'resolved' as const, rejectedReason: null };
const by = { userId: '1', role: 'HR', name: 'HR' };
const run = (fields: Partial<CheckRunView>): CheckRunView => ({
  runId: 'r1',
  status: 'running',
  source: 'sandbox',
  requestedAt: '2026-11-24T10:00:00.000Z',
  requestedBy: by,
  ...fields,
});

describe('the statuses of a questionnaire (spec part 2, section 3)', () => {
  it('given no check and no request: blacklist and criminal record absent, FSSP None, no confirmation', () => {
    expect(statusesOf(doc, { checks: {} }, null)).toEqual({
      state: 'resolved',
      confirmationDR: { message: '', phone: '', has: false },
      fssp: { status: 'None', info: [] },
      rejectedReason: null,
    });
  });

  it('given checks running: blacklist and criminal record has null, FSSP its own status', () => {
    const checks = {
      blacklist: run({}),
      criminalRecord: run({}),
      fssp: run({ fsspStatus: 'WaitToResFssp' }),
    };
    const statuses = statusesOf(doc, { checks }, null);
    expect(statuses.blacklist).toEqual({ has: null });
    expect(statuses.criminalRecord).toEqual({ has: null });
    expect(statuses.fssp).toEqual({ status: 'WaitToResFssp', info: [] });
  });

  it('given checks done: their answers, FSSP with the four debt fields', () => {
    const fssp = {
      status: 'CheckedSuccess' as const,
      debtBalanceEp: 120_000,
      debtBalanceDuty: 0,
      debtBalanceOther: 500,
      debtBalanceFine: 0,
      info: ['ИП 1234/26/77001-ИП'],
    };
    const checks = {
      blacklist: run({ status: 'failed', result: { blacklist: { has: true, info: 'Хищение' } } }),
      criminalRecord: run({ status: 'passed', result: { criminalRecord: { has: false } } }),
      fssp: run({ status: 'failed', result: { fssp } }),
    };
    const statuses = statusesOf({ state: 'rejected', rejectedReason: 'Чёрный список' }, { checks }, null);
    expect(statuses.blacklist).toEqual({ has: true, info: 'Хищение' });
    expect(statuses.criminalRecord).toEqual({ has: false });
    expect(statuses.fssp).toEqual(fssp);
    expect(statuses.rejectedReason).toBe('Чёрный список');
  });

  it('given a service failure: the data is missing, FSSP CheckWithError with the reason', () => {
    const checks = {
      blacklist: run({ status: 'error', error: 'Сервис не ответил' }),
      fssp: run({ status: 'error', error: 'Сервис не ответил' }),
    };
    const statuses = statusesOf(doc, { checks }, null);
    expect(statuses).not.toHaveProperty('blacklist');
    expect(statuses.fssp).toEqual({ status: 'CheckWithError', info: ['Сервис не ответил'] });
  });

  it("given the director's confirmation: confirmationDR as the approval read model derived it", () => {
    const approval = {
      statuses: { confirmationDR: { message: 'Номер подтверждён', phone: '+7******1005', has: true } },
    };
    expect(statusesOf(doc, { checks: {} }, approval).confirmationDR).toEqual(
      approval.statuses.confirmationDR,
    );
  });
});
