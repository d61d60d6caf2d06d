import type { ReactNode } from 'react';
import type { Area } from '#events/core/access';
import { NotFoundPage } from './NotFoundPage';
import { useCanAccess } from './state/access';

/** A page renders only if the user may open its area; otherwise the page does not exist for them. */
export function AreaRoute({ area, children }: { area: Area; children: ReactNode }) {
  const canAccess = useCanAccess();
  return canAccess(area) ? <>{children}</> : <NotFoundPage />;
}
