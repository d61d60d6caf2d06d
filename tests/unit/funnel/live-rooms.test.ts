import { describe, expect, it } from 'vitest';
import type { AccessClaims } from '#server/auth/tokens';
import { canJoin, ownStoreDocCheck, storeCollectionsOf } from '#server/access/rooms';
import { parseRoom, roomsOf } from '#server/realtime/rooms';

/**
 * What the funnel page follows live (issue 29): a store's 'changed' document. Admin, HR and the
 * auditor watch the whole list; a director only their stores' rooms.
 */
const config = { settingsUserIds: ['1001'] };
const claims = (scope: string, over: Partial<AccessClaims> = {}): AccessClaims => ({
  type: 'jwt',
  scope,
  userId: '1',
  surname: 'Тестов',
  name: 'Тест',
  positionName: '',
  storeId: null,
  IStoreId: null,
  storeName: null,
  permissions: [],
  ...over,
});
const director = claims('StoreDirector', { storeId: '10412', IStoreId: '10412' });
const join = (user: AccessClaims, name: string) => canJoin(user, parseRoom(name)!, config);

describe('funnel live rooms', () => {
  it("sends a store's change to the list, the document's room and the store's room", () => {
    expect(roomsOf('funnelChanges', '10412', { storeId: '10412', position: 5 })).toEqual([
      'list:funnelChanges',
      'doc:funnelChanges:10412',
      'store:10412',
    ]);
  });

  it('lets Admin, HR and the auditor watch every store', () => {
    for (const scope of ['Admin', 'HR', 'Auditor'])
      expect(join(claims(scope), 'list:funnelChanges')).toBe(true);
  });

  it("lets a store director watch their own store's changes only", () => {
    expect(join(director, 'list:funnelChanges')).toBe(false);
    expect(join(director, 'store:10412')).toBe(true);
    expect(join(director, 'store:20118')).toBe(false);
    expect(storeCollectionsOf(director, config)).toContain('funnelChanges');
    // Its own document's room: the hub checks the document's store against these.
    expect(ownStoreDocCheck(director, parseRoom('doc:funnelChanges:20118')!)).toEqual(['10412']);
  });
});
