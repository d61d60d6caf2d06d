/** 'DD.MM.YYYY HH:mm (МСК)': staff work in Moscow time, whatever the server's zone. */
export function formatMoscow(iso: string): string {
  const parts = new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
  return `${parts.replace(',', '')} (МСК)`;
}
