import { describe, expect, it } from 'vitest';
import { AREAS, canAccess, type Area } from '#events/core/access';
import { isAuditor, readsLikeAdmin, roleTitle, ROLE_IDS } from '#events/core/roles';
import { canSeeStore, storeAccessOf } from '#events/core/store-access';
import { maskQuestionnaire, questionnaireFor, seesWholeIdentity } from '#events/questionnaire/masking';
import { mayEmploy, seesWholeHire } from '#events/employment/access';
import { pathPattern } from '#server/http/middleware/read-only';
import { readOnlyPosts } from '#server/core/registry';
import { DEMO_USERS } from '#server/demo/reference';
import type { AccessClaims } from '#server/auth/tokens';
import { canJoin, ownStoreDocCheck } from '#server/access/rooms';
import { parseRoom } from '#server/realtime/rooms';

/** The auditor as the demo seeds it: no store, no permission, not on the settings list. */
const auditor = { userId: '1007', scope: 'Auditor', permissions: [] };
const config = { settingsUserIds: ['1001', '1002'] };

describe('the auditor role (issue 28, item 5)', () => {
  it('is a staff role with a Russian title, and a demo user auditor / demo', () => {
    expect(ROLE_IDS).toContain('Auditor');
    expect(roleTitle('Auditor')).toBe('Аудитор');
    expect(DEMO_USERS.find((u) => u.login === 'auditor')).toMatchObject({ scope: 'Auditor', userId: '1007' });
    expect(isAuditor('Auditor')).toBe(true);
    expect(isAuditor('Admin')).toBe(false);
  });

  it("opens every area but the staff accounts, without the areas' permission or user list", () => {
    const open = (Object.keys(AREAS) as Area[]).filter((area) => canAccess(area, auditor, config));
    expect(open.sort()).toEqual((Object.keys(AREAS) as Area[]).filter((a) => a !== 'staff').sort());
    // The permission and the user list still close the areas to others.
    const hr = { userId: '1999', scope: 'HR', permissions: [] };
    expect(canAccess('questionnaireLight', hr, config)).toBe(false);
    expect(canAccess('settings', hr, config)).toBe(false);
  });

  it('sees every store, and reads lists as Admin does', () => {
    const access = storeAccessOf(auditor, []);
    expect(access).toEqual({ all: true });
    expect(canSeeStore(access, '10412')).toBe(true);
    expect(readsLikeAdmin('Auditor')).toBe(true);
    expect(readsLikeAdmin('HR')).toBe(false);
  });

  it('sees identity numbers and the hire whole, as HR does, but employs nobody', () => {
    const doc = { id: '1', profile: { passport: { series: '4519', number: '123456' } } } as never;
    expect(seesWholeIdentity('Auditor')).toBe(true);
    expect(questionnaireFor('Auditor', doc)).toBe(doc);
    expect(questionnaireFor('UnitDirector', doc)).toEqual(maskQuestionnaire(doc));
    expect(seesWholeHire('Auditor')).toBe(true);
    expect(mayEmploy('Auditor')).toBe(false);
  });
});

describe('the read-only middleware: which POSTs only read', () => {
  it('matches a router path whole, each parameter one segment', () => {
    const card = pathPattern('/get-questionnaire/:id');
    expect(card.test('/get-questionnaire/12')).toBe(true);
    expect(card.test('/get-questionnaire')).toBe(false);
    expect(card.test('/get-questionnaire/12/state')).toBe(false);
    expect(pathPattern('/dictionaries/:dictionary').test('/dictionaries/institutions/add')).toBe(false);
    expect(pathPattern('/list-positions').test('/list-positionsX')).toBe(false);
  });

  it("declares the features' read POSTs, and no command among them", () => {
    const reads = readOnlyPosts();
    expect(reads).toEqual(expect.arrayContaining(['/get-questionnaire/:id', '/questionnaire/find', '/ping']));
    for (const command of ['/save-positions', '/questionnaire/walk-in', '/blacklist/add', '/dkmo/sign'])
      expect(
        reads.some((read) => pathPattern(read).test(command)),
        command,
      ).toBe(false);
  });
});

describe('live rooms: the auditor watches every record and store, unmasked', () => {
  const claims: AccessClaims = {
    type: 'jwt',
    scope: 'Auditor',
    userId: '1007',
    surname: 'Ревизорова',
    name: 'Анна',
    positionName: 'Аудитор',
    storeId: null,
    IStoreId: null,
    storeName: null,
    permissions: [],
  };
  const join = (name: string) => canJoin(claims, parseRoom(name)!, config);

  it.each([
    'list:positions',
    'list:questionnairesLight',
    'doc:questionnairesLight:12',
    'doc:questionnaires:1',
    'store:10412',
    'store:99999',
  ])('%s', (name) => {
    expect(join(name)).toBe(true);
    expect(ownStoreDocCheck(claims, parseRoom(name)!)).toBeNull();
  });

  it('not the staff accounts', () => {
    expect(join('list:users')).toBe(false);
  });
});
