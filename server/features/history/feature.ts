import { defineServerFeature } from '../../core/feature';
import { historyRoutes } from './routes';

/** A record's woven story for the console's 'История' (issue 28): pages, compare. */
export const historyFeature = defineServerFeature({
  name: 'history',
  routes: (s) => [historyRoutes(s)],
});
