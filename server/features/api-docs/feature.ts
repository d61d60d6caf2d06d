import { defineServerFeature } from '../../core/feature';
import { apiDocsRoutes } from './routes';

/** The API's own description (issue 30, item 1): GET /api/v1/openapi.json. */
export const apiDocsFeature = defineServerFeature({
  name: 'api-docs',
  routes: (s) => [apiDocsRoutes(s)],
});
