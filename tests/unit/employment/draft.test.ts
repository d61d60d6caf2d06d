import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  draftKey,
  initialValues,
  readDraft,
  withQuestionnaire,
  writeDraft,
  type DraftStorage,
} from '#client/console/features/employment/draft';
import { EMPTY_VALUES, type EmploymentFormValues } from '#client/console/features/employment/values';

const memoryStorage = (): DraftStorage & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
};

const typed: EmploymentFormValues = {
  ...EMPTY_VALUES,
  registrationDate: '2026-12-01',
  isTermContract: true,
  contractExpirationDate: '2027-01-15',
  parttimerHours: '80',
  salaryProjectId: 'other',
  bic: '044525823',
  account: '40817810000000000001',
  bankName: 'Газпромбанк',
  trafficSource: '8',
  trafficSourceCustom: 'Листовка у метро',
  experienceDocument: ['0123456789abcdef0123456789abcdef'],
  experienceOriginals: true,
};

describe('the employment form draft', () => {
  it('given a saved draft, a reload restores every typed field (per questionnaire)', () => {
    const storage = memoryStorage();
    writeDraft(storage, '7', typed);
    const restored = initialValues(readDraft(storage, '7'), ['0123456789abcdef0123456789abcdef']);
    expect(restored).toEqual(typed);
    expect(readDraft(storage, '8')).toBeNull();
  });

  it('keeps the scans out of the draft: they are the questionnaire files', () => {
    const storage = memoryStorage();
    writeDraft(storage, '7', typed);
    expect(JSON.parse(storage.map.get(draftKey('7'))!)).not.toHaveProperty('experienceDocument');
    expect(initialValues(readDraft(storage, '7'), []).experienceDocument).toEqual([]);
  });

  it('is cleared after a successful send', () => {
    const storage = memoryStorage();
    writeDraft(storage, '7', typed);
    clearDraft(storage, '7');
    expect(readDraft(storage, '7')).toBeNull();
    expect(initialValues(readDraft(storage, '7'), [])).toEqual(EMPTY_VALUES);
  });

  it('drops a corrupt draft, and fields of the wrong type', () => {
    const storage = memoryStorage();
    storage.setItem(draftKey('7'), '{not json');
    expect(readDraft(storage, '7')).toBeNull();
    storage.setItem(draftKey('7'), JSON.stringify({ bic: 44525823, account: '4081', isTermContract: 'yes' }));
    expect(readDraft(storage, '7')).toEqual({ account: '4081' });
  });

  it('survives a storage that refuses to write', () => {
    const full: DraftStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => writeDraft(full, '7', typed)).not.toThrow();
  });

  it('a live change of the questionnaire by another user keeps what was typed; only the scans follow', () => {
    const next = withQuestionnaire(typed, [
      '0123456789abcdef0123456789abcdef',
      'ffffffffffffffffffffffffffffffff',
    ]);
    expect(next).toEqual({
      ...typed,
      experienceDocument: [...typed.experienceDocument, 'ffffffffffffffffffffffffffffffff'],
    });
    // The same scans: the very same values (the form is not touched at all).
    expect(withQuestionnaire(typed, ['0123456789abcdef0123456789abcdef'])).toBe(typed);
  });
});
