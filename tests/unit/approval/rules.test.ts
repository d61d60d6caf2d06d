import { describe, expect, it } from 'vitest';
import {
  approvalCodeText,
  codeTyping,
  manualPhoneTyping,
  normalizeManualPhone,
} from '#events/approval/inputs';
import { countdownText, selfEmploymentAllows, windowLeftMs } from '#events/approval/rules';
import { APPROVAL_MESSAGES } from '#events/approval/events';
import { chooseDirector } from '#server/features/approval/directory';
import { DEMO_STORES } from '#server/demo/reference';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const store = (id: string) => DEMO_STORES.find((s) => s.IStoreId === id);
const staff = [
  {
    _id: '1005',
    scope: 'RegionDirector',
    surname: 'Волков',
    name: 'Сергей',
    storeId: null,
    allowedRegions: ['77'],
    phone: '79990001005',
  },
  {
    _id: '1003',
    scope: 'StoreDirector',
    surname: 'Петров',
    name: 'Иван',
    storeId: '10412',
    phone: '79990001003',
  },
  { _id: '1007', scope: 'StoreDirector', surname: 'Без', name: 'Телефона', storeId: '20118' },
];

describe('who gets the code', () => {
  it("the store's region director first", () => {
    expect(chooseDirector(store('10412'), staff)).toEqual({
      director: { userId: '1005', name: 'Волков Сергей' },
      phone: '79990001005',
    });
  });
  it('the store director when the region has none', () => {
    const onlyStore = staff.filter((u) => u.scope === 'StoreDirector');
    expect(chooseDirector(store('10412'), onlyStore).director.userId).toBe('1003');
  });
  it('spec texts: no unit, no region director, enter the phone by hand', () => {
    expect(() => chooseDirector(undefined, staff)).toThrow(APPROVAL_MESSAGES.noUnit);
    expect(() => chooseDirector(store('40072'), staff)).toThrow(APPROVAL_MESSAGES.noRegionDirector);
    expect(() => chooseDirector(store('20118'), staff)).toThrow(APPROVAL_MESSAGES.enterPhone);
  });
});

describe('inputs (spec section 5)', () => {
  it('manual phone: plus and digits, at most 12', () => {
    expect(normalizeManualPhone('+79161234567')).toBe('79161234567');
    expect(normalizeManualPhone('89161234567')).toBe('79161234567');
    expect(normalizeManualPhone('9161234567')).toBe('79161234567');
    expect(normalizeManualPhone('+791612345678')).toBeNull();
    expect(normalizeManualPhone('+7 916 123')).toBeNull();
    expect(manualPhoneTyping('+7 (916) 123-45-67-89')).toBe('+79161234567');
  });
  it('code: digits only, at most 4; a number keeps its leading zeros', () => {
    expect(codeTyping('4a8 2-19')).toBe('4821');
    expect(approvalCodeText(421)).toBe('0421');
    expect(approvalCodeText('0421')).toBe('0421');
    expect(approvalCodeText(12345)).toBeNull();
    expect(approvalCodeText(4.5)).toBeNull();
    expect(approvalCodeText('12a4')).toBeNull();
  });
});

describe('self-employment and the countdown', () => {
  it('absent allows; a fresh blocking result refuses; one older than 6 hours is absent', () => {
    expect(selfEmploymentAllows({}, NOW)).toBe(true);
    expect(selfEmploymentAllows({ statuses: { selfEmployment: 'ContractorNotFound' } }, NOW)).toBe(true);
    expect(selfEmploymentAllows({ statuses: { selfEmployment: 'UnknowBehaviour' } }, NOW)).toBe(false);
    const fresh = { status: 'ContractorHaveUnchargedBills', checkedAt: '2026-11-22T09:00:00.000Z' };
    const old = { ...fresh, checkedAt: '2026-11-22T03:00:00.000Z' };
    expect(selfEmploymentAllows({ statuses: { selfEmployment: fresh } }, NOW)).toBe(false);
    expect(selfEmploymentAllows({ statuses: { selfEmployment: old } }, NOW)).toBe(true);
  });
  it('2 hours from the request, then nothing', () => {
    expect(countdownText(windowLeftMs('2026-11-22T09:00:00.000Z', NOW))).toBe('1:00:00');
    expect(windowLeftMs('2026-11-22T07:59:00.000Z', NOW)).toBe(0);
    expect(windowLeftMs(null, NOW)).toBe(0);
  });
});
