import { useAtomValue } from 'jotai';
import { Redirect, Route, Switch } from 'wouter';
import { landingRoute } from '../../../events/core/access';
import {
  QUESTIONNAIRE_LIGHT_STATUSES,
  type QuestionnaireLightStatus,
} from '../../../events/questionnaire-light/events';
import { AreaRoute } from './AreaRoute';
import { CalendarPage } from '../features/meetings/pages/CalendarPage';
import { sessionAtom } from './state/session';
import { NotFoundPage } from './NotFoundPage';
import { PlaceholderPage } from './PlaceholderPage';
import { PositionsSettingsPage } from '../features/positions/PositionsSettingsPage';
import { PositionsRoutes } from '../features/vacancies/pages/PositionsRoutes';
import { QuestionnaireLightCardPage } from '../features/questionnaire-light/pages/QuestionnaireLightCardPage';
import { QuestionnaireLightListPage } from '../features/questionnaire-light/pages/QuestionnaireLightListPage';
import { StoreFeedbacksPage } from '../features/questionnaire-light/pages/StoreFeedbacksPage';
import { StoreQuestionnaireCardPage } from '../features/questionnaire-light/pages/StoreQuestionnaireCardPage';
import { RolesPage } from '../features/positions/RolesPage';
import { BaseTemplatePage } from '../features/vacancies/pages/templates/BaseTemplatePage';
import { TemplatePage } from '../features/vacancies/pages/templates/TemplatePage';
import { TemplatesListPage } from '../features/vacancies/pages/templates/TemplatesListPage';

/** The issue areas that will build the placeholder sections. */
const APPLICATIONS = 'Анкеты и трудоустройство';
const DKMO = 'ДКМО';

const FEEDBACK_TITLES: Record<string, string> = {
  new: 'Анкеты — Новые',
  worked: 'Анкеты — Трудоустроенные',
  rejected: 'Анкеты — Отказ',
};
const isLightType = (type: string): type is QuestionnaireLightStatus =>
  (QUESTIONNAIRE_LIGHT_STATUSES as string[]).includes(type);

/** Routes inside the shell; each page is guarded by its area. */
export function ProtectedRoutes() {
  const scope = useAtomValue(sessionAtom)?.role.scope ?? '';
  return (
    <Switch>
      <Route path="/protected">
        <Redirect to={landingRoute(scope)} replace />
      </Route>
      <Route path="/protected/positions/*?">
        <AreaRoute area="positions">
          <PositionsRoutes />
        </AreaRoute>
      </Route>
      <Route path="/protected/feedbacks/:type">
        {({ type }) => {
          const title = FEEDBACK_TITLES[type];
          if (!title) return <NotFoundPage />;
          // A store director's new applications are the light questionnaires passed to their store.
          const storeFeed = type === 'new' && scope === 'StoreDirector';
          return (
            <AreaRoute area="feedbacks">
              {storeFeed ? <StoreFeedbacksPage /> : <PlaceholderPage title={title} area={APPLICATIONS} />}
            </AreaRoute>
          );
        }}
      </Route>
      <Route path="/protected/feedbacks/light/:id">
        {({ id }) =>
          scope === 'StoreDirector' ? (
            <AreaRoute area="feedbacks">
              <StoreQuestionnaireCardPage key={id} id={id} />
            </AreaRoute>
          ) : (
            <NotFoundPage />
          )
        }
      </Route>
      <Route path="/protected/selfemployed/*?">
        <AreaRoute area="selfemployed">
          <PlaceholderPage title="Самозанятые" area={APPLICATIONS} />
        </AreaRoute>
      </Route>
      <Route path="/protected/questionnaire-light-list/:type">
        {({ type }) =>
          isLightType(type) ? (
            <AreaRoute area="questionnaireLight">
              <QuestionnaireLightListPage key={type} type={type} />
            </AreaRoute>
          ) : (
            <NotFoundPage />
          )
        }
      </Route>
      <Route path="/protected/questionnaire-light/:id">
        {({ id }) => (
          <AreaRoute area="questionnaireLight">
            <QuestionnaireLightCardPage key={id} id={id} />
          </AreaRoute>
        )}
      </Route>
      <Route path="/protected/calendar">
        <AreaRoute area="calendar">
          <CalendarPage />
        </AreaRoute>
      </Route>
      <Route path="/protected/basic-vacancy">
        <AreaRoute area="basicVacancy">
          <BaseTemplatePage />
        </AreaRoute>
      </Route>
      <Route path="/protected/vacancy/:id">
        {({ id }) => (
          <AreaRoute area="vacancyTemplates">
            <TemplatePage key={id} id={id} />
          </AreaRoute>
        )}
      </Route>
      <Route path="/protected/vacancy/*?">
        <AreaRoute area="vacancyTemplates">
          <TemplatesListPage />
        </AreaRoute>
      </Route>
      <Route path="/protected/dkmo/*?">
        <AreaRoute area="dkmo">
          <PlaceholderPage title="ДКМО" area={DKMO} />
        </AreaRoute>
      </Route>
      <Route path="/protected/settings">
        <Redirect to="/protected/settings/positions" replace />
      </Route>
      <Route path="/protected/settings/positions">
        <AreaRoute area="settings">
          <PositionsSettingsPage />
        </AreaRoute>
      </Route>
      <Route path="/protected/settings/roles">
        <AreaRoute area="settings">
          <RolesPage />
        </AreaRoute>
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
