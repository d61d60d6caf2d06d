import { useAtomValue } from 'jotai';
import { Redirect, Route, Switch } from 'wouter';
import { landingRoute } from '../../../events/access';
import { AreaRoute } from '../components/AreaRoute';
import { sessionAtom } from '../state/session';
import { NotFoundPage } from './NotFoundPage';
import { PlaceholderPage } from './PlaceholderPage';
import { PositionsSettingsPage } from './PositionsSettingsPage';
import { RolesPage } from './RolesPage';

/** The issue areas that will build the placeholder sections. */
const VACANCIES = 'Вакансии, шаблоны и публикация';
const APPLICATIONS = 'Анкеты и трудоустройство';
const LIGHT = 'Анкеты QR (лёгкие анкеты)';
const CALENDAR = 'Календарь встреч';
const DKMO = 'ДКМО';

const FEEDBACK_TITLES: Record<string, string> = {
  new: 'Анкеты — Новые',
  worked: 'Анкеты — Трудоустроенные',
  rejected: 'Анкеты — Отказ',
};
/** Captions of the light questionnaire lists (spec part 1, section 2). */
const LIGHT_CAPTIONS: Record<string, string> = {
  new: 'Новые отклики',
  accepted: 'Согласованные анкеты на вакансии',
  rejected: 'Отказано',
};

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
          <PlaceholderPage title="Вакансии" area={VACANCIES} />
        </AreaRoute>
      </Route>
      <Route path="/protected/feedbacks/:type">
        {({ type }) => {
          const title = FEEDBACK_TITLES[type];
          if (!title) return <NotFoundPage />;
          return (
            <AreaRoute area="feedbacks">
              <PlaceholderPage title={title} area={APPLICATIONS} />
            </AreaRoute>
          );
        }}
      </Route>
      <Route path="/protected/selfemployed/*?">
        <AreaRoute area="selfemployed">
          <PlaceholderPage title="Самозанятые" area={APPLICATIONS} />
        </AreaRoute>
      </Route>
      <Route path="/protected/questionnaire-light-list/:type">
        {({ type }) => {
          const caption = LIGHT_CAPTIONS[type];
          if (!caption) return <NotFoundPage />;
          return (
            <AreaRoute area="questionnaireLight">
              <PlaceholderPage title={caption} area={LIGHT} />
            </AreaRoute>
          );
        }}
      </Route>
      <Route path="/protected/questionnaire-light/:id">
        <AreaRoute area="questionnaireLight">
          <PlaceholderPage title="Анкета QR" area={LIGHT} />
        </AreaRoute>
      </Route>
      <Route path="/protected/calendar">
        <AreaRoute area="calendar">
          <PlaceholderPage title="Календарь" area={CALENDAR} />
        </AreaRoute>
      </Route>
      <Route path="/protected/basic-vacancy">
        <AreaRoute area="basicVacancy">
          <PlaceholderPage title="Базовые шаблоны вакансий" area={VACANCIES} />
        </AreaRoute>
      </Route>
      <Route path="/protected/vacancy/*?">
        <AreaRoute area="vacancyTemplates">
          <PlaceholderPage title="Шаблоны вакансий" area={VACANCIES} />
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
