import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { canAccess, type Area } from '#events/core/access';
import { configAtom } from './config';
import { permissionNamesAtom, sessionAtom } from './session';

/** Returns a check for areas, with the same rule table the server uses. */
export function useCanAccess(): (area: Area) => boolean {
  const session = useAtomValue(sessionAtom);
  const permissions = useAtomValue(permissionNamesAtom);
  const config = useAtomValue(configAtom);
  return useCallback(
    (area: Area) =>
      session !== null &&
      canAccess(
        area,
        { userId: session.role.userId, scope: session.role.scope, permissions },
        config ?? { settingsUserIds: [] },
      ),
    [session, permissions, config],
  );
}
