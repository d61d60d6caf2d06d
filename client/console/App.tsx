import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { landingRoute } from '#events/core/access';
import { FullPageSpinner } from './shell/FullPageSpinner';
import { Shell } from './shell/Shell';
import { LoginPage } from './shell/LoginPage';
import { NotFoundPage } from './shell/NotFoundPage';
import { PlaceholderPage } from './shell/PlaceholderPage';
import { ProtectedRoutes } from './shell/ProtectedRoutes';
import { afterLoginPath, loginPathFor } from './shell/returnTo';
import { authStatusAtom, sessionAtom } from './shell/state/session';
import { connectionNoteAtom, useAuthSession } from './shell/state/useAuthSession';
import { startTabSync } from './shell/state/tabSync';

/** Top-level routes: /login, the protected shell, and the page that does not exist. */
export function App() {
  useAuthSession();
  useEffect(startTabSync, []);
  const status = useAtomValue(authStatusAtom);
  const note = useAtomValue(connectionNoteAtom);
  const scope = useAtomValue(sessionAtom)?.role.scope ?? '';
  const [path] = useLocation();
  const search = useSearch();
  if (status === 'unknown') return <FullPageSpinner note={note} />;
  const authorised = status === 'authorised';
  return (
    <Switch>
      <Route path="/login">
        {authorised ? <Redirect to={afterLoginPath(search, scope)} replace /> : <LoginPage />}
      </Route>
      {/* A candidate's phone gate (no login); built with the light questionnaire. */}
      <Route path="/protected/feedback/edit/:id/al">
        <PlaceholderPage title="Подтверждение телефона" area="Анкеты QR (лёгкие анкеты)" />
      </Route>
      <Route path="/protected/*?">
        {authorised ? (
          <Shell>
            <ProtectedRoutes />
          </Shell>
        ) : (
          // Signed out: the login page comes back here afterwards.
          <Redirect to={loginPathFor(`${path}${search ? `?${search}` : ''}`)} replace />
        )}
      </Route>
      <Route path="/">
        <Redirect to={authorised ? landingRoute(scope) : '/login'} replace />
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
