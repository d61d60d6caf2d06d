import { array, boolean, enums, object, refine, size, string, type Describe } from 'superstruct';
import { personName } from '../../core/name-text';
import { calendarDate } from '../../core/validators';
import {
  ADDRESS_LIMITS,
  EDUCATION_LIMITS,
  MARTIAL_STATUS_LIMIT,
  MAX_EDUCATION_RECORDS,
  MAX_RELATIVES,
  MILITARY_LIMITS,
  PASSPORT_LIMITS,
  PERSONAL_LIMITS,
  RELATIVE_LIMITS,
  tooLongMessage,
} from './limits';
import {
  EMPLOYMENT_HISTORY,
  MILITARY_DOCUMENTS,
  MILITARY_STATUSES,
  type Address,
  type EducationRecord,
  type Martial,
  type Military,
  type Passport,
  type ProfilePersonal,
  type Relative,
} from './types';

/**
 * What a profile save accepts, section by section (the stored events' shapes in events.ts stay
 * permissive: sealed placeholders are long). Every text has its length limit (limits.ts), every
 * name the one name rule, every date the one date type in the spec's 'ДД.ММ.ГГГГ' (or empty: the
 * rules say which are required and the bounds, with the form's messages). A failure is a 400 naming
 * the field ('Поле «фамилия»: Латинские символы не допустимы').
 */
const upTo = (max: number) =>
  refine(string(), 'length', (value) => value.length <= max || tooLongMessage(max));
const name = (max: number) => personName(upTo(max));
const day = calendarDate({ format: 'ru', allowEmpty: true });

export const PersonalInput: Describe<ProfilePersonal> = object({
  lastname: name(PERSONAL_LIMITS.lastname),
  firstname: name(PERSONAL_LIMITS.firstname),
  secondname: name(PERSONAL_LIMITS.secondname),
  woPatronymic: boolean(),
  sex: enums(['male', 'female', '']),
  citizenship: upTo(PERSONAL_LIMITS.citizenship),
  email: upTo(PERSONAL_LIMITS.email),
  dateBirth: day,
  phone: upTo(PERSONAL_LIMITS.phone),
  aboutYourself: upTo(PERSONAL_LIMITS.aboutYourself),
  hasEmploymentHistory: enums([...EMPLOYMENT_HISTORY, '']),
  inn: upTo(PERSONAL_LIMITS.inn),
  snils: upTo(PERSONAL_LIMITS.snils),
});

export const PassportInput: Describe<Passport> = object({
  placeBirth: upTo(PASSPORT_LIMITS.placeBirth),
  series: upTo(PASSPORT_LIMITS.series),
  number: upTo(PASSPORT_LIMITS.number),
  dateExtradition: day,
  placeExtradition: upTo(PASSPORT_LIMITS.placeExtradition),
  departmentNumber: upTo(PASSPORT_LIMITS.departmentNumber),
});

const addressSchema = {
  postCode: upTo(ADDRESS_LIMITS.postCode),
  country: upTo(ADDRESS_LIMITS.country),
  region: upTo(ADDRESS_LIMITS.region),
  idByRegion: upTo(ADDRESS_LIMITS.idByRegion),
  city: upTo(ADDRESS_LIMITS.city),
  street: upTo(ADDRESS_LIMITS.street),
  house: upTo(ADDRESS_LIMITS.house),
  corps: upTo(ADDRESS_LIMITS.corps),
  apartment: upTo(ADDRESS_LIMITS.apartment),
  streetCod: upTo(ADDRESS_LIMITS.streetCod),
  regionCod: upTo(ADDRESS_LIMITS.regionCod),
};
const AddressInput: Describe<Address> = object(addressSchema);

export const AddressesInput = object({
  registration: object({ ...addressSchema, dateRegistration: day }),
  residential: AddressInput,
  notsend: boolean(),
});

export const MilitaryInput: Describe<Military> = object({
  status: enums([...MILITARY_STATUSES, '']),
  documentType: enums([...MILITARY_DOCUMENTS, '']),
  documentSeria: upTo(MILITARY_LIMITS.documentSeria),
  documentNumber: upTo(MILITARY_LIMITS.documentNumber),
  rank: upTo(MILITARY_LIMITS.rank),
  stockCategory: upTo(MILITARY_LIMITS.stockCategory),
  profile: upTo(MILITARY_LIMITS.profile),
  profileCode: upTo(MILITARY_LIMITS.profileCode),
  medicineApprove: upTo(MILITARY_LIMITS.medicineApprove),
  liable: upTo(MILITARY_LIMITS.liable),
  office: upTo(MILITARY_LIMITS.office),
  mobilizationDocumentExist: boolean(),
  militaryAccountingDateOut: day,
  militaryCommandPartyNumber: upTo(MILITARY_LIMITS.militaryCommandPartyNumber),
});

const RelativeInput: Describe<Relative> = object({
  relativeState: upTo(RELATIVE_LIMITS.relativeState),
  birthDate: day,
  lastName: name(RELATIVE_LIMITS.lastName),
  firstName: name(RELATIVE_LIMITS.firstName),
  patronymicName: name(RELATIVE_LIMITS.patronymicName),
});

export const MartialInput: Describe<Martial> = object({
  martialStatus: upTo(MARTIAL_STATUS_LIMIT),
  martialStatusApprovedAt: day,
  relatives: size(array(RelativeInput), 0, MAX_RELATIVES),
});

const EducationInput: Describe<EducationRecord> = object({
  educationType: upTo(EDUCATION_LIMITS.educationType),
  educationInstitution: upTo(EDUCATION_LIMITS.educationInstitution),
  educationSpeciality: upTo(EDUCATION_LIMITS.educationSpeciality),
  educationQualification: upTo(EDUCATION_LIMITS.educationQualification),
  documentType: upTo(EDUCATION_LIMITS.documentType),
  documentSeria: upTo(EDUCATION_LIMITS.documentSeria),
  documentNumber: upTo(EDUCATION_LIMITS.documentNumber),
  documentIssuedDate: day,
});

/** One struct per section, as PUT …/profile/{section} and the whole-profile call take them. */
export const ProfileSectionInput = {
  personal: PersonalInput,
  passport: PassportInput,
  addresses: AddressesInput,
  military: MilitaryInput,
  martial: MartialInput,
  education: size(array(EducationInput), 0, MAX_EDUCATION_RECORDS),
};
