import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES as M } from '#events/questionnaire/profile/messages';
import { profileProblems } from '#events/questionnaire/profile/rules';
import type { Profile, ProfileContext } from '#events/questionnaire/profile/types';

const address = {
  postCode: '125009',
  country: 'Россия',
  region: 'Москва',
  idByRegion: '77',
  city: 'Москва',
  street: 'Тверская',
  house: '7',
  corps: '',
  apartment: '12',
  streetCod: '77000000000287700',
  regionCod: '77',
};
const valid = (): Profile => ({
  personal: {
    lastname: 'Иванова',
    firstname: 'Мария',
    secondname: 'Петровна',
    woPatronymic: false,
    sex: 'female',
    citizenship: 'Russia',
    email: 'maria.ivanova@mail.ru',
    dateBirth: '12.04.1995',
    phone: '79991234567',
    aboutYourself: '',
    hasEmploymentHistory: 'HaveEl',
    inn: '770812345678',
    snils: '123-456-789 01',
  },
  passport: {
    placeBirth: 'г. Москва',
    series: '4510',
    number: '123456',
    dateExtradition: '20.05.2015',
    placeExtradition: 'ОВД района Тверской г. Москвы',
    departmentNumber: '770-001',
  },
  addresses: {
    registration: { ...address, dateRegistration: '01.06.2015' },
    residential: { ...address },
    notsend: true,
  },
  military: {
    status: 'NonMilitary',
    documentType: '',
    documentSeria: '',
    documentNumber: '',
    rank: '',
    stockCategory: '',
    profile: '',
    profileCode: '',
    medicineApprove: '',
    liable: '',
    office: '',
    mobilizationDocumentExist: false,
    militaryAccountingDateOut: '',
    militaryCommandPartyNumber: '',
  },
  martial: { martialStatus: '', martialStatusApprovedAt: '', relatives: [] },
  education: [],
});
const ctx = (over: Partial<ProfileContext> = {}): ProfileContext => ({
  today: '24.11.2026',
  selfEmployed: false,
  productName: 'Магнит',
  corporateEmailDomain: 'company.ru',
  scans: { passport: 1, inn: 1, snils: 1 },
  isNewSubmit: true,
  scansChecked: true,
  ...over,
});
type Change = (p: Profile) => void;
const reserve: Change = (p) => {
  p.personal.sex = 'male';
  Object.assign(p.military, {
    status: 'Military',
    documentType: 'VBilet',
    documentSeria: 'АК',
    documentNumber: '12345678',
  });
  p.martial = {
    martialStatus: 'Холост',
    martialStatusApprovedAt: '',
    relatives: [
      {
        relativeState: 'Мать',
        birthDate: '01.02.1970',
        lastName: 'Иванова',
        firstName: 'Ольга',
        patronymicName: 'Ивановна',
      },
    ],
  };
};
const martialScan = { passport: 1, inn: 1, snils: 1, martial: 1 };

