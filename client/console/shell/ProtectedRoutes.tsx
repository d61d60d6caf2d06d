import { useAtomValue } from 'jotai';
import { Redirect, Route, Switch } from 'wouter';
import { landingRoute } from '#events/core/access';
import { protectedRoutes } from '../registry';
import { AreaRoute } from './AreaRoute';
import { AreaTitle } from './AreaTitle';
import { NotFoundPage } from './NotFoundPage';
import { sessionAtom } from './state/session';

/** Routes inside the shell, from the features' declarations; each page is guarded by its area. */
export function ProtectedRoutes() {
  const scope = useAtomValue(sessionAtom)?.role.scope ?? '';
  return (
    <Switch>
      <Route path="/protected">
        <Redirect to={landingRoute(scope)} replace />
      </Route>
      {protectedRoutes().map((route) => (
        <Route key={route.path} path={route.path}>
          {(params: Record<string, string | undefined>) => (
            <>
              <AreaTitle area={route.area} />
              <AreaRoute area={route.area}>{route.render({ params, scope }) ?? <NotFoundPage />}</AreaRoute>
            </>
          )}
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
