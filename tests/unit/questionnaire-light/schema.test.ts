import { validate, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  formatDateRu,
  formatPhoneInput,
  lightInfoSchema,
  maskPhone,
  normalizeName,
  normalizeNameInput,
  parseBirthDate,
} from '#events/questionnaire-light/events';
import {
  AcceptQuestionnaireInput,
  ConfirmPhoneInput,
  DeclineQuestionnaireInput,
  QuestionnaireIdInput,
  QuestionnaireListInput,
  RestoreQuestionnaireInput,
  SendSmsInput,
} from '#events/questionnaire-light/api';

const NOW = '2026-11-22T10:00:00.000Z';
const valid = {
  surname: 'Иванова',
  firstName: 'Мария',
  patronymicName: 'Петровна',
  woPatronymic: false,
  citizen: 'Russia',
  birthDate: '12.04.1995',
  phone: '+7 (999) 123-45-67',
  email: 'maria@example.com',
  addressFact: '',
  subwayStation: '',
};

/** Field path -> message of every failure, as the form shows them. */
function errors(value: unknown, options: { corporateDomain?: string } = {}): Record<string, string> {
  const [err] = validate(value, lightInfoSchema({ now: NOW, ...options }), { coerce: true });
  return Object.fromEntries((err?.failures() ?? []).map((f) => [f.path.join('.'), f.message]));
}
function parsed(value: unknown) {
  const [err, result] = validate(value, lightInfoSchema({ now: NOW }), { coerce: true });
  expect(err).toBeUndefined();
  return result!;
}

