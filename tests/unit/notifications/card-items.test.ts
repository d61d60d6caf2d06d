import { describe, expect, it } from 'vitest';
import { CARD_ITEMS_MAX, type CandidateNotificationItem } from '#events/notifications/card';
import { withItem } from '#projections/notifications/card';

const item = (id: string, queuedAt: string, status = 'queued'): CandidateNotificationItem =>
  ({ id, queuedAt, status }) as unknown as CandidateNotificationItem;
const ids = (items: readonly CandidateNotificationItem[]) => items.map((i) => `${i.id}:${i.status}`);

describe("the card's notification items", () => {
  it('given items newest first, when a newer one comes, then it goes first', () => {
    const items = [item('b', '2026-11-02T10:00:00Z'), item('a', '2026-11-01T10:00:00Z')];
    expect(ids(withItem(items, item('c', '2026-11-03T10:00:00Z')))).toEqual([
      'c:queued',
      'b:queued',
      'a:queued',
    ]);
  });

  it('given items, when an older one comes, then it goes in its place, before those queued at the same time', () => {
    const items = [item('c', '2026-11-03T10:00:00Z'), item('a', '2026-11-01T10:00:00Z')];
    expect(ids(withItem(items, item('b', '2026-11-02T10:00:00Z')))).toEqual([
      'c:queued',
      'b:queued',
      'a:queued',
    ]);
    expect(ids(withItem(items, item('x', '2026-11-01T10:00:00Z')))).toEqual([
      'c:queued',
      'x:queued',
      'a:queued',
    ]);
    expect(ids(withItem(items, item('o', '2026-10-01T10:00:00Z')))).toEqual([
      'c:queued',
      'a:queued',
      'o:queued',
    ]);
  });

  it('given a held item, when its new status comes, then it replaces the old one in place', () => {
    const items = [item('b', '2026-11-02T10:00:00Z'), item('a', '2026-11-01T10:00:00Z')];
    expect(ids(withItem(items, item('a', '2026-11-01T10:00:00Z', 'sent')))).toEqual(['b:queued', 'a:sent']);
  });

  it(`keeps at most ${CARD_ITEMS_MAX}, dropping the oldest`, () => {
    let items: CandidateNotificationItem[] = [];
    for (let i = 0; i < CARD_ITEMS_MAX + 5; i++)
      items = withItem(items, item(`n${i}`, new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString()));
    expect(items).toHaveLength(CARD_ITEMS_MAX);
    expect(items[0]!.id).toBe(`n${CARD_ITEMS_MAX + 4}`);
    expect(items.at(-1)!.id).toBe('n5');
  });
});
