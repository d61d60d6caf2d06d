import { DateTime } from 'luxon';

/** 'ДД.ММ.ГГГГ HH:mm МСК' of an instant, whatever the browser's zone (staff work in Moscow time). */
export const moscowDateTime = (iso: string): string =>
  `${DateTime.fromISO(iso, { zone: 'utc' }).setZone('Europe/Moscow').toFormat('dd.MM.yyyy HH:mm')} МСК`;
