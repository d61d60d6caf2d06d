import { OBSOLETE_POSITION_TITLE } from './events';

/**
 * Keys already made, by title: a save checks its rows against every other position's title, and a
 * locale-aware lowercase of each one per save was 6% of the server's time in bench section 4 (issue
 * 25). Titles are a short dictionary; the bound only keeps odd input from growing the map.
 */
const titleKeys = new Map<string, string>();
const TITLE_KEYS_KEPT = 10_000;

/**
 * Two position titles are the same position when they differ only in case, spaces or 'ё'/'е'
 * (issue 31: 'Кассир' and ' кассир ' showed twice in every filter). The key compares them; the
 * title itself is kept as typed.
 */
export function positionTitleKey(title: string): string {
  let key = titleKeys.get(title);
  if (key === undefined) {
    // toLowerCase, not toLocaleLowerCase('ru'): Unicode lowers Russian the same in every locale (only
    // Turkish, Azeri and Lithuanian have rules of their own), and ICU's locale path is 4x slower
    // (it showed in the server's profile of bench section 4, issue 25 item 3).
    key = title.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase().replace(/ё/g, 'е');
    if (titleKeys.size >= TITLE_KEYS_KEPT) titleKeys.clear();
    titleKeys.set(title, key);
  }
  return key;
}

/**
 * 'Устаревшая должность!' retires a position (spec part 1: left out of every position list), so
 * any number of positions may carry it.
 */
export function titleMustBeUnique(title: string): boolean {
  return positionTitleKey(title) !== positionTitleKey(OBSOLETE_POSITION_TITLE);
}

export const POSITION_TITLE_TAKEN = 'Поле «название»: должность с таким названием уже есть';