describe('the applicant profile rules (spec part 2, section 5)', () => {
  it('given a complete profile, then nothing is refused', () => {
    expect(profileProblems(valid(), ctx())).toEqual([]);
    const serving = valid();
    reserve(serving);
    expect(profileProblems(serving, ctx({ scans: martialScan }))).toEqual([]);
  });

  const cases: [string, Change, string, string, Partial<ProfileContext>?][] = [
    ['lastname required', (p) => (p.personal.lastname = ' '), 'personal.lastname', M.required],
    ['no Latin in names', (p) => (p.personal.firstname = 'Maria'), 'personal.firstname', M.latin],
    ['patronymic required', (p) => (p.personal.secondname = ''), 'personal.secondname', M.required],
    ['sex required', (p) => (p.personal.sex = ''), 'personal.sex', M.required],
    [
      'citizenship Russia only',
      (p) => (p.personal.citizenship = 'Kazachstan'),
      'personal.citizenship',
      'Трудоустройство в МагнитJob возможно только для граждан России',
    ],
    ['e-mail required', (p) => (p.personal.email = ''), 'personal.email', M.required],
    ['e-mail valid', (p) => (p.personal.email = 'maria@'), 'personal.email', M.email],
    ['personal e-mail', (p) => (p.personal.email = 'maria@company.ru'), 'personal.email', M.personalEmail],
    [
      '18 or older',
      (p) => ((p.personal.dateBirth = '25.11.2008'), (p.passport.dateExtradition = '01.12.2022')),
      'personal.dateBirth',
      M.underage,
    ],
    ['born from 1900', (p) => (p.personal.dateBirth = '31.12.1899'), 'personal.dateBirth', M.before1900],
    ['birth date format', (p) => (p.personal.dateBirth = '12/04/1995'), 'personal.dateBirth', M.dateFormat],
    [
      'about yourself up to 2048',
      (p) => (p.personal.aboutYourself = 'я'.repeat(2049)),
      'personal.aboutYourself',
      M.aboutYourself,
    ],
    [
      'employment history required',
      (p) => (p.personal.hasEmploymentHistory = ''),
      'personal.hasEmploymentHistory',
      M.required,
    ],
    [
      'INN 12 digits (short)',
      (p) => (p.personal.inn = '77081234567'),
      'personal.inn',
      'Должно быть минимум 12 цифр',
    ],
    [
      'INN 12 digits (long)',
      (p) => (p.personal.inn = '7708123456789'),
      'personal.inn',
      'Должно быть максимум 12 цифр',
    ],
    ['INN digits only', (p) => (p.personal.inn = '77081234567x'), 'personal.inn', M.digitsOnly],
    [
      'SNILS 11 digits',
      (p) => (p.personal.snils = '123-456-789 0'),
      'personal.snils',
      'Должно быть минимум 11 цифр',
    ],
    ['SNILS format', (p) => (p.personal.snils = '12345678901'), 'personal.snils', M.snilsFormat],
    [
      'passport series 4',
      (p) => (p.passport.series = '451'),
      'passport.series',
      'Должно быть минимум 4 цифры',
    ],
    [
      'passport number 6',
      (p) => (p.passport.number = '1234567'),
      'passport.number',
      'Должно быть максимум 6 цифр',
    ],
    [
      'department code NNN-NNN',
      (p) => (p.passport.departmentNumber = '770001'),
      'passport.departmentNumber',
      M.departmentFormat,
    ],
    [
      'issue date not in the future',
      (p) => (p.passport.dateExtradition = '25.11.2026'),
      'passport.dateExtradition',
      M.future,
    ],
    [
      'issued after the 20th birthday (age 31)',
      (p) => (p.passport.dateExtradition = '12.04.2011'),
      'passport.dateExtradition',
      M.passportCheck,
    ],
    ['place of birth required', (p) => (p.passport.placeBirth = ''), 'passport.placeBirth', M.required],
    [
      'issued by required',
      (p) => (p.passport.placeExtradition = ''),
      'passport.placeExtradition',
      M.required,
    ],
    [
      'address card filled',
      (p) => (p.addresses.registration.streetCod = ''),
      'addresses.registration',
      M.address,
    ],
    ['street', (p) => (p.addresses.registration.street = ''), 'addresses.registration.street', M.street],
    ['house', (p) => (p.addresses.registration.house = ''), 'addresses.registration.house', M.house],
    [
      'postcode 6',
      (p) => (p.addresses.registration.postCode = '12500'),
      'addresses.registration.postCode',
      'Должно быть минимум 6 цифр',
    ],
    [
      'registration date',
      (p) => (p.addresses.registration.dateRegistration = ''),
      'addresses.registration.dateRegistration',
      M.required,
    ],
    [
      'residence when not the same',
      (p) => ((p.addresses.notsend = false), (p.addresses.residential.house = '')),
      'addresses.residential.house',
      M.house,
    ],
    ['military status required', (p) => (p.military.status = ''), 'military.status', M.required],
    ['a man is never NonMilitary', (p) => (p.personal.sex = 'male'), 'military.status', M.militaryNotForMen],
    [
      'conscript has no military ticket',
      (p) => (reserve(p), (p.military.status = 'EngagementToArmy')),
      'military.documentType',
      M.conscriptNoTicket,
      { scans: martialScan },
    ],
    [
      'reservist has no registration certificate',
      (p) => (reserve(p), (p.military.documentType = 'Pripisnoe')),
      'military.documentType',
      M.reservistNoCertificate,
      { scans: martialScan },
    ],
    [
      'document seria 2',
      (p) => (reserve(p), (p.military.documentSeria = 'АКБ')),
      'military.documentSeria',
      M.documentSeria,
      { scans: martialScan },
    ],
    [
      'document number 8 digits',
      (p) => (reserve(p), (p.military.documentNumber = '1234')),
      'military.documentNumber',
      M.documentNumber,
      { scans: martialScan },
    ],
    [
      'martial status required',
      (p) => (reserve(p), (p.martial.martialStatus = '')),
      'martial.martialStatus',
      M.required,
      { scans: martialScan },
    ],
    [
      'approval date for a registered marriage',
      (p) => (reserve(p), (p.martial.martialStatus = 'Состоит в зарегистрированном браке')),
      'martial.martialStatusApprovedAt',
      M.required,
      { scans: martialScan },
    ],
    [
      'at least one relative',
      (p) => (reserve(p), (p.martial.relatives = [])),
      'martial.relatives',
      M.relativeRequired,
      { scans: martialScan },
    ],
    [
      'relative within 110 years',
      (p) => (reserve(p), (p.martial.relatives[0]!.birthDate = '01.01.1910')),
      'martial.relatives.0.birthDate',
      M.relativeBirthDate,
      { scans: martialScan },
    ],
    ['martial scans', reserve, 'scans.martial', M.scanRequired],
    [
      'education record complete',
      (p) => (
        reserve(p),
        p.education.push({
          educationType: 'Среднее профессиональное',
          educationInstitution: '',
          educationSpeciality: 'Товароведение',
          educationQualification: 'Товаровед',
          documentType: 'Диплом',
          documentSeria: '1177',
          documentNumber: '0012345',
          documentIssuedDate: '30.06.2015',
        })
      ),
      'education.0.educationInstitution',
      M.pleaseSpecify,
      { scans: martialScan },
    ],
    ['passport scan', () => undefined, 'scans.passport', M.scanRequired, { scans: { inn: 1, snils: 1 } }],
    [
      'SNILS scan for employees',
      () => undefined,
      'scans.snils',
      M.scanRequired,
      { scans: { passport: 1, inn: 1 } },
    ],
    [
      'scans checked on a new submit',
      () => undefined,
      'scans.checked',
      M.scansChecked,
      { scansChecked: false },
    ],
  ];
  it.each(cases)('%s', (_name, change, path, message, over) => {
    const profile = valid();
    change(profile);
    const problems = profileProblems(profile, ctx(over));
    expect(problems).toContainEqual({ path, message });
    // Only the field under test is refused.
    expect(problems.map((p) => p.path)).toEqual([path]);
  });

  it('given a self-employed applicant, then no SNILS, its scan or employment history is needed', () => {
    const profile = valid();
    profile.personal.snils = '';
    profile.personal.hasEmploymentHistory = '';
    expect(profileProblems(profile, ctx({ selfEmployed: true, scans: { passport: 1, inn: 1 } }))).toEqual([]);
  });

  it.each([
    ['19 years old: after the 14th birthday', '10.10.2007', '11.10.2021', true],
    ['19 years old: before the 14th birthday', '10.10.2007', '09.10.2021', false],
    ['44 years old: after the 20th birthday', '01.01.1982', '02.01.2002', true],
    ['45 years old: a passport from before the 45th birthday', '01.01.1980', '01.06.2000', false],
    ['45 years old: after the 45th birthday', '01.01.1980', '02.01.2025', true],
  ])('the passport by age, %s', (_name, birth, issued, ok) => {
    const profile = valid();
    profile.personal.dateBirth = birth;
    profile.passport.dateExtradition = issued;
    const problems = profileProblems(profile, ctx());
    expect(problems.some((p) => p.message === M.passportCheck)).toBe(!ok);
  });
});
