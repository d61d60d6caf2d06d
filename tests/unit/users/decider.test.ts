import { describe, expect, it } from 'vitest';
import type { UserEvent } from '#events/users/events';
import { USER_MESSAGES } from '#events/users/rules';
import { NotFoundError, RuleViolation, ValidationError } from '#server/core/errors';
import { userDecider, type CreateUser } from '#server/features/users/decider';
import { usersProjection } from '#projections/users';
import { givenDecider, givenProjection, stored, testContext } from '../../helpers/gwt';

const { given } = givenDecider(userDecider);
const admin = testContext({ actor: { userId: '1001', role: 'Admin', name: 'Админова Анна' } });

const registration = {
  userId: '2001',
  login: 'petrov',
  passwordHash: '$2a$12$hash',
  scope: 'StoreDirector',
  surname: 'Петров',
  name: 'Иван',
  positionName: 'Директор магазина',
  storeId: '10412',
  storeName: 'Авиапарк',
  permissions: [],
};
const registered: UserEvent = { type: 'UserRegistered', data: registration };
const account = {
  scope: 'StoreDirector',
  surname: 'Петров',
  name: 'Иван',
  positionName: 'Директор магазина',
  storeId: '10412',
  storeName: 'Авиапарк',
  permissions: [],
  allowedStores: [],
  allowedRegions: [],
  phone: null,
};
const deactivated: UserEvent = { type: 'UserDeactivated', data: { reason: 'Уволен' } };

describe('creating a staff account (Admin)', () => {
  const create = (over: Partial<CreateUser> = {}): CreateUser => ({
    type: 'CreateUser',
    ...registration,
    ...over,
  });

  it('registers it once', () => {
    given([]).when(create(), admin).then([registered]);
    given([registered]).when(create(), admin).thenThrows(RuleViolation, 'уже существует');
  });

  it('needs a store for a store director, and lists only for the directors that use them', () => {
    given([])
      .when(create({ storeId: null, storeName: null }), admin)
      .thenThrows(ValidationError, USER_MESSAGES.storeRequired);
    given([])
      .when(create({ scope: 'HR', allowedStores: ['10234'] }), admin)
      .thenThrows(ValidationError, USER_MESSAGES.allowedStoresScope);
    given([])
      .when(create({ scope: 'UnitDirector', allowedRegions: ['77'] }), admin)
      .thenThrows(ValidationError, USER_MESSAGES.allowedRegionsScope);
    given([])
      .when(create({ scope: 'Superuser' }), admin)
      .thenThrows(ValidationError, 'Роль');
    given([])
      .when(create({ phone: '89161234567' }), admin)
      .thenThrows(ValidationError, USER_MESSAGES.phoneFormat);
  });
});

describe('editing an account', () => {
  it('records the whole account and what changed, with the actor', () => {
    const edit = {
      ...account,
      scope: 'RegionDirector',
      storeId: null,
      storeName: null,
      allowedRegions: ['77'],
    };
    given([registered])
      .when({ type: 'EditUser', account: edit }, admin)
      .then([
        {
          type: 'UserAccountEdited',
          data: { ...edit, changed: ['scope', 'storeId', 'storeName', 'allowedRegions'] },
        },
      ]);
  });

  it('writes nothing when nothing changed; refuses a missing account and one’s own role change', () => {
    given([registered]).when({ type: 'EditUser', account }, admin).then([]);
    given([]).when({ type: 'EditUser', account }, admin).thenThrows(NotFoundError, USER_MESSAGES.notFound);
    const self = testContext({ actor: { userId: '2001', role: 'StoreDirector' } });
    given([registered])
      .when({ type: 'EditUser', account: { ...account, scope: 'Admin' } }, self)
      .thenThrows(RuleViolation, USER_MESSAGES.selfScope);
    given([registered])
      .when({ type: 'EditUser', account: { ...account, storeId: null } }, admin)
      .thenThrows(ValidationError, USER_MESSAGES.storeRequired);
  });
});

describe('password reset, deactivation and reactivation', () => {
  it('resets the password with a hash only', () => {
    given([registered])
      .when({ type: 'ResetPassword', passwordHash: '$2a$12$new' }, admin)
      .then([{ type: 'UserPasswordReset', data: { passwordHash: '$2a$12$new' } }]);
    given([]).when({ type: 'ResetPassword', passwordHash: 'x' }, admin).thenThrows(NotFoundError);
  });

  it('deactivates an active account, never one’s own, never twice', () => {
    given([registered]).when({ type: 'DeactivateUser', reason: 'Уволен' }, admin).then([deactivated]);
    given([registered])
      .when({ type: 'DeactivateUser' }, admin)
      .then([{ type: 'UserDeactivated', data: {} }]);
    given([registered, deactivated])
      .when({ type: 'DeactivateUser' }, admin)
      .thenThrows(RuleViolation, USER_MESSAGES.alreadyInactive);
    const self = testContext({ actor: { userId: '2001', role: 'Admin' } });
    given([registered])
      .when({ type: 'DeactivateUser' }, self)
      .thenThrows(RuleViolation, USER_MESSAGES.selfDeactivate);
  });

  it('reactivates an inactive account only', () => {
    given([registered, deactivated])
      .when({ type: 'ReactivateUser' }, admin)
      .then([{ type: 'UserReactivated', data: {} }]);
    given([registered])
      .when({ type: 'ReactivateUser' }, admin)
      .thenThrows(RuleViolation, USER_MESSAGES.alreadyActive);
  });
});

describe('the users read model', () => {
  const history = stored('user-2001', [
    registered,
    { type: 'RefreshTokenRotated', data: { jti: 'j1', sessionId: 's1', expiresAt: '2026-12-01T00:00:00Z' } },
    deactivated,
  ] as UserEvent[]);

  it('keeps active, when and why it was switched off, and from which revision sign-ins are void', () => {
    givenProjection(usersProjection).given(history).then('users/2001', {
      active: false,
      deactivationReason: 'Уволен',
      deactivatedAt: '2026-11-22T10:00:00.000Z',
      signedOutRevision: 2,
      revision: 2,
    });
    const back = stored('user-2001', [
      registered,
      deactivated,
      { type: 'UserReactivated', data: {} },
      { type: 'UserPasswordReset', data: { passwordHash: 'h2' } },
    ] as UserEvent[]);
    givenProjection(usersProjection)
      .given(back)
      .then('users/2001', { active: true, passwordHash: 'h2', signedOutRevision: 3, revision: 3 });
  });

  it('drops the phone when an edit clears it', () => {
    const withPhone = { ...registered, data: { ...registration, phone: '79161234567' } } as UserEvent;
    const edited = { type: 'UserAccountEdited', data: { ...account, changed: ['phone'] } } as UserEvent;
    const [first, second] = stored('user-2001', [withPhone, edited]);
    const key = { collection: 'users', id: '2001' };
    const before = usersProjection.apply(null, first!, key);
    expect(before).toMatchObject({ phone: '79161234567' });
    expect(usersProjection.apply(before, second!, key)).not.toHaveProperty('phone');
  });
});
