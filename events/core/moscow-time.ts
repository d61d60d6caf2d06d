let moscowFormat: Intl.DateTimeFormat | null = null;
/** Moscow keeps UTC+3 all year since 26.10.2014 02:00 local time: later instants need no zone data. */
const MOSCOW_UTC3_SINCE = Date.UTC(2014, 9, 25, 22);

/**
 * 'DD.MM.YYYY HH:mm' in Moscow time of an instant (ms since the epoch), fast: histories, exports
 * and dossiers format many instants, and building an Intl formatter costs more than a whole row.
 */
export function formatMoscowMinute(ms: number): string {
  if (ms >= MOSCOW_UTC3_SINCE) {
    const d = new Date(ms + 3 * 3_600_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(d.getUTCDate())}.${two(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
  }
  moscowFormat ??= new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return moscowFormat.format(ms).replace(',', '');
}

/** 'DD.MM.YYYY HH:mm (МСК)': staff work in Moscow time, whatever the server's zone. */
export function formatMoscow(iso: string): string {
  return `${formatMoscowMinute(new Date(iso).getTime())} (МСК)`;
}
