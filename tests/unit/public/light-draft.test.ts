import { describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, PROOF_TTL_MS, saveDraft } from '#client/public/pages/questionnaire/draft';
import { EMPTY_FORM } from '#client/public/pages/questionnaire/LightForm';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the public form keeps a draft for the session (issue 31, item 4)', () => {
  const values = { ...EMPTY_FORM, surname: 'Иванова', firstName: 'Мария', phone: '+7 (999) 123-45-67' };

  it('values and the confirmed phone come back for the same vacancy, not for another', () => {
    const store = memoryStore();
    const proof = { phone: '79991234567', token: 'tok', at: 1_000 };
    saveDraft('v1', { values, proof }, store);
    expect(loadDraft('v1', store, 2_000)).toEqual({ values, proof });
    expect(loadDraft('v2', store, 2_000)).toEqual({ values: EMPTY_FORM, proof: null });
  });

  it("an expired phone token is not restored (the server's lives 30 minutes)", () => {
    const store = memoryStore();
    saveDraft('v1', { values, proof: { phone: '79991234567', token: 'tok', at: 0 } }, store);
    expect(loadDraft('v1', store, PROOF_TTL_MS + 1).proof).toBeNull();
    expect(loadDraft('v1', store, PROOF_TTL_MS + 1).values).toEqual(values);
  });

  it('clearing leaves nothing of the candidate in the storage', () => {
    const store = memoryStore();
    saveDraft('v1', { values, proof: null }, store);
    clearDraft('v1', store);
    expect(store.items.size).toBe(0);
  });

  it('a tampered or broken draft gives an empty form, with only known fields kept', () => {
    const store = memoryStore();
    store.setItem('light-draft:v1', '{not json');
    expect(loadDraft('v1', store)).toEqual({ values: EMPTY_FORM, proof: null });
    store.setItem(
      'light-draft:v1',
      JSON.stringify({ values: { surname: 5, evil: 'x', woPatronymic: 'yes' } }),
    );
    expect(loadDraft('v1', store)).toEqual({ values: EMPTY_FORM, proof: null });
  });
});
