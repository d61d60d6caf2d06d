import type { QuestionnaireEvent } from '../../events/questionnaire/events';

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
