import { describe, it } from 'vitest';
import { QUESTIONNAIRES } from '#events/questionnaire/collections';
import type { QuestionnaireEvent } from '#events/questionnaire/events';
import type { ProfilePersonal } from '#events/questionnaire/profile/types';
import { questionnairesProjection } from '#projections/questionnaire/projection';
import { ConcurrencyError, RuleViolation } from '#server/core/errors';
import { questionnaireDecider } from '#server/features/questionnaire/decider';
import { givenDecider, givenProjection, stored } from '../../helpers/gwt';

/**
 * One copy of the candidate's personal data (issue 24, item 3): `info` and the profile's
 * 'Личные данные' always show one value; older histories with two different copies are merged by
 * the later event for each shared field.
 */
const info = {
  lastname: 'Соколова',
  firstname: 'Анна',
  secondname: 'Игоревна',
  woPatronymic: false,
  dateBirth: '1995-04-12',
  phone: '79991234567',
  email: 'anna@mail.ru',
};
const personal = (over: Partial<ProfilePersonal> = {}): ProfilePersonal => ({
  lastname: 'Соколова',
  firstname: 'Анна',
  secondname: 'Игоревна',
  woPatronymic: false,
  sex: 'female',
  citizenship: 'Russia',
  email: 'anna@mail.ru',
  dateBirth: '12.04.1995',
  phone: '79991234567',
  aboutYourself: '',
  hasEmploymentHistory: 'HaveEl',
  inn: '500100732259',
  snils: '112-233-445 95',
  ...over,
});
const opened: QuestionnaireEvent = {
  type: 'QuestionnaireOpened',
  data: {
    id: '6',
    source: 'staff',
    contractorType: 'Employee',
    state: 'new',
    info,
    vacancy: {
      IStoreId: '10412',
      storeName: 'Авиапарк',
      cityId: '1',
      cityName: 'Москва',
      positionId: '3',
      positionTitle: 'Продавец-консультант',
    },
  },
};
const infoEdited = (changes: Record<string, unknown>): QuestionnaireEvent => ({
  type: 'QuestionnaireInfoEdited',
  data: { changes },
});
const personalSaved = (over: Partial<ProfilePersonal> = {}): QuestionnaireEvent => ({
  type: 'ProfilePersonalSaved',
  data: { personal: personal(over) },
});
const ref = `${QUESTIONNAIRES.name}/6`;
const history = (events: QuestionnaireEvent[]) => stored('questionnaire-6', events);

describe('questionnaires projection: one copy of the personal data', () => {
  it('old events with two different e-mails: the later info edit wins in both places', () => {
    givenProjection(questionnairesProjection)
      .given(
        history([
          opened,
          personalSaved({ email: 'anna@yandex.ru' }),
          infoEdited({ email: 'anna@gmail.com' }),
        ]),
      )
      .then(ref, {
        info: { email: 'anna@gmail.com' },
        profile: { personal: { email: 'anna@gmail.com', inn: '500100732259' } },
      });
  });

  it('old events with two different e-mails: the later profile save wins in both places', () => {
    givenProjection(questionnairesProjection)
      .given(
        history([
          opened,
          infoEdited({ email: 'anna@gmail.com' }),
          personalSaved({ email: 'anna@yandex.ru' }),
        ]),
      )
      .then(ref, {
        info: { email: 'anna@yandex.ru' },
        profile: { personal: { email: 'anna@yandex.ru' } },
      });
  });

  it('each view keeps its date form for the same day; the name and phone reach the search', () => {
    const saved = personalSaved({ lastname: 'Петрова', phone: '79990001122', dateBirth: '02.01.1990' });
    givenProjection(questionnairesProjection)
      .given(history([opened, saved]))
      .then(ref, {
        info: { lastname: 'Петрова', phone: '79990001122', dateBirth: '1990-01-02', sex: 'female' },
        search: 'петрова анна игоревна 79990001122',
      });
    givenProjection(questionnairesProjection)
      .given(history([opened, saved, infoEdited({ dateBirth: '1991-03-04', woPatronymic: true })]))
      .then(ref, {
        info: { dateBirth: '1991-03-04', woPatronymic: true },
        profile: { personal: { dateBirth: '04.03.1991', woPatronymic: true, lastname: 'Петрова' } },
      });
  });

  it('the work places are recorded in info, named as the edit’s fields', () => {
    const jobs = [
      { organization: 'ООО Ромашка', period: ['01.02.2020', ''], position: 'Кассир', description: '' },
    ];
    const events = history([opened, infoEdited({ email: 'new@mail.ru', lastJobs: jobs })]);
    givenProjection(questionnairesProjection)
      .given(events)
      .then(ref, {
        info: { email: 'new@mail.ru', lastJobs: jobs },
        lastChange: { kind: 'edited', fields: ['email', 'lastJobs'] },
      });
  });
});

describe('questionnaire decider: one copy of the personal data', () => {
  const edit = (changes: Record<string, unknown>, seenRevision: number) => ({
    type: 'EditQuestionnaireInfo' as const,
    changes,
    seenRevision,
  });

  it("an info edit from a screen older than the profile's save of that field is refused, naming who", () => {
    givenDecider(questionnaireDecider)
      .given([opened, personalSaved({ email: 'anna@yandex.ru' })])
      .when(edit({ email: 'anna@gmail.com' }, 0))
      .thenThrows(ConcurrencyError, /изменил\(а\) поле «E-mail»/);
  });

  it('a field the profile save left as it was still goes through from the older screen', () => {
    givenDecider(questionnaireDecider)
      .given([opened, personalSaved({ email: 'anna@yandex.ru' })])
      .when(edit({ phone: '79990001122' }, 0))
      .then([infoEdited({ phone: '79990001122' })]);
  });

  it('the value the profile saved is the current one: setting it again records nothing', () => {
    givenDecider(questionnaireDecider)
      .given([opened, personalSaved({ email: 'anna@yandex.ru' })])
      .when(edit({ email: 'anna@yandex.ru' }, 1))
      .then([]);
  });

  it("a 'Личные данные' save from a screen older than an info edit is refused", () => {
    givenDecider(questionnaireDecider)
      .given([opened, infoEdited({ email: 'anna@gmail.com' })])
      .when({
        type: 'SaveProfileSections',
        seenRevision: 0,
        sections: [{ section: 'personal', data: personal() }],
      })
      .thenThrows(ConcurrencyError, /Личные данные/);
  });

  it('an edit of the work places alone does not make the personal section stale', () => {
    const jobs = [
      { organization: 'ООО Ромашка', period: ['01.02.2020', ''], position: 'Кассир', description: '' },
    ];
    givenDecider(questionnaireDecider)
      .given([opened, infoEdited({ lastJobs: jobs })])
      .when({
        type: 'SaveProfileSections',
        seenRevision: 0,
        sections: [{ section: 'personal', data: personal() }],
      })
      .then([personalSaved()]);
  });

  it('the personal data closes with the profile: no info edit once with the documents or 1C', () => {
    const employed: QuestionnaireEvent = {
      type: 'QuestionnaireStateChanged',
      data: { action: 'sign', from: 'waitingSigningDocuments', to: 'employed' },
    };
    givenDecider(questionnaireDecider)
      .given([opened, employed])
      .when(edit({ email: 'x@mail.ru' }, 1))
      .thenThrows(RuleViolation, /изменить её нельзя/);
  });
});
