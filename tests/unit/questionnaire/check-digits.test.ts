import { describe, expect, it } from 'vitest';
import {
  CHECK_DIGIT_WARNINGS,
  checkDigitWarnings,
  innCheckDigitsValid,
  snilsCheckDigitsValid,
} from '#events/questionnaire/profile/check-digits';

describe('INN and SNILS check digits (a warning in the forms, never a refusal)', () => {
  it.each(['500100732259', '7707083893', '7830002293'])('INN %s is right', (inn) => {
    expect(innCheckDigitsValid(inn)).toBe(true);
  });

  it.each(['500100732258', '500100732269', '123456789012', '7707083894', '50010073225'])(
    'INN %s is not',
    (inn) => {
      expect(innCheckDigitsValid(inn)).toBe(false);
    },
  );

  it.each(['112-233-445 95', '11223344595', '087-654-303 00', '001-001-997 17'])(
    'SNILS %s is right',
    (snils) => {
      expect(snilsCheckDigitsValid(snils)).toBe(true);
    },
  );

  it.each(['112-233-445 96', '112-233-454 95', '123-456-789 00', '112-233-445'])(
    'SNILS %s is not',
    (snils) => {
      expect(snilsCheckDigitsValid(snils)).toBe(false);
    },
  );

  it('warns only on a complete number with wrong check digits', () => {
    expect(checkDigitWarnings({ inn: '500100732258', snils: '112-233-445 96' })).toEqual({
      'personal.inn': CHECK_DIGIT_WARNINGS.inn,
      'personal.snils': CHECK_DIGIT_WARNINGS.snils,
    });
    expect(checkDigitWarnings({ inn: '500100732259', snils: '112-233-445 95' })).toEqual({});
    expect(checkDigitWarnings({ inn: '5001', snils: '' })).toEqual({});
  });
});
