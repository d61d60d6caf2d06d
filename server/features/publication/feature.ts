import { defineServerFeature } from '../../core/feature';
import { publicationRoutes } from './routes';

/**
 * Publishing vacancies to the own site and the job boards. Its events are the vacancy's (the
 * vacancies feature audits and projects them); its routes come before the public `/vacancies/:id`,
 * which would take 'publication' for an id.
 */
export const publicationFeature = defineServerFeature({
  name: 'publication',
  routes: (s) => [publicationRoutes(s)],
});
