import { plural } from '#events/history/display';
import { smsSegments } from '#events/notifications/render';

/** '2 SMS · 118 символов': the segments an SMS takes (Cyrillic: 70 alone, 67 per part) and its length. */
export function smsCounterText(text: string): string {
  const { segments, units } = smsSegments(text);
  return `${segments} SMS · ${plural(units, 'символ', 'символа', 'символов')}`;
}
