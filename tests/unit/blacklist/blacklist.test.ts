import { describe, expect, it } from 'vitest';
import type { BlacklistEvent, BlacklistPersonData } from '#events/blacklist/events';
import { isMatchable, matchesBlacklist } from '#events/blacklist/match';
import { NotFoundError, RuleViolation, ValidationError } from '#server/core/errors';
import { blacklistDecider } from '#server/features/blacklist/decider';
import { givenDecider } from '../../helpers/gwt';

const nobody: BlacklistPersonData = {
  lastname: '',
  firstname: '',
  secondname: '',
  dateBirth: '',
  passport: '',
  inn: '',
};
const candidate = { lastname: 'Чернов', firstname: 'Игорь', secondname: 'Павлович', dateBirth: '14.03.1990' };

describe('matching a candidate (passport, INN, or the full name with the birth date)', () => {
  it('by passport or INN whatever the name', () => {
    expect(
      matchesBlacklist({ ...nobody, passport: '4512345678' }, { ...candidate, passport: '4512345678' }),
    ).toBe(true);
    expect(matchesBlacklist({ ...nobody, inn: '500100732259' }, { ...candidate, inn: '500100732259' })).toBe(
      true,
    );
    expect(
      matchesBlacklist({ ...nobody, passport: '4512345678' }, { ...candidate, passport: '4512345679' }),
    ).toBe(false);
  });

  it('by the full name with the birth date (case, spaces and ё ignored), never by the name alone', () => {
    const entry = {
      ...nobody,
      lastname: 'ЧЕРНОВ',
      firstname: ' Игорь ',
      secondname: 'Павлович',
      dateBirth: '14.03.1990',
    };
    expect(matchesBlacklist(entry, candidate)).toBe(true);
    expect(matchesBlacklist({ ...entry, dateBirth: '15.03.1990' }, candidate)).toBe(false);
    expect(matchesBlacklist({ ...entry, dateBirth: '' }, candidate)).toBe(false);
    expect(matchesBlacklist({ ...entry, lastname: 'Семёнов' }, { ...candidate, lastname: 'Семенов' })).toBe(
      true,
    );
  });

  it('an entry needs something to match by', () => {
    expect(isMatchable(nobody)).toBe(false);
    expect(isMatchable({ ...nobody, lastname: 'Чернов', firstname: 'Игорь' })).toBe(false);
    expect(isMatchable({ ...nobody, inn: '500100732259' })).toBe(true);
  });
});

describe('a blacklist entry', () => {
  const person = { ...nobody, passport: '4512345678' };
  const added: BlacklistEvent = { type: 'BlacklistEntryAdded', data: { id: 'b1', person, reason: 'Кража' } };
  const given = givenDecider(blacklistDecider).given;

  it('is added with a reason; an entry nobody could be matched by is refused', () => {
    given([]).when({ type: 'AddToBlacklist', id: 'b1', person, reason: 'Кража' }).then([added]);
    given([])
      .when({ type: 'AddToBlacklist', id: 'b1', person: nobody, reason: 'Кража' })
      .thenThrows(ValidationError, 'Укажите паспорт, ИНН или ФИО с датой рождения');
  });

  it('is removed once, with a reason', () => {
    given([added])
      .when({ type: 'RemoveFromBlacklist', reason: 'Ошибка' })
      .then([{ type: 'BlacklistEntryRemoved', data: { id: 'b1', reason: 'Ошибка' } }]);
    given([added, { type: 'BlacklistEntryRemoved', data: { id: 'b1', reason: 'Ошибка' } }])
      .when({ type: 'RemoveFromBlacklist', reason: 'Ещё раз' })
      .thenThrows(RuleViolation);
    given([]).when({ type: 'RemoveFromBlacklist', reason: 'x' }).thenThrows(NotFoundError);
  });
});
