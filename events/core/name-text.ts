import { coerce, refine, string, type Struct } from 'superstruct';

/**
 * Names (candidates' surname, first name and patronymic, staff names, position titles) are shown in
 * lists, exports and messages: characters that hide text, break lines or turn it around
 * ('Иванов\u202Eвонави') would make one name look like another. Shared by the server and the forms.
 */

/** C0 and C1 controls (tab and line breaks too), DEL, zero-width characters and the BOM. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_INVISIBLE = /[\u0000-\u001F\u007F-\u009F\u200B-\u200D\u2060\uFEFF]/;
/** Bidi embeddings, overrides and isolates. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/** Half of a surrogate pair without the other half: not text at all. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const NAME_CHARS_MESSAGE = 'Уберите невидимые, управляющие символы и символы смены направления текста';

/** True when the text has none of the refused characters. */
export function isSafeNameText(value: string): boolean {
  return !CONTROL_OR_INVISIBLE.test(value) && !BIDI_CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/** NFC, so that 'й' typed as и + ◌̆ and 'й' are one name (and one search hit), as stored. */
export function nfc(value: string): string {
  return value.normalize('NFC');
}

/**
 * `struct` (a string schema) for a name: strings are NFC-normalised first (before `struct`'s own
 * coercions), then refused when they hold a control, zero-width or bidi character or a lone surrogate.
 */
export function safeName<T extends string>(struct: Struct<T, null>): Struct<T, null> {
  const checked = refine(struct, 'nameChars', (value) => isSafeNameText(value) || NAME_CHARS_MESSAGE);
  return coerce(checked, string(), nfc);
}

/** The spec's texts (part 2, section 5: 'only Cyrillic, hyphen, apostrophe, space kept'). */
export const PERSON_NAME_MESSAGES = {
  latin: 'Латинские символы не допустимы',
  chars: 'Допустимы только русские буквы, дефис, апостроф и пробел',
} as const;

const LATIN = /[A-Za-z]/;
/** Cyrillic letters, hyphen, apostrophes (typed ' or ’) and spaces. */
const PERSON_NAME = /^[\p{Script=Cyrillic}\-'’ ]*$/u;

/**
 * The one rule of a person's surname, name or patronymic (candidates in both parts, relatives, the
 * blacklist's people): null when acceptable, else the Russian message. Hidden characters first (their
 * message says what to remove), then Latin letters (the spec's message), then anything else.
 */
export function personNameProblem(value: string): string | null {
  if (!isSafeNameText(value)) return NAME_CHARS_MESSAGE;
  if (LATIN.test(value)) return PERSON_NAME_MESSAGES.latin;
  if (!PERSON_NAME.test(value.normalize('NFC'))) return PERSON_NAME_MESSAGES.chars;
  return null;
}

/** `struct` (a string schema with its length and blank rules) for a person's name: NFC, then the name rule. */
export function personName<T extends string>(struct: Struct<T, null>): Struct<T, null> {
  const checked = refine(struct, 'personName', (value) => personNameProblem(value) ?? true);
  return coerce(checked, string(), nfc);
}
