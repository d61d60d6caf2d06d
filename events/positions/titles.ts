import { OBSOLETE_POSITION_TITLE } from './events';

/**
 * Two position titles are the same position when they differ only in case, spaces or 'ё'/'е'
 * (issue 31: 'Кассир' and ' кассир ' showed twice in every filter). The key compares them; the
 * title itself is kept as typed.
 */
export function positionTitleKey(title: string): string {
  return title.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('ru').replace(/ё/g, 'е');
}

/**
 * 'Устаревшая должность!' retires a position (spec part 1: left out of every position list), so
 * any number of positions may carry it.
 */
export function titleMustBeUnique(title: string): boolean {
  return positionTitleKey(title) !== positionTitleKey(OBSOLETE_POSITION_TITLE);
}

export const POSITION_TITLE_TAKEN = 'Поле «название»: должность с таким названием уже есть';
