import { describe, expect, it } from 'vitest';
import { object, size, string, trimmed, validate, type Struct } from 'superstruct';
import { describeStructError } from '#events/core/messages';
import { DictionaryAddInput } from '#events/dictionaries/events';

const messageOf = <T, S>(struct: Struct<T, S>, value: unknown) => {
  const [err] = validate(value, struct, { coerce: true });
  return err && describeStructError(err);
};

/** Issue 24, item 7: a blank required text reads as required, not as a wrong length. */
describe('a blank required text', () => {
  it("a dictionary entry's empty or blank title is 'обязательно'", () => {
    expect(messageOf(DictionaryAddInput, { title: '' })).toBe('Поле «название» обязательно');
    expect(messageOf(DictionaryAddInput, { title: '   ' })).toBe('Поле «название» обязательно');
  });

  it('a text that is there but too long still says the length', () => {
    expect(messageOf(DictionaryAddInput, { title: 'я'.repeat(201) })).toBe(
      'Поле «название»: недопустимая длина',
    );
    const short = object({ title: size(trimmed(string()), 3, 10) });
    expect(messageOf(short, { title: 'ab' })).toBe('Поле «название»: недопустимая длина');
  });
});
