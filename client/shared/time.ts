import { formatMoscowMinute } from '#events/core/moscow-time';

/**
 * One rule for times on every screen of the console and the public site (issue 31, item 4): Moscow
 * time, with the zone shown ('14.12.2026 11:00 МСК'), whatever the browser's zone. Staff and
 * candidates meet in Moscow time; the calendar has always shown it so.
 */
export const MOSCOW_ZONE = 'Europe/Moscow';
export const ZONE_LABEL = 'МСК';

/** ms since the epoch of an ISO instant or day ('2026-12-14' is that day's start, UTC); null if none. */
function instantOf(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/** 'DD.MM.YYYY HH:mm МСК'; '' for a missing or invalid instant. */
export function moscowDateTime(iso: string | null | undefined): string {
  const ms = instantOf(iso);
  return ms === null ? '' : `${formatMoscowMinute(ms)} ${ZONE_LABEL}`;
}

/** 'DD.MM.YYYY' of the Moscow day of an instant; a plain day ('2026-12-14') stays that day. */
export function moscowDate(iso: string | null | undefined): string {
  const ms = instantOf(iso);
  return ms === null ? '' : formatMoscowMinute(ms).slice(0, 10);
}

/** 'HH:mm МСК'; '' for a missing or invalid instant. */
export function moscowTime(iso: string | null | undefined): string {
  const ms = instantOf(iso);
  return ms === null ? '' : `${formatMoscowMinute(ms).slice(11)} ${ZONE_LABEL}`;
}