describe('light questionnaire form schema', () => {
  it('accepts a complete form and normalises it', () => {
    expect(parsed({ ...valid, surname: '  Иванова   Петрова ', firstName: 'Мария  Анна' })).toEqual({
      ...valid,
      surname: 'Иванова Петрова',
      firstName: 'Мария Анна',
      birthDate: '1995-04-12T00:00:00.000Z',
      phone: '79991234567',
    });
  });

  it("requires surname, first name, patronymic, citizenship, birth date and e-mail: 'Обязательное поле'", () => {
    expect(errors({})).toEqual({
      surname: 'Обязательное поле',
      firstName: 'Обязательное поле',
      patronymicName: 'Обязательное поле',
      citizen: 'Обязательное поле',
      birthDate: 'Обязательное поле',
      phone: 'Укажите номер телефона',
      email: 'Обязательное поле',
    });
    expect(errors({ ...valid, surname: '   ', firstName: '' })).toEqual({
      surname: 'Обязательное поле',
      firstName: 'Обязательное поле',
    });
  });

  it("'Нет отчества' makes the patronymic optional and clears it", () => {
    expect(errors({ ...valid, patronymicName: '' })).toEqual({ patronymicName: 'Обязательное поле' });
    expect(parsed({ ...valid, patronymicName: 'Петровна', woPatronymic: true }).patronymicName).toBe('');
    expect(parsed({ ...valid, patronymicName: '', woPatronymic: true }).woPatronymic).toBe(true);
  });

  it('birth date: dd.mm.yyyy, a real date, sent as UTC start of day', () => {
    expect(parsed({ ...valid, birthDate: '29.02.2000' }).birthDate).toBe('2000-02-29T00:00:00.000Z');
    expect(parsed({ ...valid, birthDate: '2000-02-29' }).birthDate).toBe('2000-02-29T00:00:00.000Z');
    expect(parsed({ ...valid, birthDate: '2000-02-29T00:00:00.000Z' }).birthDate).toBe(
      '2000-02-29T00:00:00.000Z',
    );
    for (const wrong of ['31.02.2000', '1.1.2000', '2000-02-29T21:00:00.000Z', 'вчера', '00.00.0000']) {
      expect(errors({ ...valid, birthDate: wrong })).toEqual({
        birthDate: 'Укажите дату в формате ДД.ММ.ГГГГ',
      });
    }
    expect(errors({ ...valid, birthDate: '01.01.1890' })).toEqual({
      birthDate: 'Дата рождения указана с ошибкой',
    });
  });

  it("candidates are at least 18 on the given day: 'Мы рассматриваем кандидатов от 18 лет'", () => {
    expect(errors({ ...valid, birthDate: '22.11.2008' })).toEqual({});
    expect(errors({ ...valid, birthDate: '23.11.2008' })).toEqual({
      birthDate: 'Мы рассматриваем кандидатов от 18 лет',
    });
    expect(errors({ ...valid, birthDate: '01.01.2030' })).toEqual({
      birthDate: 'Мы рассматриваем кандидатов от 18 лет',
    });
  });

  it("e-mail: valid and personal, else 'Необходимо указать личную почту кандидата'", () => {
    const message = { email: 'Необходимо указать личную почту кандидата' };
    for (const wrong of ['maria', 'maria@', 'maria@example', '@example.com', 'ma ria@example.com']) {
      expect(errors({ ...valid, email: wrong })).toEqual(message);
    }
    expect(errors({ ...valid, email: 'ivanova@company.ru' })).toEqual(message);
    expect(errors({ ...valid, email: 'ivanova@Shop.COMPANY.ru' })).toEqual(message);
    expect(errors({ ...valid, email: 'ivanova@notcompany.ru' })).toEqual({});
    expect(
      errors({ ...valid, email: 'ivanova@retail.example' }, { corporateDomain: 'retail.example' }),
    ).toEqual(message);
  });

  it('phone: +7 and 10 digits', () => {
    expect(errors({ ...valid, phone: '' })).toEqual({ phone: 'Укажите номер телефона' });
    expect(errors({ ...valid, phone: '+7' })).toEqual({ phone: 'Укажите номер телефона' });
    for (const wrong of ['+7 (999) 123-45', '89991234567', '799912345678', '+1 (999) 123-45-67']) {
      expect(errors({ ...valid, phone: wrong })).toEqual({ phone: 'Номер телефона указан с ошибкой' });
    }
  });

  it('citizenship: only Russian citizens can be employed', () => {
    const message = { citizen: 'Трудоустройство возможно только для граждан Российской Федерации' };
    expect(errors({ ...valid, citizen: 'Belorussia' })).toEqual(message);
    expect(errors({ ...valid, citizen: 'Kazachstan' })).toEqual(message);
    expect(errors({ ...valid, citizen: 'Ukraine' })).toEqual(message);
    expect(errors({ ...valid, citizen: '' })).toEqual({ citizen: 'Обязательное поле' });
  });

  it('limits lengths and refuses unknown fields', () => {
    expect(errors({ ...valid, addressFact: 'а'.repeat(301) })).toEqual({
      addressFact: 'Не более 300 символов',
    });
    expect(errors({ ...valid, subwayStation: 'а'.repeat(101) })).toEqual({
      subwayStation: 'Не более 100 символов',
    });
    expect(errors({ ...valid, surname: 'а'.repeat(101) })).toEqual({ surname: 'Не более 100 символов' });
    expect(Object.keys(errors({ ...valid, status: 'accepted' }))).toEqual(['status']);
  });
});

