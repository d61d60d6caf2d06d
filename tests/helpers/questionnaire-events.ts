import type { QuestionnaireEvent } from '#events/questionnaire/events';
import type { LightQuestionnaireEvent } from '#server/features/questionnaire-light/questionnaire';

/** The candidate's data of the questionnaire the decider tests open. */
export const testInfo = {
  lastname: 'Иванова',
  firstname: 'Мария',
  secondname: 'Петровна',
  woPatronymic: false,
  dateBirth: '1995-04-12',
  phone: '79991234567',
  email: 'maria@example.com',
};

/** The store and position it applies to. */
export const testVacancy = {
  IStoreId: '10412',
  storeName: 'Авиапарк',
  cityId: '1',
  cityName: 'Москва',
  positionId: '3',
  positionTitle: 'Продавец-консультант',
};

/** Questionnaire 7, opened by staff in the state given. */
export const openedQuestionnaire = (state: 'new' | 'acceptedByALManager' = 'new'): QuestionnaireEvent => ({
  type: 'QuestionnaireOpened',
  data: { id: '7', source: 'staff', contractorType: 'Employee', state, info: testInfo, vacancy: testVacancy },
});

/** A light questionnaire's candidate data, as the public form sends it. */
export const testLightInfo = {
  surname: 'Иванова',
  firstName: 'Мария',
  patronymicName: 'Петровна',
  woPatronymic: false,
  citizen: 'Russia' as const,
  birthDate: '1995-04-12T00:00:00.000Z',
  phone: '79991234567',
  email: 'maria@example.com',
  addressFact: 'г. Москва, ул. Тверская, д. 1',
  subwayStation: 'Тверская',
};

/** The vacancy it applies to, as the light questionnaire keeps it. */
export const testLightVacancy = {
  id: 'v1',
  IStoreId: '10412',
  store: { name: 'Авиапарк', mall: 'Авиапарк', cityId: '1', cityName: 'Москва' },
  position: { id: '3', title: 'Продавец-консультант' },
};

/** Light questionnaire 12, as the candidate submitted it. */
export const submittedLightQuestionnaire = (): LightQuestionnaireEvent => ({
  type: 'QuestionnaireLightSubmitted',
  data: { id: '12', vacancy_id: 'v1', info: testLightInfo, vacancy: testLightVacancy },
});
