import { defineServerFeature } from '../../core/feature';
import { auditRoutes } from './routes';

/** Any record's history and its state at any revision (time travel), from the features' audit kinds. */
export const auditFeature = defineServerFeature({
  name: 'audit',
  routes: (s) => [auditRoutes(s)],
});
