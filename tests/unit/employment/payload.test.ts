import { describe, expect, it } from 'vitest';
import { validate } from 'superstruct';
import { EmploymentFormInput } from '#events/employment/form';
import {
  EMPTY_VALUES,
  groupAccount,
  onlyDigits,
  toPayload,
} from '#client/console/features/employment/values';

describe("the form's submit payload (POST /one_s/send/{id})", () => {
  it('sends the spec shape: ДД.ММ.ГГГГ dates, isTermContract 1/0, the account as digits', () => {
    const payload = toPayload(
      {
        ...EMPTY_VALUES,
        registrationDate: '2026-12-01',
        isTermContract: true,
        contractExpirationDate: '2027-01-15',
        parttimerHours: '100',
        payrollApplication: true,
        experienceDocument: ['0123456789abcdef0123456789abcdef'],
        experienceOriginals: true,
        salaryProjectId: 'sber',
        bic: '044525225',
        account: onlyDigits('40817 81000 00000 00001', 20),
        bankName: ' ПАО СБЕРБАНК ',
        trafficSource: '8',
        trafficSourceCustom: ' Листовка ',
        trafficSourceComment: '',
      },
      'Сбербанк',
    );
    expect(payload).toEqual({
      registrationDate: '01.12.2026',
      isTermContract: '1',
      contractExpirationDate: '15.01.2027',
      parttimerHours: '100',
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
      survey: { trafficSource: '8', trafficSourceCustom: 'Листовка' },
    });
    expect(validate(payload, EmploymentFormInput)[0]).toBeUndefined();
  });

  it('full time and no term contract: parttimerHours and the end date are null', () => {
    const payload = toPayload({ ...EMPTY_VALUES, contractExpirationDate: '2027-01-15' }, '');
    expect(payload.parttimerHours).toBeNull();
    expect(payload.isTermContract).toBe('0');
    expect(payload.contractExpirationDate).toBeNull();
  });

  it('the account shows in groups of 5 as it is typed', () => {
    expect(groupAccount('4081781')).toBe('40817 81');
    expect(groupAccount('40817')).toBe('40817');
    expect(groupAccount('40817810000000000001')).toBe('40817 81000 00000 00001');
    expect(onlyDigits('40817 81000 00000 00001 99', 20)).toBe('40817810000000000001');
  });
});
