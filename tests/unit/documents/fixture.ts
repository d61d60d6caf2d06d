import type { HireDoc } from '#events/employment/events';
import type { QuestionnaireView } from '#events/questionnaire/view';
import { demoCompany } from '#server/features/documents/company';
import { documentDataOf, type DocumentData } from '#server/features/documents/data';

/** A questionnaire waiting for signatures, with its whole profile (the documents' candidate). */
export function fixtureQuestionnaire(overrides: Partial<QuestionnaireView> = {}): QuestionnaireView {
  const address = {
    postCode: '125167',
    country: 'Россия',
    region: 'Москва',
    idByRegion: '77',
    city: 'Москва',
    street: 'ул. Викторенко',
    house: '11',
    corps: '',
    apartment: '42',
    streetCod: '',
    regionCod: '',
  };
  return {
    id: '517',
    seq: 517,
    source: 'staff',
    contractorType: 'Employee',
    state: 'waitingSigningDocuments',
    previousState: null,
    rejectedReason: null,
    info: {
      lastname: 'Жуковский',
      firstname: 'Ярослав',
      secondname: 'Эдуардович',
      woPatronymic: false,
      sex: 'male',
      dateBirth: '1994-03-15',
      phone: '79161234567',
      email: 'zhukovsky@mail.ru',
    },
    vacancy: {
      IStoreId: '10412',
      storeName: 'Авиапарк',
      storeMall: 'Авиапарк',
      cityId: '1',
      cityName: 'Москва',
      positionId: '4',
      positionTitle: 'Продавец-кассир',
    },
    IStoreId: '10412',
    cityId: '1',
    positionId: '4',
    comments: [],
    profile: {
      personal: {
        lastname: 'Жуковский',
        firstname: 'Ярослав',
        secondname: 'Эдуардович',
        woPatronymic: false,
        sex: 'male',
        citizenship: 'Россия',
        email: 'zhukovsky@mail.ru',
        dateBirth: '15.03.1994',
        phone: '79161234567',
        aboutYourself: '',
        hasEmploymentHistory: 'Have',
        inn: '771234567897',
        snils: '112-233-445 95',
      },
      passport: {
        placeBirth: 'г. Тверь',
        series: '4514',
        number: '638291',
        dateExtradition: '20.03.2014',
        placeExtradition: 'ОВД района Аэропорт г. Москвы',
        departmentNumber: '770-045',
      },
      addresses: {
        registration: { ...address, dateRegistration: '01.04.2014' },
        residential: address,
        notsend: true,
      },
      military: {
        status: 'Military',
        documentType: 'VBilet',
        documentSeria: 'АК',
        documentNumber: '12345678',
        rank: 'Рядовой',
        stockCategory: '1',
        profile: 'Солдаты',
        profileCode: '100182',
        medicineApprove: 'А',
        liable: '',
        office: 'Военный комиссариат Хорошёвского района г. Москвы',
        mobilizationDocumentExist: false,
        militaryAccountingDateOut: '',
        militaryCommandPartyNumber: '',
      },
      martial: { martialStatus: 'Холост', martialStatusApprovedAt: '', relatives: [] },
      education: [
        {
          educationType: 'Среднее профессиональное',
          educationInstitution: 'Тверской торговый колледж',
          educationSpeciality: 'Коммерция',
          educationQualification: 'Менеджер по продажам',
          documentType: 'Диплом',
          documentSeria: '116924',
          documentNumber: '0345871',
          documentIssuedDate: '30.06.2013',
        },
      ],
    },
    lastChange: { kind: 'state', at: '2025-03-02T09:00:00.000Z', by: { userId: '1002', role: 'HR' } },
    createdAt: '2025-02-20T07:30:00.000Z',
    updatedAt: '2025-03-02T09:00:00.000Z',
    revision: 12,
    ...overrides,
  };
}

/** The hire (issue 26's read model `hires`): the employment form as 1C received it. */
export function fixtureHire(form: Partial<HireDoc['form']> = {}): HireDoc {
  return {
    id: '517',
    hireId: 'hire-517',
    IStoreId: '10412',
    positionTitle: 'Продавец-кассир',
    questionnaireState: 'waitingSigningDocuments',
    status: 'documentsReady',
    form: {
      registrationDate: '10.03.2025',
      isTermContract: '1',
      contractExpirationDate: '30.04.2025',
      parttimerHours: '80',
      payrollApplication: true,
      experienceDocument: [],
      experienceOriginals: true,
      salaryProject: {
        id: 'sber',
        ui: {
          salaryProjectName: 'ПАО Сбербанк',
          bic_cbrf: '044525225',
          account: '40817810938000012345',
          name: '',
        },
      },
      survey: { trafficSource: '1' },
      ...form,
    },
    requestedBy: { userId: '1002', name: 'Кадрова Елена' },
    requestedAt: '2025-03-03T08:15:00.000Z',
    attempts: 1,
    nextRetryAt: null,
    lastError: null,
    document: null,
    documents: [],
    drift: null,
    check: null,
    updatedAt: '2025-03-03T08:20:00.000Z',
    version: 3,
  };
}

export function fixtureData(
  q: Partial<QuestionnaireView> = {},
  form: Partial<HireDoc['form']> = {},
): DocumentData {
  return documentDataOf({
    questionnaire: fixtureQuestionnaire(q),
    hire: fixtureHire(form),
    store: {
      IStoreId: '10412',
      name: 'Авиапарк',
      param: { cityId: '1', fullAddress: 'г. Москва, Ходынский б-р, д. 4', mall: 'Авиапарк' },
    },
    director: { name: 'Петров Иван', position: 'Директор магазина' },
    company: demoCompany('Retail'),
    publicUrl: 'https://hiring.example.ru',
  });
}
