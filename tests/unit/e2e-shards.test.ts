import { describe, expect, it } from 'vitest';
import { parseShard, shareOf } from '../e2e/shards';

describe('browser test shares', () => {
  const files = ['a.e2e.ts', 'b.e2e.ts', 'c.e2e.ts', 'd.e2e.ts', 'e.e2e.ts'];
  const seconds = { 'a.e2e.ts': 60, 'b.e2e.ts': 40, 'c.e2e.ts': 30, 'd.e2e.ts': 20 };

  it('gives every file to exactly one share', () => {
    for (const count of [1, 2, 3, 7]) {
      const shares = Array.from({ length: count }, (_, i) => shareOf(files, i + 1, count, seconds));
      expect(shares.flat().sort()).toEqual(files);
    }
  });

  it('balances by the seconds each file took, an unknown file counting as the median', () => {
    // e counts 40 (the upper median). Longest first, each to the lighter share:
    // a 60 | b 40 → e 40+40 = 80 → c 60+30 = 90 → d 80+20 = 100.
    expect(shareOf(files, 1, 2, seconds)).toEqual(['a.e2e.ts', 'c.e2e.ts']);
    expect(shareOf(files, 2, 2, seconds)).toEqual(['b.e2e.ts', 'd.e2e.ts', 'e.e2e.ts']);
  });

  it("reads 'i/n' and refuses anything else", () => {
    expect(parseShard(undefined)).toBeNull();
    expect(parseShard('2/3')).toEqual({ index: 2, count: 3 });
    for (const bad of ['0/2', '3/2', '1/0', 'x', '1-2']) expect(() => parseShard(bad)).toThrow(/E2E_SHARD/);
  });
});
