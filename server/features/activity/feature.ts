import { activityProjection } from '#projections/activity/projection';
import { defineServerFeature } from '../../core/feature';
import { activityRoutes } from './routes';

/**
 * The activity log of every event (issue 28, item 3). Listed after the features whose read models
 * its projection reads for stores (questionnaires, light questionnaires, vacancies, meetings).
 */
export const activityFeature = defineServerFeature({
  name: 'activity',
  routes: (s) => [activityRoutes(s)],
  projections: [activityProjection],
});
