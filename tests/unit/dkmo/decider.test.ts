import { describe, expect, it } from 'vitest';
import type { DkmoEmployee, DkmoEvent } from '#events/dkmo/events';
import { renewalReasons, sortEmployees } from '#events/dkmo/rules';
import { ConcurrencyError, ForbiddenError, NotFoundError, RuleViolation } from '#server/core/errors';
import { dkmoDecider, type DkmoCommand } from '#server/features/dkmo/decider';
import { givenDecider } from '../../helpers/gwt';

const director: DkmoEmployee = {
  id: 'u-1',
  fio: 'Петров Иван',
  login: 'director',
  position: 'Директор магазина',
};
const seller: DkmoEmployee = { id: 's-1', fio: 'Белова Анна', login: '', position: 'Продавец-кассир' };
const cashier: DkmoEmployee = { id: 's-2', fio: 'Гусев Артём', login: '', position: 'Кассир' };
const newcomer: DkmoEmployee = {
  id: 'q-9',
  fio: 'Семёнов Олег',
  login: '',
  position: 'Кассир',
  questionnaireId: '9',
};
const staff = [director, seller, cashier];
const sign = {
  pngDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
  strokes: [[{ x: 1, y: 2, time: 3, pressure: 0.5 }]],
};
const store = { IStoreId: '10412' };
const concluded: DkmoEvent = {
  type: 'DkmoConcluded',
  data: {
    ...store,
    agreement: 1,
    numberDkmo: '10412-1',
    concludedOn: '2025-01-15',
    leader: director,
    team: staff,
    renewalOf: null,
  },
};
const directorSigned: DkmoEvent = {
  type: 'DkmoDirectorSigned',
  data: { ...store, agreement: 1, employee: director, documentSha256: 'a'.repeat(64), sign },
};
const signCmd = (
  employeeId: string,
  over: Partial<Extract<DkmoCommand, { type: 'SignDkmo' }>> = {},
): DkmoCommand => ({
  type: 'SignDkmo',
  ...store,
  employeeId,
  staff: [...staff, newcomer],
  login: 'director',
  today: '2025-03-10',
  documentSha256: (joining) => (joining ? 'c'.repeat(64) : 'b'.repeat(64)),
  sign,
  ...over,
});
const conclude = (login = 'director', team = staff): DkmoCommand => ({
  type: 'ConcludeDkmo',
  ...store,
  numberDkmo: '10412-2',
  concludedOn: '2025-06-01',
  staff: team,
  login,
});
const left = (employee: DkmoEmployee, leftOn: string): DkmoEvent => ({
  type: 'DkmoMemberLeft',
  data: { ...store, agreement: 1, employee, leftOn },
});
const gwt = givenDecider(dkmoDecider);

