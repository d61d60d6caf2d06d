import { describe, expect, it } from 'vitest';
import { maskDigits, maskedProfile, seesWholeIdentity } from '#events/questionnaire/masking';

describe('identity numbers masked', () => {
  it.each([
    ['4512 345678', 4, '•••• ••5678'],
    ['123-456-789 01', 4, '•••-•••-•89 01'],
    ['771234567890', 4, '••••••••7890'],
    ['4512', 0, '••••'],
    ['', 4, ''],
    ['12', 4, '12'],
  ])('maskDigits(%s, %i) is %s', (value, keep, masked) => {
    expect(maskDigits(value, keep)).toBe(masked);
  });

  it('masks passport series and number, INN, SNILS and the military document; keeps the rest', () => {
    const masked = maskedProfile({
      passport: {
        placeBirth: 'г. Тула',
        series: '4512',
        number: '345678',
        dateExtradition: '01.02.2015',
        placeExtradition: 'ГУ МВД',
        departmentNumber: '770-012',
      },
    });
    expect(masked.passport).toMatchObject({
      series: '••••',
      number: '••5678',
      departmentNumber: '•••-•••',
      placeBirth: 'г. Тула',
    });
    expect(masked.personal).toBeUndefined();
  });

  it('only those who hire see them whole', () => {
    expect(['Admin', 'HR', 'StoreDirector'].map(seesWholeIdentity)).toEqual([true, true, true]);
    expect(['UnitDirector', 'RegionDirector', 'Applicant', ''].map(seesWholeIdentity)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
