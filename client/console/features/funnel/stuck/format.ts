import { formatMoscowMinute } from '#events/core/moscow-time';
import type { StuckItem } from '#events/funnel/api';

/** 'DD.MM.YYYY HH:mm МСК': when the journey entered its stage. */
export const sinceText = (iso: string): string => `${formatMoscowMinute(Date.parse(iso))} МСК`;

/** '1 день', '3 дня', '12 дней'. */
export function daysText(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return `${n} день`;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return `${n} дня`;
  return `${n} дней`;
}

/**
 * The card a row opens for this viewer, or null when they have none: the employment questionnaire's
 * card (everyone who sees its store), a light questionnaire's in the reviewers' list, or a store
 * director's own light card.
 */
export function cardPathOf(
  item: Pick<StuckItem, 'record'>,
  viewer: { reviewsLight: boolean; scope: string },
): string | null {
  const id = encodeURIComponent(item.record.id);
  if (item.record.kind === 'questionnaire') return `/protected/feedback/${id}`;
  if (viewer.reviewsLight) return `/protected/questionnaire-light/${id}`;
  if (viewer.scope === 'StoreDirector') return `/protected/feedbacks/light/${id}`;
  return null;
}
