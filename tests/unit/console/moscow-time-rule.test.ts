import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Settings } from 'luxon';
import { moscowDate, moscowDateTime, moscowTime } from '#client/shared/time';
import { formatDate, formatDateTime } from '#client/console/shell/state/format';
import { dateText } from '#client/public/format';
import { formatStamp } from '#client/console/features/meetings/components/time';

/** A browser far from Moscow: cards once showed its local time while the calendar showed Moscow's. */
describe('one rule for times: Moscow time with the zone shown (issue 31, item 4)', () => {
  const saved = { tz: process.env.TZ, zone: Settings.defaultZone };
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
    Settings.defaultZone = 'America/New_York';
  });
  afterAll(() => {
    // `= undefined` would set the text 'undefined'; the next files of this worker share the process.
    if (saved.tz === undefined) delete process.env.TZ;
    else process.env.TZ = saved.tz;
    Settings.defaultZone = saved.zone;
  });

  // 14.12.2026 08:00 UTC is 11:00 in Moscow and 03:00 in New York.
  const at = '2026-12-14T08:00:00.000Z';

  it('formats an instant in Moscow time with МСК, whatever the zone', () => {
    expect(new Date(at).getHours()).toBe(3);
    expect(moscowDateTime(at)).toBe('14.12.2026 11:00 МСК');
    expect(moscowTime(at)).toBe('11:00 МСК');
    expect(moscowDate(at)).toBe('14.12.2026');
  });

  it('cards, the calendar and the public site say the same', () => {
    expect(formatDateTime(at)).toBe(moscowDateTime(at));
    expect(formatStamp(at)).toBe(moscowDateTime(at));
    // 22:30 UTC is already the next day in Moscow, still the same day in New York.
    expect(formatDate('2026-12-14T22:30:00Z')).toBe('15.12.2026');
    expect(dateText('2026-12-14T22:30:00Z')).toBe('15.12.2026');
  });

  it('a plain day stays that day; nothing for missing or invalid values', () => {
    expect(moscowDate('2026-12-14')).toBe('14.12.2026');
    expect(moscowDateTime('')).toBe('');
    expect(moscowDateTime(null)).toBe('');
    expect(moscowDate('не дата')).toBe('');
  });
});
