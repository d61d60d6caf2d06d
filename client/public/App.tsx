import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { SiteHeader } from './components/SiteHeader';
import { Spinner } from './components/Spinner';
import FeedPage from './pages/FeedPage';
import NotFoundPage from './pages/NotFoundPage';
import VacancyPage from './pages/VacancyPage';

// The questionnaire pages load on demand: most visitors only browse the feed.
const QuestionnairePage = lazy(() => import('./pages/questionnaire/QuestionnairePage'));
const EmailConfirmPage = lazy(() => import('./pages/questionnaire/EmailConfirmPage'));
const EditGatePage = lazy(() => import('./pages/questionnaire/EditGatePage'));
const OptOutPage = lazy(() => import('./pages/OptOutPage'));
const StatusPage = lazy(() => import('./pages/status/StatusPage'));

/** The public site's routes (spec part 1, section 2). Everything else: 'Страница не существует'. */
export function App() {
  return (
    <div className="pv-app">
      <SiteHeader />
      <Suspense fallback={<Spinner />}>
        <Switch>
          <Route path="/" component={FeedPage} />
          <Route path="/vacancies">
            <Redirect to="/" replace />
          </Route>
          <Route path="/vacancies/:id/al" component={QuestionnairePage} />
          <Route path="/vacancies/:id" component={VacancyPage} />
          <Route path="/confirm/email/:id" component={EmailConfirmPage} />
          <Route path="/protected/feedback/edit/:id/al" component={EditGatePage} />
          <Route path="/notifications/opt-out/:ref/:channel" component={OptOutPage} />
          <Route path="/status/:ref" component={StatusPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </div>
  );
}
