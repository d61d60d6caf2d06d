import { describe, expect, it, vi } from 'vitest';
import { collectAfterCatchUp, type CatchUpRunner } from '#server/core/catch-up-gc';

/** A runner at `position` that reaches `reaches` when waited for. */
function runner(position: number, reaches: number): CatchUpRunner & { waited: number[] } {
  const r = {
    position,
    waited: [] as number[],
    waitFor(target: number) {
      r.waited.push(target);
      r.position = reaches;
      return Promise.resolve();
    },
  };
  return r;
}

describe('one full collection after a catch-up at the start', () => {
  it('given a large backlog, when the runner reaches the head, then it collects once', async () => {
    const gc = vi.fn();
    const r = runner(0, 1_620_000);
    expect(await collectAfterCatchUp(r, () => Promise.resolve(1_620_000), gc)).toBe(true);
    expect(r.waited).toEqual([1_620_000]);
    expect(gc).toHaveBeenCalledTimes(1);
  });

  it('given a small backlog, then it does not wait nor collect', async () => {
    const gc = vi.fn();
    const r = runner(1_000_000, 1_000_100);
    expect(await collectAfterCatchUp(r, () => Promise.resolve(1_000_100), gc)).toBe(false);
    expect(r.waited).toEqual([]);
    expect(gc).not.toHaveBeenCalled();
  });

  it('given a runner stopped before the head, then it does not collect', async () => {
    const gc = vi.fn();
    const r = runner(0, 10);
    expect(await collectAfterCatchUp(r, () => Promise.resolve(500_000), gc)).toBe(false);
    expect(gc).not.toHaveBeenCalled();
  });

  it('without --expose-gc, then nothing happens', async () => {
    const r = runner(0, 500_000);
    expect(await collectAfterCatchUp(r, () => Promise.resolve(500_000), undefined)).toBe(false);
    expect(r.waited).toEqual([]);
  });
});
