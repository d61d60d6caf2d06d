import { array, boolean, enums, object, string, type Describe } from 'superstruct';
import type { PersonalFieldsByType } from '../../core/personal';
import {
  EMPLOYMENT_HISTORY,
  MILITARY_DOCUMENTS,
  MILITARY_STATUSES,
  type Address,
  type EducationRecord,
  type Military,
  type Passport,
  type ProfilePersonal,
  type Relative,
} from './types';

/**
 * The profile is saved section by section (the form's sections), each an event on the questionnaire
 * with the whole section as saved: a save of one section never touches another, and two people
 * saving the same section are told of each other (the decider compares revisions). The shapes here
 * are permissive on purpose (the rules in rules.ts judge the input; stored events only have to be
 * well-formed, sealed placeholders included).
 */
const text = string;
const PersonalData: Describe<ProfilePersonal> = object({
  lastname: text(),
  firstname: text(),
  secondname: text(),
  woPatronymic: boolean(),
  sex: enums(['male', 'female', '']),
  citizenship: text(),
  email: text(),
  dateBirth: text(),
  phone: text(),
  aboutYourself: text(),
  hasEmploymentHistory: enums([...EMPLOYMENT_HISTORY, '']),
  inn: text(),
  snils: text(),
});
const PassportData: Describe<Passport> = object({
  placeBirth: text(),
  series: text(),
  number: text(),
  dateExtradition: text(),
  placeExtradition: text(),
  departmentNumber: text(),
});
const ADDRESS_FIELDS = [
  'postCode',
  'country',
  'region',
  'idByRegion',
  'city',
  'street',
  'house',
  'corps',
  'apartment',
  'streetCod',
  'regionCod',
] as const;
const AddressData: Describe<Address> = object({
  postCode: text(),
  country: text(),
  region: text(),
  idByRegion: text(),
  city: text(),
  street: text(),
  house: text(),
  corps: text(),
  apartment: text(),
  streetCod: text(),
  regionCod: text(),
});
const MilitaryData: Describe<Military> = object({
  status: enums([...MILITARY_STATUSES, '']),
  documentType: enums([...MILITARY_DOCUMENTS, '']),
  documentSeria: text(),
  documentNumber: text(),
  rank: text(),
  stockCategory: text(),
  profile: text(),
  profileCode: text(),
  medicineApprove: text(),
  liable: text(),
  office: text(),
  mobilizationDocumentExist: boolean(),
  militaryAccountingDateOut: text(),
  militaryCommandPartyNumber: text(),
});
const RelativeData: Describe<Relative> = object({
  relativeState: text(),
  birthDate: text(),
  lastName: text(),
  firstName: text(),
  patronymicName: text(),
});
const EducationData: Describe<EducationRecord> = object({
  educationType: text(),
  educationInstitution: text(),
  educationSpeciality: text(),
  educationQualification: text(),
  documentType: text(),
  documentSeria: text(),
  documentNumber: text(),
  documentIssuedDate: text(),
});

export const ProfileSectionData = {
  personal: PersonalData,
  passport: PassportData,
  addresses: object({
    registration: object({ ...AddressData.schema, dateRegistration: text() }),
    residential: AddressData,
    notsend: boolean(),
  }),
  military: MilitaryData,
  martial: object({ martialStatus: text(), martialStatusApprovedAt: text(), relatives: array(RelativeData) }),
  education: array(EducationData),
};
export const PROFILE_SECTIONS = [
  'personal',
  'passport',
  'addresses',
  'military',
  'martial',
  'education',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** One event type per section: its data is `{ [section]: the section }`. */
export const ProfileSectionEvents = {
  ProfilePersonalSaved: object({ personal: PersonalData }),
  ProfilePassportSaved: object({ passport: PassportData }),
  ProfileAddressesSaved: object({ addresses: ProfileSectionData.addresses }),
  ProfileMilitarySaved: object({ military: MilitaryData }),
  ProfileMartialSaved: object({ martial: ProfileSectionData.martial }),
  ProfileEducationSaved: object({ education: ProfileSectionData.education }),
};

export const SECTION_EVENT = {
  personal: 'ProfilePersonalSaved',
  passport: 'ProfilePassportSaved',
  addresses: 'ProfileAddressesSaved',
  military: 'ProfileMilitarySaved',
  martial: 'ProfileMartialSaved',
  education: 'ProfileEducationSaved',
} as const satisfies Record<ProfileSection, keyof typeof ProfileSectionEvents>;

const addressPaths = (prefix: string) => ADDRESS_FIELDS.map((field) => `${prefix}.${field}`);

/** What of the profile is the candidate's personal data: sealed in events, erasable. */
export const PROFILE_PERSONAL_FIELDS: PersonalFieldsByType = {
  ProfilePersonalSaved: {
    fields: [
      'lastname',
      'firstname',
      'secondname',
      'email',
      'dateBirth',
      'phone',
      'aboutYourself',
      'inn',
      'snils',
    ].map((field) => `personal.${field}`),
  },
  ProfilePassportSaved: {
    fields: ['placeBirth', 'series', 'number', 'dateExtradition', 'placeExtradition', 'departmentNumber'].map(
      (field) => `passport.${field}`,
    ),
  },
  ProfileAddressesSaved: {
    fields: [
      ...addressPaths('addresses.registration'),
      'addresses.registration.dateRegistration',
      ...addressPaths('addresses.residential'),
    ],
  },
  ProfileMilitarySaved: {
    fields: [
      'documentSeria',
      'documentNumber',
      'office',
      'militaryCommandPartyNumber',
      'militaryAccountingDateOut',
    ].map((field) => `military.${field}`),
  },
  ProfileMartialSaved: { fields: ['martial.martialStatusApprovedAt', 'martial.relatives'] },
  ProfileEducationSaved: { fields: ['education'] },
};

/** The section an event of ProfileSectionEvents saves. */
export const SECTION_OF_EVENT: Record<keyof typeof ProfileSectionEvents, ProfileSection> = {
  ProfilePersonalSaved: 'personal',
  ProfilePassportSaved: 'passport',
  ProfileAddressesSaved: 'addresses',
  ProfileMilitarySaved: 'military',
  ProfileMartialSaved: 'martial',
  ProfileEducationSaved: 'education',
};

export const PROFILE_SECTION_TITLES: Record<ProfileSection, string> = {
  personal: 'Личные данные',
  passport: 'Паспорт',
  addresses: 'Адреса',
  military: 'Воинский учёт',
  martial: 'Семейное положение',
  education: 'Образование',
};