describe('DKMO decider', () => {
  it('concludes a blank with the staff as the team; only the store’s director may', () => {
    gwt
      .given([])
      .when(conclude())
      .then([
        { ...concluded, data: { ...concluded.data, numberDkmo: '10412-2', concludedOn: '2025-06-01' } },
      ]);
    gwt.given([]).when(conclude('someone')).thenThrows(ForbiddenError, 'Отсутствует директор');
  });

  it('the director signs first, with their own login; that concludes it', () => {
    gwt
      .given([concluded])
      .when(signCmd('s-1'))
      .thenThrows(RuleViolation, 'Первым ДКМО подписывает директор магазина');
    gwt
      .given([concluded])
      .when(signCmd('u-1', { login: 'kuznetsova' }))
      .thenThrows(ForbiddenError, 'Отсутствует директор');
    gwt
      .given([concluded])
      .when(signCmd('u-1'))
      .then([
        {
          type: 'DkmoDirectorSigned',
          data: { ...store, agreement: 1, employee: director, documentSha256: 'b'.repeat(64), sign },
        },
      ]);
  });

  it('a member signs once, bound to the hash shown; the second signature is a 409 naming who signed', () => {
    gwt
      .given([concluded, directorSigned])
      .when(signCmd('s-1'))
      .then([
        {
          type: 'DkmoMemberSigned',
          data: { ...store, agreement: 1, employee: seller, documentSha256: 'b'.repeat(64), sign },
        },
      ]);
    const memberSigned: DkmoEvent = {
      type: 'DkmoMemberSigned',
      data: { ...store, agreement: 1, employee: seller, documentSha256: 'b'.repeat(64), sign },
    };
    gwt
      .given([concluded, directorSigned, memberSigned])
      .when(signCmd('s-1'))
      .thenThrows(ConcurrencyError, /ДКМО уже подписан: Белова Анна/);
    gwt
      .given([concluded, directorSigned])
      .when(signCmd('s-1', { shownSha256: 'f'.repeat(64) }))
      .thenThrows(ConcurrencyError, /Текст ДКМО изменился/);
  });

  it('nothing to sign before it is concluded; an unknown employee is 404; a leaver does not sign', () => {
    gwt
      .given([])
      .when(signCmd('s-1'))
      .thenThrows(RuleViolation, /ДКМО не создан/);
    gwt.given([concluded, directorSigned]).when(signCmd('nobody')).thenThrows(NotFoundError);
    gwt
      .given([concluded, directorSigned, left(seller, '2025-02-01')])
      .when(signCmd('s-1'))
      .thenThrows(RuleViolation, /выбыл/);
  });

  it('a newcomer joins the concluded team with the joining date, then signs the agreement with their line', () => {
    gwt
      .given([concluded, directorSigned])
      .when(signCmd('q-9'))
      .then([
        {
          type: 'DkmoMemberJoined',
          data: { ...store, agreement: 1, employee: newcomer, joinedOn: '2025-03-10' },
        },
        {
          type: 'DkmoMemberSigned',
          data: { ...store, agreement: 1, employee: newcomer, documentSha256: 'c'.repeat(64), sign },
        },
      ]);
  });

  it('a leaver’s line gets the leaving date (once)', () => {
    const leave: DkmoCommand = {
      type: 'RecordDkmoLeaver',
      ...store,
      employeeId: 's-2',
      leftOn: '2025-04-01',
    };
    gwt
      .given([concluded, directorSigned])
      .when(leave)
      .then([left(cashier, '2025-04-01')]);
    gwt
      .given([concluded, directorSigned, left(cashier, '2025-04-01')])
      .when(leave)
      .then([]);
  });

  it('concluding again changes nothing while the agreement holds; a new one when more than half left or the leader changed', () => {
    gwt.given([concluded, directorSigned]).when(conclude()).then([]);
    gwt.given([concluded]).when(conclude()).then([]);
    const halfGone = [concluded, directorSigned, left(seller, '2025-04-01'), left(cashier, '2025-04-02')];
    const [event] = dkmoDecider.decide(
      conclude(),
      halfGone.reduce(dkmoDecider.evolve, dkmoDecider.initialState()),
      {} as never,
    );
    expect(event).toMatchObject({
      type: 'DkmoConcluded',
      data: { agreement: 2, renewalOf: ['Из коллектива выбыло больше половины его первоначального состава'] },
    });
    const newDirector: DkmoEmployee = {
      id: 'u-7',
      fio: 'Соколова Марина',
      login: 'sokolova',
      position: 'Директор магазина',
    };
    const [renewed] = dkmoDecider.decide(
      conclude('sokolova', [newDirector, seller, cashier]),
      [concluded, directorSigned].reduce(dkmoDecider.evolve, dkmoDecider.initialState()),
      {} as never,
    );
    expect(renewed).toMatchObject({
      data: {
        agreement: 2,
        leader: newDirector,
        renewalOf: ['Сменился руководитель коллектива (директор магазина)'],
      },
    });
  });
});

describe('DKMO rules', () => {
  it('groups employees as the spec orders them, then by full name', () => {
    const list = [
      { fio: 'Яковлев', position: 'Кладовщик' },
      { fio: 'Борисова', position: 'Продавец-парттаймер' },
      { fio: 'Борисов', position: 'Продавец-кассир' },
      { fio: 'Абрамова', position: 'Кассир' },
      { fio: 'Ветров', position: 'Администратор магазина' },
      { fio: 'Жуков', position: 'Директор магазина' },
    ];
    expect(sortEmployees(list).map((e) => e.fio)).toEqual([
      'Жуков',
      'Ветров',
      'Абрамова',
      'Борисов',
      'Борисова',
      'Яковлев',
    ]);
  });

  it('exactly half of the original team gone still holds; the leader leaving does not', () => {
    const members = [
      { id: 'a', original: true, leftOn: '2025-01-01' },
      { id: 'b', original: true, leftOn: null },
      { id: 'c', original: false, leftOn: '2025-01-01' },
    ];
    expect(renewalReasons({ leader: { id: 'b' }, director: {}, members }, 'b')).toEqual([]);
    expect(renewalReasons({ leader: { id: 'a' }, director: {}, members }, null)).toEqual(['leaderChanged']);
    expect(renewalReasons({ leader: { id: 'b' }, director: null, members }, 'z')).toEqual([]);
  });
});
