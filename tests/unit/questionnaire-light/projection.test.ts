import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '#events/core/envelope';
import { questionnaireEntity, questionnairesLightProjection } from '#projections/questionnaire-light';
import type { Stored } from '#projections/core/types';
import type { QuestionnaireLightDoc } from '#events/questionnaire-light/collections';
import { givenProjection } from '../../helpers/gwt';

const info = {
  surname: 'Иванова',
  firstName: 'Мария',
  patronymicName: 'Петровна',
  woPatronymic: false,
  citizen: 'Russia',
  birthDate: '1995-04-12T00:00:00.000Z',
  phone: '79991234567',
  email: 'maria@example.com',
  addressFact: '',
  subwayStation: '',
};
const vacancy = {
  id: 'v1',
  IStoreId: '10412',
  store: { name: 'Авиапарк', mall: 'Авиапарк', cityId: '1', cityName: 'Москва' },
  position: { id: '3', title: 'Продавец-консультант' },
};

let position = 0;
function event(
  streamId: string,
  revision: number,
  type: string,
  data: unknown,
  at = '2026-11-22T10:00:00.000Z',
): EventEnvelope {
  const actor = { userId: '1006', role: 'HR', name: 'Лёгкая Мария' };
  return {
    id: `e${++position}`,
    type,
    data,
    streamId,
    revision,
    position,
    meta: { actor, occurredAt: at, correlationId: 'c', causationId: 'c', schemaVersion: 1 },
  };
}
const q = (revision: number, type: string, data: unknown = {}, at?: string) =>
  event('questionnaireLight-12', revision, type, data, at);
const submitted = q(0, 'QuestionnaireLightSubmitted', { id: '12', vacancy_id: 'v1', info, vacancy });

describe('questionnairesLight projection', () => {
  it('projects a submission as a new questionnaire with filter fields', () => {
    givenProjection(questionnairesLightProjection)
      .given([submitted])
      .then('questionnairesLight/12', {
        id: '12',
        vacancy_id: 'v1',
        type: 'new',
        created_at: '2026-11-22T10:00:00.000Z',
        revision: 0,
        info: { ...info, emailConfirmed: false },
        action_data: null,
        vacancy,
        positionId: '3',
        cityId: '1',
        IStoreId: '10412',
        phone: '79991234567',
        seq: 12,
      });
  });

  it('records who accepted or declined, and when; restore clears it', () => {
    const accepted = q(1, 'QuestionnaireLightAccepted', { comment: 'Позвонить' }, '2026-11-23T09:00:00.000Z');
    givenProjection(questionnairesLightProjection)
      .given([submitted, accepted])
      .then('questionnairesLight/12', {
        type: 'accepted',
        revision: 1,
        action_data: {
          date: '2026-11-23T09:00:00.000Z',
          comment: 'Позвонить',
          by: { userId: '1006', name: 'Лёгкая Мария', role: 'HR' },
        },
      });
    const declined = q(1, 'QuestionnaireLightDeclined', { comment: 'Нет опыта' });
    givenProjection(questionnairesLightProjection)
      .given([submitted, declined])
      .then('questionnairesLight/12', { type: 'rejected', action_data: { comment: 'Нет опыта' } });
    givenProjection(questionnairesLightProjection)
      .given([submitted, declined, q(2, 'QuestionnaireLightRestored')])
      .then('questionnairesLight/12', { type: 'new', action_data: null, revision: 2 });
  });

  it('confirms the e-mail; an edit of the address needs confirming again', () => {
    const confirmed = q(1, 'QuestionnaireLightEmailConfirmed');
    givenProjection(questionnairesLightProjection)
      .given([submitted, confirmed])
      .then('questionnairesLight/12', { info: { emailConfirmed: true } });
    givenProjection(questionnairesLightProjection)
      .given([
        submitted,
        confirmed,
        q(2, 'QuestionnaireLightEdited', { info: { ...info, addressFact: 'Арбат' } }),
      ])
      .then('questionnairesLight/12', { info: { emailConfirmed: true, addressFact: 'Арбат' } });
    givenProjection(questionnairesLightProjection)
      .given([
        submitted,
        confirmed,
        q(2, 'QuestionnaireLightEdited', { info: { ...info, email: 'new@example.com' } }),
      ])
      .then('questionnairesLight/12', { info: { emailConfirmed: false, email: 'new@example.com' } });
  });

  it('never touches phone streams (codes and hashes are not projected)', () => {
    const phoneEvents = [
      event('phone-79991234567', 0, 'PhoneCodeSent', { phone: '79991234567', codeHash: 'x', expiresAt: 'y' }),
      event('phone-79991234567', 1, 'PhoneConfirmed', { phone: '79991234567' }),
    ];
    for (const e of phoneEvents) expect(questionnairesLightProjection.keysOf(e)).toEqual([]);
  });

  it('ignores events of other aggregates and changes to a missing document', () => {
    expect(questionnairesLightProjection.keysOf(event('position-1', 0, 'PositionCreated', {}))).toEqual([]);
    givenProjection(questionnairesLightProjection)
      .given([q(0, 'QuestionnaireLightAccepted', { comment: '' })])
      .then('questionnairesLight/12', null);
  });

  it('the API entity leaves filter fields behind', () => {
    const doc = questionnairesLightProjection.apply(null, submitted, {
      collection: 'questionnairesLight',
      id: '12',
    })!;
    // The runtime contract returns an untyped Doc; this one is the projection's QuestionnaireLightDoc.
    const typed = { ...doc, _id: '12' } as unknown as Stored<QuestionnaireLightDoc>;
    expect(Object.keys(questionnaireEntity(typed)).sort()).toEqual(
      ['action_data', 'created_at', 'id', 'info', 'revision', 'type', 'vacancy', 'vacancy_id'].sort(),
    );
  });
});
