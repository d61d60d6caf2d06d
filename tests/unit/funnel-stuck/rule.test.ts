import { describe, expect, it } from 'vitest';
import type { FunnelJourneyDoc } from '#events/funnel/api';
import {
  isStuck,
  pageSlices,
  STUCK_STAGES,
  stuckBefore,
  wholeDaysSince,
} from '#server/features/funnel-stuck/rule';

const NOW = new Date('2026-05-10T12:00:00.000Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();
const journey = (
  stage: FunnelJourneyDoc['stage'],
  since: string,
  refused: FunnelJourneyDoc['refused'] = null,
): Pick<FunnelJourneyDoc, 'stage' | 'since' | 'refused'> => ({ stage, since, refused });

describe('the stuck rule (issue 29, item 4)', () => {
  it('a journey past its stage threshold is stuck; just under it is not', () => {
    // approved: 2 days (approval requested two days ago and no 1C yet).
    expect(isStuck(journey('approved', hoursAgo(48 + 1)), NOW)).toBe(true);
    expect(isStuck(journey('approved', hoursAgo(47)), NOW)).toBe(false);
    // Exactly the threshold is not yet longer than it.
    expect(isStuck(journey('approved', hoursAgo(48)), NOW)).toBe(false);
    // sentTo1C: 3 days (documents not signed three days after 1C).
    expect(isStuck(journey('sentTo1C', hoursAgo(3 * 24 + 1)), NOW)).toBe(true);
    expect(isStuck(journey('sentTo1C', hoursAgo(2 * 24 + 23)), NOW)).toBe(false);
    expect(isStuck(journey('interview', hoursAgo(6 * 24)), NOW)).toBe(false);
    expect(isStuck(journey('interview', hoursAgo(7 * 24 + 1)), NOW)).toBe(true);
  });

  it('a refused or employed journey is never stuck, however old', () => {
    const refused = { stage: 'questionnaire' as const, at: hoursAgo(999), reason: null, byCheck: false };
    expect(isStuck(journey('questionnaire', hoursAgo(1000), refused), NOW)).toBe(false);
    expect(isStuck(journey('employed', hoursAgo(10_000)), NOW)).toBe(false);
    expect(stuckBefore('employed', NOW)).toBeNull();
    expect(STUCK_STAGES).not.toContain('employed');
  });

  it('lists the furthest stage first and counts whole days', () => {
    expect(STUCK_STAGES[0]).toBe('sentTo1C');
    expect(STUCK_STAGES.at(-1)).toBe('light');
    expect(wholeDaysSince(hoursAgo(73), NOW)).toBe(3);
    expect(wholeDaysSince(hoursAgo(1), NOW)).toBe(0);
  });

  it('pages across stages without reading more than a page of any', () => {
    const counts = [
      { stage: 'sentTo1C' as const, count: 3 },
      { stage: 'approved' as const, count: 0 },
      { stage: 'checksPassed' as const, count: 5 },
      { stage: 'light' as const, count: 30 },
    ];
    expect(pageSlices(counts, 0, 4)).toEqual([
      { stage: 'sentTo1C', skip: 0, limit: 3 },
      { stage: 'checksPassed', skip: 0, limit: 1 },
    ]);
    expect(pageSlices(counts, 4, 4)).toEqual([{ stage: 'checksPassed', skip: 1, limit: 4 }]);
    expect(pageSlices(counts, 8, 20)).toEqual([{ stage: 'light', skip: 0, limit: 20 }]);
    expect(pageSlices(counts, 28, 20)).toEqual([{ stage: 'light', skip: 20, limit: 10 }]);
    expect(pageSlices(counts, 100, 20)).toEqual([]);
  });
});
