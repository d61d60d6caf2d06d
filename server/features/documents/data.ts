import type { HireDoc } from '#events/employment/events';
import type { ParttimeHours } from '#events/employment/form';
import type { QuestionnaireView } from '#events/questionnaire/view';
import type {
  Addresses,
  EducationRecord,
  EmploymentHistory,
  Martial,
  Military,
  Passport,
} from '#events/questionnaire/profile/types';
import type { Store } from '#events/core/stores';
import type { CompanyRequisites } from './company';

/**
 * Everything a document is made of, and nothing else: two equal DocumentData give byte-identical
 * PDFs. Built by `documentDataOf` from the questionnaire (info and profile), its vacancy and store,
 * the hire's employment form (HireDoc, issue 26) when there is one, and the company's requisites.
 * Missing values stay '' and print as blank lines to fill by hand.
 */
export interface DocumentData {
  questionnaireId: string;
  /** The documents' date and the PDFs' creation time: the hire's request (else the questionnaire's opening). */
  issuedAt: string;
  /** The number the forms carry (order, contract, card): the questionnaire's. */
  number: string;
  company: CompanyRequisites;
  store: { IStoreId: string; name: string; city: string; address: string };
  position: { id: string; title: string };
  /** The store's director: the employer's representative on the store's documents. */
  director: { name: string; position: string } | null;
  candidate: {
    lastname: string;
    firstname: string;
    secondname: string;
    sex: 'male' | 'female' | '';
    dateBirth: string;
    phone: string;
    email: string;
    citizenship: string;
    inn: string;
    snils: string;
    employmentHistory: EmploymentHistory | '';
    passport: Passport | null;
    addresses: Addresses | null;
    military: Military | null;
    martial: Martial | null;
    education: EducationRecord[];
  };
  employment: {
    /** False before the hire's form exists (issue 26): the contract's terms print as choices to mark. */
    fromHire: boolean;
    /** 'ДД.ММ.ГГГГ', '' without a hire. */
    startDate: string;
    termContract: boolean;
    endDate: string;
    parttimeHours: ParttimeHours | null;
    payrollApplication: boolean;
    bank: { name: string; bic: string; account: string } | null;
  };
  /** The store's team on the collective agreement (the DKMO screen fills it; the hire's set: the newcomer). */
  team?: TeamMember[];
  /** Where the QR code of a signed document leads (the product's public address). */
  verifyBaseUrl: string;
}

/** A member of the store's collective (brigade) on the DKMO: who, since when, until when. */
export interface TeamMember {
  fio: string;
  position: string;
  /** 'ДД.ММ.ГГГГ'. */
  joinedAt: string;
  leftAt?: string;
  /** The signature role of the member's line ('candidate' for the newcomer, else 'team:{n}'). */
  role?: string;
}

export interface DocumentSources {
  questionnaire: QuestionnaireView;
  hire: HireDoc | null;
  store: Store | undefined;
  director: { name: string; position: string } | null;
  company: CompanyRequisites;
  publicUrl: string;
}

/** The document data of a questionnaire: pure, so the same sources always give the same documents. */
export function documentDataOf(src: DocumentSources): DocumentData {
  const { questionnaire: q, hire } = src;
  const profile = q.profile ?? {};
  const personal = profile.personal;
  const form = hire?.form;
  const bank = form?.salaryProject;
  return {
    questionnaireId: q.id,
    issuedAt: hire?.requestedAt ?? q.createdAt,
    number: q.id,
    company: src.company,
    store: {
      IStoreId: q.vacancy.IStoreId,
      name: q.vacancy.storeMall ? `ТЦ ${q.vacancy.storeMall}, ${q.vacancy.storeName}` : q.vacancy.storeName,
      city: q.vacancy.cityName,
      address: src.store?.param.fullAddress ?? '',
    },
    position: { id: q.vacancy.positionId, title: hire?.positionTitle ?? q.vacancy.positionTitle },
    director: src.director,
    candidate: {
      lastname: personal?.lastname || q.info.lastname,
      firstname: personal?.firstname || q.info.firstname,
      secondname: personal?.woPatronymic ? '' : personal?.secondname || q.info.secondname,
      sex: personal?.sex || q.info.sex || '',
      dateBirth: personal?.dateBirth || q.info.dateBirth,
      phone: personal?.phone || q.info.phone,
      email: personal?.email || q.info.email,
      citizenship: personal?.citizenship ?? '',
      inn: personal?.inn ?? '',
      snils: personal?.snils ?? '',
      employmentHistory: personal?.hasEmploymentHistory ?? '',
      passport: profile.passport ?? null,
      addresses: profile.addresses ?? null,
      military: profile.military ?? null,
      martial: profile.martial ?? null,
      education: profile.education ?? [],
    },
    employment: {
      fromHire: Boolean(form),
      startDate: form?.registrationDate ?? '',
      termContract: form?.isTermContract === '1',
      endDate: form?.isTermContract === '1' ? (form.contractExpirationDate ?? '') : '',
      parttimeHours: form?.parttimerHours ?? null,
      payrollApplication: form?.payrollApplication ?? false,
      bank: bank
        ? { name: bank.ui.name || bank.ui.salaryProjectName, bic: bank.ui.bic_cbrf, account: bank.ui.account }
        : null,
    },
    verifyBaseUrl: src.publicUrl,
  };
}

/** The store's own agreement (the DKMO screen): no candidate, the team in its lines. */
export interface StoreAgreementSources {
  store: Store;
  city: string;
  /** The agreement's number (printed as '{number}-КМО' in the order) and when it was concluded. */
  number: string;
  concludedAt: string;
  director: { name: string; position: string } | null;
  team: TeamMember[];
  company: CompanyRequisites;
  publicUrl: string;
}

/**
 * DocumentData for the store's collective agreement, for generateDocument('dkmo', …) and
 * renderSigned('dkmo', …) on the DKMO screen: the members sign on their lines (roles 'team:{n}',
 * or a member's own `role`), the director as the team's leader ('director').
 */
export function storeAgreementData(src: StoreAgreementSources): DocumentData {
  return {
    questionnaireId: '',
    issuedAt: src.concludedAt,
    number: src.number,
    company: src.company,
    store: {
      IStoreId: src.store.IStoreId,
      name: src.store.param.mall ? `ТЦ ${src.store.param.mall}, ${src.store.name}` : src.store.name,
      city: src.city,
      address: src.store.param.fullAddress,
    },
    position: { id: '', title: '' },
    director: src.director,
    candidate: {
      lastname: '',
      firstname: '',
      secondname: '',
      sex: '',
      dateBirth: '',
      phone: '',
      email: '',
      citizenship: '',
      inn: '',
      snils: '',
      employmentHistory: '',
      passport: null,
      addresses: null,
      military: null,
      martial: null,
      education: [],
    },
    employment: {
      fromHire: false,
      startDate: '',
      termContract: false,
      endDate: '',
      parttimeHours: null,
      payrollApplication: false,
      bank: null,
    },
    team: src.team,
    verifyBaseUrl: src.publicUrl,
  };
}
