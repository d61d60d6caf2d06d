import { validate, type Struct } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { describeStructError } from '#events/core/messages';
import { PROFILE_MESSAGES as M } from '#events/questionnaire/profile/messages';
import { profileProblems } from '#events/questionnaire/profile/rules';
import { ProfileSectionInput } from '#events/questionnaire/profile/section-inputs';
import { emptyProfile } from '#events/questionnaire/profile/empty';
import type { Profile, ProfileContext } from '#events/questionnaire/profile/types';

/** Issue 23 item 3 in the profile: length limits, the one name rule and the spec's date format. */
const info = {
  lastname: 'Иванова',
  firstname: 'Мария',
  secondname: 'Петровна',
  woPatronymic: false,
  dateBirth: '1995-04-12',
  phone: '79991234567',
  email: 'maria@mail.ru',
};
const ctx: ProfileContext = {
  today: '24.11.2026',
  selfEmployed: false,
  productName: 'Магнит',
  corporateEmailDomain: 'company.ru',
  scans: {},
  isNewSubmit: false,
  scansChecked: true,
};
const profile = (): Profile => {
  const p = emptyProfile({ info });
  p.passport = {
    placeBirth: 'г. Москва',
    series: '4510',
    number: '123456',
    dateExtradition: '20.05.2015',
    placeExtradition: 'ОВД района Тверской г. Москвы',
    departmentNumber: '770-001',
  };
  return p;
};
const problemAt = (p: Profile, path: string) => profileProblems(p, ctx).find((x) => x.path === path)?.message;
const inputFailure = (section: keyof typeof ProfileSectionInput, data: unknown) => {
  const struct = ProfileSectionInput[section] as Struct<unknown, unknown>;
  const [err] = validate(data, struct, { coerce: true });
  return err && describeStructError(err);
};

describe('the profile: lengths, names and dates', () => {
  it("reads a staff-created questionnaire's ISO birth date as the profile's ДД.ММ.ГГГГ", () => {
    expect(profile().personal.dateBirth).toBe('12.04.1995');
  });

  it('a 45,000-character surname: refused by the input naming the field, and by the rules for the form', () => {
    const p = profile();
    p.personal.lastname = 'я'.repeat(45_000);
    expect(inputFailure('personal', p.personal)).toBe('Поле «фамилия»: Должно быть максимум 100 символов');
    expect(problemAt(p, 'personal.lastname')).toBe('Должно быть максимум 100 символов');
  });

  it('a relative named in Latin letters, or with digits', () => {
    const p = profile();
    const relative = {
      relativeState: 'Мать',
      birthDate: '01.01.1970',
      lastName: 'Smith',
      firstName: 'Анна',
      patronymicName: 'Ивановна',
    };
    p.martial = { martialStatus: 'Не замужем', martialStatusApprovedAt: '', relatives: [relative] };
    expect(inputFailure('martial', p.martial)).toMatch(/фамилия.*Латинские символы не допустимы/);
    p.martial.relatives[0]!.lastName = 'Иванова2';
    expect(inputFailure('martial', p.martial)).toMatch(/фамилия.*только русские буквы/);
  });

  it("the passport's issue date only in the spec's ДД.ММ.ГГГГ, a real day", () => {
    const p = profile();
    p.passport.dateExtradition = '2015-05-20';
    expect(inputFailure('passport', p.passport)).toMatch(/дата выдачи паспорта.*ДД\.ММ\.ГГГГ/);
    expect(problemAt(p, 'passport.dateExtradition')).toBe(M.dateFormat);
    p.passport.dateExtradition = '31.02.2015';
    expect(inputFailure('passport', p.passport)).toMatch(/нет в календаре/);
    p.passport.dateExtradition = '20.05.2015';
    expect(inputFailure('passport', p.passport)).toBeUndefined();
    expect(problemAt(p, 'passport.dateExtradition')).toBeUndefined();
  });

  it('a birth date over 100 years ago is a typo; 2030 is in the future', () => {
    const p = profile();
    p.personal.dateBirth = '01.01.1910';
    expect(problemAt(p, 'personal.dateBirth')).toBe('Дата рождения указана с ошибкой');
    p.personal.dateBirth = '01.01.2030';
    expect(problemAt(p, 'personal.dateBirth')).toBe(M.future);
  });
});
