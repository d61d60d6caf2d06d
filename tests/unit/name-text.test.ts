import { create, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { PositionInput } from '#events/positions/events';
import { isSafeNameText, NAME_CHARS_MESSAGE, nfc } from '#events/core/name-text';
import { lightInfoSchema } from '#events/questionnaire-light/inputs';

const REFUSED: [string, string][] = [
  ['NUL', 'Ива\u0000нов'],
  ['tab', 'Ива\tнов'],
  ['line feed', 'Ива\nнов'],
  ['DEL', 'Ива\u007Fнов'],
  ['C1 control', 'Ива\u0085нов'],
  ['zero-width space', 'Ива\u200Bнов'],
  ['zero-width non-joiner', 'Ива\u200Cнов'],
  ['zero-width joiner', 'Ива\u200Dнов'],
  ['word joiner', 'Ива\u2060нов'],
  ['BOM', '\uFEFFИванов'],
  ['left-to-right embedding', 'Ива\u202Aнов'],
  ['right-to-left override', 'Иванов\u202Eвонави'],
  ['left-to-right isolate', 'Ива\u2066нов'],
  ['pop directional isolate', 'Ива\u2069нов'],
  ['lone high surrogate', 'Иванов\uD83D'],
  ['lone low surrogate', '\uDE00Иванов'],
];

describe('name characters', () => {
  it.each(REFUSED)('refuses a %s', (_, value) => {
    expect(isSafeNameText(value)).toBe(false);
  });

  it.each([
    ['Cyrillic with ё and a hyphen', 'Салтыкова-Щедрина Алёна'],
    ['an apostrophe', "Д'Артаньян"],
    ['a surrogate pair (emoji)', 'Иванов 😀'],
    ['no-break space', 'Иван\u00A0Иванов'],
  ])('accepts %s', (_, value) => {
    expect(isSafeNameText(value)).toBe(true);
  });

  it('NFC joins a base letter and its combining mark', () => {
    expect(nfc('И\u0306')).toBe('Й');
  });
});

describe('name fields of the input schemas', () => {
  const schema = lightInfoSchema({ now: '2026-06-01T00:00:00.000Z' });
  const info = (over: Record<string, unknown>) => ({
    surname: 'Иванова',
    firstName: 'Мария',
    patronymicName: 'Петровна',
    citizen: 'Russia',
    birthDate: '12.04.1995',
    phone: '79990000001',
    email: 'maria@example.com',
    ...over,
  });

  it('stores the light form names NFC-normalised', () => {
    const value = create(info({ surname: 'Кови\u0306 ', firstName: 'Зое\u0308' }), schema);
    expect(value.surname).toBe('Ковй');
    expect(value.firstName).toBe('Зоё');
  });

  it.each(['surname', 'firstName', 'patronymicName'])(
    'refuses a bidi override in %s with the field and the message',
    (field) => {
      const [err] = validate(info({ [field]: 'Мар\u202Eия' }), schema, { coerce: true });
      expect(err?.failures()[0]).toMatchObject({ path: [field], message: NAME_CHARS_MESSAGE });
    },
  );

  it('keeps the name rules with woPatronymic: the cleared patronymic passes', () => {
    const [err] = validate(info({ patronymicName: 'x\u200B', woPatronymic: true }), schema, { coerce: true });
    expect(err).toBeUndefined();
  });

  it('position titles: NFC and no control characters', () => {
    const row = { title: 'Кассир', use_to_search_candidate: true, show_on_vacancies_feed: false };
    expect(create({ ...row, title: ' Зое\u0308 ' }, PositionInput).title).toBe('Зоё');
    const [err] = validate({ ...row, title: 'Кас\u200Dсир' }, PositionInput, { coerce: true });
    expect(err?.failures()[0]).toMatchObject({ path: ['title'], message: NAME_CHARS_MESSAGE });
  });
});
