import { describe, expect, it } from 'vitest';
import {
  MASKS,
  maskDate,
  maskDepartment,
  maskDigits,
  maskPattern,
  maskSnils,
} from '#client/shared/profile/masks';

describe('profile input masks (spec part 2, section 3)', () => {
  it('keeps digits only, up to the field length', () => {
    expect(maskDigits('45 19-x', 4)).toBe('4519');
    expect(maskDigits('451912', 4)).toBe('4519');
    expect(MASKS.passportNumber('123 456 7')).toBe('123456');
    expect(MASKS.inn('7701 2345 6789 99')).toBe('770123456789');
    expect(MASKS.postCode('125 009')).toBe('125009');
  });

  it("lays SNILS out as 'NNN-NNN-NNN NN', whatever was pasted", () => {
    expect(maskSnils('11223344595')).toBe('112-233-445 95');
    expect(maskSnils('112-233-445 95')).toBe('112-233-445 95');
    expect(maskSnils('1122')).toBe('112-2');
    expect(maskSnils('112233445951234')).toBe('112-233-445 95');
  });

  it("lays the department code out as 'NNN-NNN'", () => {
    expect(maskDepartment('770001')).toBe('770-001');
    expect(maskDepartment('770-001')).toBe('770-001');
    expect(maskDepartment('77')).toBe('77');
  });

  it("dates as 'ДД.ММ.ГГГГ', ISO turned around", () => {
    expect(maskDate('20052019')).toBe('20.05.2019');
    expect(maskDate('20.05.2019')).toBe('20.05.2019');
    expect(maskDate('2019-05-20')).toBe('20.05.2019');
    expect(maskDate('2005')).toBe('20.05');
  });

  it('a pattern stops where the digits end (no dangling literal)', () => {
    expect(maskPattern('123', 'NNN-NNN')).toBe('123');
    expect(maskPattern('', 'NNN-NNN')).toBe('');
  });

  it('military document: series 2 characters, number 8 digits, VUS code 6 digits', () => {
    expect(MASKS.militarySeria('ак 1')).toBe('АК');
    expect(MASKS.militaryNumber('1234567890')).toBe('12345678');
    expect(MASKS.profileCode('021 101 9')).toBe('021101');
  });
});