describe('helpers', () => {
  it('normalises names on input and on save', () => {
    expect(normalizeNameInput('  Анна  Мария ')).toBe('Анна Мария ');
    expect(normalizeName('  Анна  Мария ')).toBe('Анна Мария');
  });

  it('masks and formats phones', () => {
    expect(maskPhone('79991234534')).toBe('+7 *** ***-**-34');
    expect(formatPhoneInput('9991234567')).toBe('+7 (999) 123-45-67');
    expect(formatPhoneInput('89991234567')).toBe('+7 (999) 123-45-67');
    expect(formatPhoneInput('+7 (99')).toBe('+7 (99');
    expect(formatPhoneInput('')).toBe('');
  });

  it('lets Backspace erase the phone digit by digit (the mask never puts back a deleted separator)', () => {
    expect(formatPhoneInput('+7 (999) 1')).toBe('+7 (999) 1');
    // Backspace after '+7 (999) 1' leaves '+7 (999) ', then '+7 (999': each step shortens the number.
    expect(formatPhoneInput('+7 (999) ')).toBe('+7 (999');
    expect(formatPhoneInput('+7 (999')).toBe('+7 (999');
    expect(formatPhoneInput('+7 (99')).toBe('+7 (99');
    expect(formatPhoneInput('+7 (999) 123-')).toBe('+7 (999) 123');
    expect(formatPhoneInput('+7 (999) 123-45-')).toBe('+7 (999) 123-45');
  });

  it('parses and formats dates, computes ages', () => {
    expect(parseBirthDate('12.04.1995')).toBe('1995-04-12T00:00:00.000Z');
    expect(parseBirthDate('12.13.1995')).toBeNull();
    expect(formatDateRu('1995-04-12T00:00:00.000Z')).toBe('12.04.1995');
    expect(ageOn('2008-11-22T00:00:00.000Z', NOW)).toBe(18);
    expect(ageOn('2008-11-23T00:00:00.000Z', NOW)).toBe(17);
  });
});

describe('API inputs', () => {
  const check = <T>(struct: Struct<T, any>, value: unknown) => {
    const [err, result] = validate(value, struct, { coerce: true });
    return err ? err.failures()[0]?.message : result;
  };

  it('sendSMS and confirmPhoneBySMS', () => {
    expect(check(SendSmsInput, { phone: '+7 999 123 45 67' })).toEqual({ phone: '79991234567' });
    expect(check(SendSmsInput, { phone: '123' })).toBe('Номер телефона указан с ошибкой');
    expect(check(ConfirmPhoneInput, { phone: '79991234567', code: '12345' })).toBe('Введите 4 цифры из СМС');
    expect(check(ConfirmPhoneInput, { phone: '79991234567', code: '12a4' })).toBe('Введите 4 цифры из СМС');
    expect(check(ConfirmPhoneInput, { phone: '79991234567', code: '0042' })).toEqual({
      phone: '79991234567',
      code: '0042',
    });
  });

  it('decline needs a reason', () => {
    expect(check(DeclineQuestionnaireInput, { questionnaireId: '1', comment: ' ' })).toBe(
      'Укажите причину отказа',
    );
    expect(check(DeclineQuestionnaireInput, { questionnaireId: '1' })).toBe('Укажите причину отказа');
  });

  it('questionnaire ids may come as numbers (get by numeric id) or as digit strings', () => {
    expect(check(QuestionnaireIdInput, { id: 12 })).toEqual({ id: '12' });
    expect(check(QuestionnaireIdInput, { id: '12' })).toEqual({ id: '12' });
    expect(check(AcceptQuestionnaireInput, { questionnaireId: 7, comment: 'Звонить после 12' })).toEqual({
      questionnaireId: '7',
      comment: 'Звонить после 12',
    });
    expect(check(DeclineQuestionnaireInput, { questionnaireId: 7, comment: 'Нет' })).toMatchObject({
      questionnaireId: '7',
    });
    expect(check(RestoreQuestionnaireInput, { questionnaireId: 7 })).toEqual({ questionnaireId: '7' });
    expect(check(QuestionnaireListInput, { type: 'new', userId: 1006 })).toMatchObject({ userId: '1006' });
    expect(typeof check(QuestionnaireIdInput, { id: -1 })).toBe('string');
    expect(typeof check(QuestionnaireIdInput, { id: 1.5 })).toBe('string');
    expect(typeof check(QuestionnaireIdInput, { id: 'abc' })).toBe('string');
  });

  it('list: limit at most 50, default 5', () => {
    expect(check(QuestionnaireListInput, { type: 'new' })).toEqual({ type: 'new', offset: 0, limit: 5 });
    expect(check(QuestionnaireListInput, { type: 'new', limit: 51 })).toMatch(/less than or equal to 50/);
    expect(check(QuestionnaireListInput, { type: 'old' })).toMatch(/Expected one of/);
  });
});
