import { Route, Switch } from 'wouter';
import { NotFoundPage } from '#client/console/shell/NotFoundPage';
import { DetailPage } from './DetailPage';
import { PositionsPage } from './PositionsPage';

/** The 'positions' area: the list and the two kinds of detail page. */
export function PositionsRoutes() {
  return (
    <Switch>
      <Route path="/protected/positions">
        <PositionsPage />
      </Route>
      <Route path="/protected/positions/vacancies/:id">
        <DetailPage />
      </Route>
      <Route path="/protected/positions/templates/:id">
        <DetailPage />
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
