import { defineServerFeature } from '../../core/feature';
import { asOfReads } from './middleware';

/**
 * Time travel (issue 28, item 2): reads of any API route as they were right after one event of a
 * record's timeline. It adds no route of its own: it answers before the API routers when a request
 * carries the as-of headers, through the same routes built against the record's past.
 */
export const asOfFeature = defineServerFeature({
  name: 'asof',
  apiMiddleware: asOfReads,
});
