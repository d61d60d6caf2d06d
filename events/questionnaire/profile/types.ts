/**
 * The applicant's extended profile (spec part 2, section 3): what employment stands on. Dates are
 * 'ДД.ММ.ГГГГ' as the form shows them. The same shapes travel from the form to the server, into the
 * questionnaire's events (personal fields sealed) and into the card.
 */
export const EMPLOYMENT_HISTORY = ['None', 'Have', 'HaveEl', 'Lose'] as const;
export type EmploymentHistory = (typeof EMPLOYMENT_HISTORY)[number];

export interface ProfilePersonal {
  lastname: string;
  firstname: string;
  secondname: string;
  woPatronymic: boolean;
  sex: 'male' | 'female' | '';
  citizenship: string;
  email: string;
  dateBirth: string;
  phone: string;
  aboutYourself: string;
  /** Required for employees; self-employed have none. */
  hasEmploymentHistory: EmploymentHistory | '';
  inn: string;
  /** 'NNN-NNN-NNN NN'; self-employed need none. */
  snils: string;
}

export interface Passport {
  placeBirth: string;
  series: string;
  number: string;
  dateExtradition: string;
  placeExtradition: string;
  /** 'NNN-NNN'. */
  departmentNumber: string;
}

export interface Address {
  postCode: string;
  country: string;
  region: string;
  idByRegion: string;
  city: string;
  street: string;
  house: string;
  corps: string;
  apartment: string;
  streetCod: string;
  regionCod: string;
}

export interface Addresses {
  registration: Address & { dateRegistration: string };
  residential: Address;
  /** Residence is the registration address. */
  notsend: boolean;
}

export const MILITARY_STATUSES = ['Military', 'NonMilitary', 'EngagementToArmy'] as const;
export type MilitaryStatus = (typeof MILITARY_STATUSES)[number];
export const MILITARY_STATUS_TITLES: Record<MilitaryStatus, string> = {
  Military: 'Военнообязанный',
  NonMilitary: 'Невоеннообязанный',
  EngagementToArmy: 'Призывник',
};
export const MILITARY_DOCUMENTS = ['VBilet', 'Pripisnoe', 'Spravka'] as const;
export type MilitaryDocument = (typeof MILITARY_DOCUMENTS)[number];

export interface Military {
  status: MilitaryStatus | '';
  documentType: MilitaryDocument | '';
  documentSeria: string;
  documentNumber: string;
  rank: string;
  stockCategory: string;
  profile: string;
  profileCode: string;
  medicineApprove: string;
  liable: string;
  office: string;
  mobilizationDocumentExist: boolean;
  militaryAccountingDateOut: string;
  militaryCommandPartyNumber: string;
}

export interface Relative {
  relativeState: string;
  birthDate: string;
  lastName: string;
  firstName: string;
  patronymicName: string;
}

export interface Martial {
  martialStatus: string;
  martialStatusApprovedAt: string;
  relatives: Relative[];
}

export interface EducationRecord {
  educationType: string;
  educationInstitution: string;
  educationSpeciality: string;
  educationQualification: string;
  documentType: string;
  documentSeria: string;
  documentNumber: string;
  documentIssuedDate: string;
}

/** Which scans are attached, by kind (the bytes are in the file store). */
export type ScanCounts = Partial<
  Record<'passport' | 'inn' | 'snils' | 'military' | 'martial' | 'education', number>
>;

export interface Profile {
  personal: ProfilePersonal;
  passport: Passport;
  addresses: Addresses;
  military: Military;
  martial: Martial;
  education: EducationRecord[];
}

/** What the rules need besides the profile. */
export interface ProfileContext {
  /** 'ДД.ММ.ГГГГ' of today (Moscow). */
  today: string;
  selfEmployed: boolean;
  /** The product's name in 'Трудоустройство в {product}Job…'. */
  productName: string;
  corporateEmailDomain: string;
  scans: ScanCounts;
  /** A new submit needs the 'scans checked' confirmation. */
  isNewSubmit: boolean;
  scansChecked: boolean;
}
