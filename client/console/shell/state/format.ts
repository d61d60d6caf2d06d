import { moscowDate, moscowDateTime } from '#client/shared/time';

/** DD.MM.YYYY, the Moscow day (client/shared/time.ts); empty for a missing or invalid date. */
export function formatDate(iso: string | null | undefined): string {
  return moscowDate(iso);
}

/** 'DD.MM.YYYY HH:mm МСК', for "changed at" hints: Moscow time, whatever the browser's zone. */
export function formatDateTime(iso: string | null | undefined): string {
  return moscowDateTime(iso);
}
