import type { ReactNode } from 'react';
import type { Area } from '#events/core/access';
import { ForbiddenPage } from './ForbiddenPage';
import { useCanAccess } from './state/access';

/** A page renders only if the user may open its area; otherwise the console's 403 page shows. */
export function AreaRoute({ area, children }: { area: Area; children: ReactNode }) {
  const canAccess = useCanAccess();
  return canAccess(area) ? <>{children}</> : <ForbiddenPage />;
}
