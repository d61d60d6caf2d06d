import { describe, expect, it } from 'vitest';
import {
  canSeeStore,
  storeAccessOf,
  storeListPermissions,
  type StoreAccess,
  type StoreAccessSubject,
} from '#events/core/store-access';
import type { Store } from '#events/core/stores';
import { givenDecider } from '../helpers/gwt';
import { userDecider } from '#server/features/users/decider';
import { claimsOf } from '#server/auth/sessions';

/** A small catalogue: two Moscow stores (region 77), one St Petersburg (78), one without a region. */
const STORES: Pick<Store, 'IStoreId' | 'param'>[] = [
  { IStoreId: '10234', param: { cityId: '1', fullAddress: '', regionAreaId: '77' } },
  { IStoreId: '10412', param: { cityId: '1', fullAddress: '', regionAreaId: '77' } },
  { IStoreId: '20118', param: { cityId: '2', fullAddress: '', regionAreaId: '78' } },
  { IStoreId: '90001', param: { cityId: '9', fullAddress: '' } },
];

const stores = (...storeIds: string[]): StoreAccess => ({ all: false, storeIds });

describe('which stores a user may see', () => {
  // given a user (the access token claims), when the rule is asked, then these stores
  it.each<[string, StoreAccessSubject, StoreAccess]>([
    ['Admin: every store', { scope: 'Admin' }, { all: true }],
    ['HR: every store', { scope: 'HR', storeId: '10234' }, { all: true }],
    ['StoreDirector: their own store', { scope: 'StoreDirector', storeId: '10412' }, stores('10412')],
    [
      'StoreDirector: the IStoreId claim of older tokens',
      { scope: 'StoreDirector', storeId: null, IStoreId: '10412' },
      stores('10412'),
    ],
    ['StoreDirector without a store: none', { scope: 'StoreDirector', storeId: null }, stores()],
    [
      'StoreDirector: lists are not theirs to use',
      { scope: 'StoreDirector', storeId: '10412', allowedStores: ['20118'], allowedRegions: ['78'] },
      stores('10412'),
    ],
    [
      'UnitDirector: AllowedStoresList',
      { scope: 'UnitDirector', storeId: null, allowedStores: ['10412', '10234'] },
      stores('10234', '10412'),
    ],
    [
      'UnitDirector: regions are not theirs to use',
      { scope: 'UnitDirector', allowedStores: ['10234'], allowedRegions: ['78'] },
      stores('10234'),
    ],
    [
      'UnitDirector: their own store joins the list',
      { scope: 'UnitDirector', storeId: '20118', allowedStores: ['10234'] },
      stores('10234', '20118'),
    ],
    ['UnitDirector without a list: none', { scope: 'UnitDirector', storeId: null }, stores()],
    [
      'RegionDirector: every store of AllowedRegionsList',
      { scope: 'RegionDirector', allowedRegions: ['77'] },
      stores('10234', '10412'),
    ],
    [
      'RegionDirector: regions plus AllowedStoresList, without repeats',
      { scope: 'RegionDirector', allowedRegions: ['78'], allowedStores: ['10234', '20118'] },
      stores('10234', '20118'),
    ],
    [
      'RegionDirector: a region without stores gives none',
      { scope: 'RegionDirector', allowedRegions: ['54'] },
      stores(),
    ],
    ['RegionDirector without lists: none', { scope: 'RegionDirector' }, stores()],
    ['an unknown scope: its own store only', { scope: 'Seller', storeId: '10234' }, stores('10234')],
    ['an unknown scope without a store: none', { scope: 'Seller' }, stores()],
  ])('%s', (_name, user, expected) => {
    expect(storeAccessOf(user, STORES)).toEqual(expected);
  });

  it('answers per store', () => {
    const access = storeAccessOf({ scope: 'UnitDirector', allowedStores: ['10234'] }, STORES);
    expect(canSeeStore(access, '10234')).toBe(true);
    expect(canSeeStore(access, '10412')).toBe(false);
    expect(canSeeStore(access, '')).toBe(false);
    expect(canSeeStore(access, null)).toBe(false);
    expect(canSeeStore({ all: true }, '99999')).toBe(true);
  });

  it('names the permissions the lists stand for', () => {
    expect(storeListPermissions({})).toEqual([]);
    expect(storeListPermissions({ allowedStores: [], allowedRegions: [] })).toEqual([]);
    expect(storeListPermissions({ allowedStores: ['1'], allowedRegions: ['77'] })).toEqual([
      'AllowedRegionsList',
      'AllowedStoresList',
    ]);
  });
});

describe('user registration carries the store lists', () => {
  const command = {
    type: 'RegisterUser' as const,
    userId: '2001',
    login: 'unit',
    passwordHash: 'hash',
    scope: 'UnitDirector',
    surname: 'Смирнова',
    name: 'Ольга',
    positionName: 'Директор подразделения',
    storeId: null,
    storeName: null,
    permissions: [],
  };

  it('records AllowedStoresList and AllowedRegionsList in UserRegistered', () => {
    const { type: _t, ...data } = command;
    givenDecider(userDecider)
      .given([])
      .when({ ...command, allowedStores: ['10234'], allowedRegions: ['77'] })
      .then([
        { type: 'UserRegistered', data: { ...data, allowedStores: ['10234'], allowedRegions: ['77'] } },
      ]);
  });

  it('keeps registering users without lists as before', () => {
    const { type: _t, ...data } = command;
    givenDecider(userDecider)
      .given([])
      .when(command)
      .then([{ type: 'UserRegistered', data }]);
  });
});

describe('the access token carries the lists', () => {
  const user = {
    _id: '1004',
    login: 'unitdirector',
    passwordHash: 'hash',
    scope: 'UnitDirector',
    surname: 'Смирнова',
    name: 'Ольга',
    positionName: 'Директор подразделения',
    storeId: null,
    storeName: null,
    permissions: ['MANAGE_QUESTIONNAIRE_AL'],
  };

  it('adds the lists and their permission names, keeping the other permissions', () => {
    const claims = claimsOf({ ...user, allowedStores: ['10234'], allowedRegions: ['77'] });
    expect(claims).toMatchObject({ allowedStores: ['10234'], allowedRegions: ['77'] });
    expect(claims.permissions).toEqual([
      'MANAGE_QUESTIONNAIRE_AL',
      'AllowedRegionsList',
      'AllowedStoresList',
    ]);
  });

  it('gives a user registered before the lists existed the claims of old', () => {
    const claims = claimsOf(user);
    expect(claims).not.toHaveProperty('allowedStores');
    expect(claims).not.toHaveProperty('allowedRegions');
    expect(claims.permissions).toEqual(['MANAGE_QUESTIONNAIRE_AL']);
  });
});
