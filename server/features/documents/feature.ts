import { defineServerFeature } from '../../core/feature';
import { documentRoutes } from './routes';

/** The hire's documents (issue 27, item 1): generated with pdfmake, listed and served by variant. */
export const documentsFeature = defineServerFeature({
  name: 'documents',
  routes: (s) => [documentRoutes(s)],
});
