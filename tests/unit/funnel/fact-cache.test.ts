import { describe, expect, it } from 'vitest';
import { FactCache } from '#projections/funnel/fact-cache';

describe('funnel fact cache', () => {
  it('given facts within the limit, when read, then every one is found', () => {
    const cache = new FactCache(10);
    for (let i = 0; i < 4; i++) cache.set(`k${i}`, `v${i}`);
    for (let i = 0; i < 4; i++) expect(cache.get(`k${i}`)).toBe(`v${i}`);
    expect(cache.get('missing')).toBeUndefined();
  });

  it('given many more facts than the limit, then it holds at most the limit and the latest are found', () => {
    const cache = new FactCache(10);
    for (let i = 0; i < 1000; i++) {
      cache.set(`k${i}`, `v${i}`);
      expect(cache.size).toBeLessThanOrEqual(10);
    }
    for (let i = 995; i < 1000; i++) expect(cache.get(`k${i}`)).toBe(`v${i}`);
    expect(cache.get('k0')).toBeUndefined();
  });

  it('given a fact read again, then it outlives facts set after it but not read', () => {
    const cache = new FactCache(10);
    cache.set('kept', 'yes');
    for (let i = 0; i < 30; i++) {
      cache.set(`k${i}`, `v${i}`);
      expect(cache.get('kept')).toBe('yes');
    }
    expect(cache.get('k0')).toBeUndefined();
  });
});
