import type { Address, EducationRecord, Military, Passport, ProfilePersonal, Relative } from './types';

/**
 * The longest text each profile field takes (characters). One table: the server's section inputs
 * (section-inputs.ts) refuse longer ones, the rules (rules.ts) show the same limit under the field.
 * Generous for real data (a 'кем выдан' of a long department name, a KLADR code), far below abuse.
 */
type TextFields<T> = { [K in keyof T as T[K] extends string ? K : never]: number };

export const PERSONAL_LIMITS: TextFields<ProfilePersonal> = {
  lastname: 100,
  firstname: 100,
  secondname: 100,
  sex: 10,
  citizenship: 50,
  email: 200,
  dateBirth: 10,
  phone: 20,
  aboutYourself: 2048,
  hasEmploymentHistory: 10,
  inn: 20,
  snils: 20,
};

export const PASSPORT_LIMITS: TextFields<Passport> = {
  placeBirth: 300,
  series: 10,
  number: 10,
  dateExtradition: 10,
  placeExtradition: 300,
  departmentNumber: 10,
};

export const ADDRESS_LIMITS: TextFields<Address> = {
  postCode: 10,
  country: 100,
  region: 200,
  idByRegion: 100,
  city: 200,
  street: 200,
  house: 50,
  corps: 50,
  apartment: 50,
  streetCod: 100,
  regionCod: 100,
};

export const MILITARY_LIMITS: TextFields<Military> = {
  status: 30,
  documentType: 30,
  documentSeria: 10,
  documentNumber: 20,
  rank: 100,
  stockCategory: 100,
  profile: 200,
  profileCode: 10,
  medicineApprove: 100,
  liable: 100,
  office: 300,
  militaryAccountingDateOut: 10,
  militaryCommandPartyNumber: 100,
};

export const RELATIVE_LIMITS: TextFields<Relative> = {
  relativeState: 100,
  birthDate: 10,
  lastName: 100,
  firstName: 100,
  patronymicName: 100,
};

export const EDUCATION_LIMITS: TextFields<EducationRecord> = {
  educationType: 200,
  educationInstitution: 300,
  educationSpeciality: 300,
  educationQualification: 300,
  documentType: 200,
  documentSeria: 20,
  documentNumber: 50,
  documentIssuedDate: 10,
};

export const MARTIAL_STATUS_LIMIT = 100;
export const MAX_RELATIVES = 30;
export const MAX_EDUCATION_RECORDS = 20;

/** 'Должно быть максимум 2048 символов': the spec's words for 'О себе', used for every field. */
export const tooLongMessage = (max: number) =>
  `Должно быть максимум ${max} ${max % 10 === 1 && max % 100 !== 11 ? 'символ' : [2, 3, 4].includes(max % 10) && ![12, 13, 14].includes(max % 100) ? 'символа' : 'символов'}`;
