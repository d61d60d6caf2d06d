import { object, string, validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { describeStructError } from '#events/core/messages';
import {
  NAME_CHARS_MESSAGE,
  PERSON_NAME_MESSAGES,
  personName,
  personNameProblem,
} from '#events/core/name-text';

describe('the one name rule (events/core/name-text)', () => {
  it.each(['Иванов', 'Иванов-Петров', "Д'Артаньян", 'Д’Артаньян', 'Мамед оглы', 'Ёлкин', 'Зое\u0308', ''])(
    'accepts %j',
    (value) => {
      expect(personNameProblem(value)).toBeNull();
    },
  );

  it.each([
    ['Smith', PERSON_NAME_MESSAGES.latin],
    ['Ивaнов (a Latin a)', PERSON_NAME_MESSAGES.latin],
    ['Иван2', PERSON_NAME_MESSAGES.chars],
    ['Иванов.', PERSON_NAME_MESSAGES.chars],
    ['Ива\u200Bнов', NAME_CHARS_MESSAGE],
    ['Иванов\u202Eвонави', NAME_CHARS_MESSAGE],
  ])('refuses %j', (value, message) => {
    expect(personNameProblem(value)).toBe(message);
  });

  it('as a superstruct field: NFC first, the message names the field', () => {
    const schema = object({ lastname: personName(string()) });
    const [err] = validate({ lastname: 'Smith' }, schema, { coerce: true });
    expect(err && describeStructError(err)).toBe('Поле «фамилия»: Латинские символы не допустимы');
    const [, value] = validate({ lastname: 'И\u0306ванов' }, schema, { coerce: true });
    expect(value?.lastname).toBe('Йванов');
  });
});
