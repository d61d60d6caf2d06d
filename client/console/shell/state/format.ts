import { DateTime } from 'luxon';

/** DD.MM.YYYY in the Russian locale; empty for a missing or invalid date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = DateTime.fromISO(iso, { locale: 'ru' });
  return date.isValid ? date.toFormat('dd.MM.yyyy') : '';
}

/** DD.MM.YYYY HH:mm, for "changed at" hints. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = DateTime.fromISO(iso, { locale: 'ru' });
  return date.isValid ? date.toFormat('dd.MM.yyyy HH:mm') : '';
}
