import { describe, expect, it } from 'vitest';
import { innOf, snilsOf } from '#server/features/questionnaire/demo-profile';

describe('demo profile identifiers have valid check digits', () => {
  it('INN: the two check digits of a personal INN', () => {
    expect(innOf('5001007322')).toBe('500100732259');
  });
  it('SNILS: the control number', () => {
    expect(snilsOf('112233445')).toBe('112-233-445 95');
  });
});
