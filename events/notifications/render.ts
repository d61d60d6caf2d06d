import { placeholdersOf, type NotificationMoment, type NotificationPlaceholder } from './api';

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholder names a text uses, in order of first use ('{{ firstName }}' names 'firstName'). */
export function placeholdersIn(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) names.add(match[1] ?? '');
  return [...names];
}

/** The names a template for `moment` may not use (refused on save, the first one named). */
export function unknownPlaceholders(moment: NotificationMoment, ...texts: string[]): string[] {
  const allowed = new Set<string>(placeholdersOf(moment));
  return [...new Set(texts.flatMap(placeholdersIn))].filter((name) => !allowed.has(name));
}

export type PlaceholderValues = Partial<Record<NotificationPlaceholder, string>>;

/** The text with every known placeholder replaced; one without a value reads as an empty string. */
export function renderTemplate(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (_all, name: string) => values[name as NotificationPlaceholder] ?? '');
}

/** Sample values for the settings page's preview (no real candidate's data). */
export const PREVIEW_VALUES: Required<PlaceholderValues> = {
  firstName: 'Анна',
  positionTitle: 'Продавец-кассир',
  storeName: 'Магазин на Тверской',
  statusLink: 'https://example.ru/status/al123?t=…',
  interviewDate: '14.12.2026',
  interviewTime: '11:00',
  storeAddress: 'г. Москва, ул. Тверская, д. 1',
  profileLink: 'https://example.ru/protected/feedback/edit/123/al?t=…',
};

/** GSM 03.38 basic set; its extension characters count twice. Anything else makes the SMS UCS-2. */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

export interface SmsSegments {
  encoding: 'gsm' | 'ucs2';
  /** Length in the encoding's units (a GSM extension char counts 2; a UCS-2 astral char counts 2). */
  units: number;
  segments: number;
  /** Units per segment for this length: 160/153 (GSM) or 70/67 (UCS-2, Cyrillic). */
  perSegment: number;
}

/** How many SMS segments a text takes: Cyrillic makes it UCS-2, 70 units alone or 67 per part. */
export function smsSegments(text: string): SmsSegments {
  let gsm = true;
  let gsmUnits = 0;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) gsmUnits += 1;
    else if (GSM_EXTENSION.includes(ch)) gsmUnits += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) {
    const perSegment = gsmUnits <= 160 ? 160 : 153;
    return {
      encoding: 'gsm',
      units: gsmUnits,
      segments: Math.max(1, Math.ceil(gsmUnits / perSegment)),
      perSegment,
    };
  }
  const units = text.length; // UTF-16 code units: what UCS-2 carries
  const perSegment = units <= 70 ? 70 : 67;
  return { encoding: 'ucs2', units, segments: Math.max(1, Math.ceil(units / perSegment)), perSegment };
}
