import { useAtomValue } from 'jotai';
import { Redirect, Route, Switch } from 'wouter';
import { landingRoute } from '../../events/access';
import { FullPageSpinner } from './components/FullPageSpinner';
import { Shell } from './components/Shell';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { ProtectedRoutes } from './pages/ProtectedRoutes';
import { authStatusAtom, sessionAtom } from './state/session';
import { connectionNoteAtom, useAuthSession } from './state/useAuthSession';

/** Top-level routes: /login, the protected shell, and the page that does not exist. */
export function App() {
  useAuthSession();
  const status = useAtomValue(authStatusAtom);
  const note = useAtomValue(connectionNoteAtom);
  const scope = useAtomValue(sessionAtom)?.role.scope ?? '';
  if (status === 'unknown') return <FullPageSpinner note={note} />;
  const authorised = status === 'authorised';
  return (
    <Switch>
      <Route path="/login">
        {authorised ? <Redirect to={landingRoute(scope)} replace /> : <LoginPage />}
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
          <Redirect to="/login" replace />
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
