import { describe, it } from 'vitest';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import { questionnairesProjection } from '#projections/questionnaire/projection';
import { givenProjection, stored } from '../../helpers/gwt';

const history = stored('questionnaire-4', [
  {
    type: 'QuestionnaireOpened',
    data: {
      id: '4',
      source: 'light',
      lightQuestionnaireId: '12',
      contractorType: 'Employee',
      state: 'acceptedByALManager',
      info: {
        lastname: 'Фёдоров',
        firstname: 'Иван',
        secondname: 'Павлович',
        woPatronymic: false,
        dateBirth: '1995-06-17',
        phone: '79161234567',
        email: 'ivan@mail.ru',
      },
      vacancy: {
        IStoreId: '10412',
        storeName: 'Авиапарк',
        cityId: '1',
        cityName: 'Москва',
        positionId: '3',
        positionTitle: 'Продавец-консультант',
      },
    },
  },
  { type: 'QuestionnaireInfoEdited', data: { changes: { email: 'fedorov@mail.ru' } } },
  {
    type: 'QuestionnaireStateChanged',
    data: { action: 'reject', from: 'acceptedByALManager', to: 'rejected', reason: 'Не вышел на связь' },
  },
  { type: 'QuestionnaireCommented', data: { commentId: 'c1', text: 'Звонили дважды' } },
]);

describe('questionnaires projection', () => {
  it('keeps the card, filter fields, search text, state and comments', () => {
    givenProjection(questionnairesProjection)
      .given(history)
      .then(`${QUESTIONNAIRES.name}/4`, {
        id: '4',
        state: 'rejected',
        IStoreId: '10412',
        cityId: '1',
        positionId: '3',
        lightQuestionnaireId: '12',
        info: { email: 'fedorov@mail.ru', lastname: 'Фёдоров' },
        comments: [{ text: 'Звонили дважды' }],
        revision: 3,
      });
  });

  it('ignores other streams', () => {
    givenProjection(questionnairesProjection)
      .given(stored('position-1', [{ type: 'PositionRenamed', data: { title: 'Кассир' } }]))
      .then(`${QUESTIONNAIRES.name}/1`, null);
  });
});
