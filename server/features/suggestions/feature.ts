import { defineServerFeature } from '../../core/feature';
import { suggestionRoutes } from './routes';

/** Address, subway and bank suggestions (the profile form's lookups, spec part 2, section 7). */
export const suggestionsFeature = defineServerFeature({
  name: 'suggestions',
  routes: (s) => [suggestionRoutes(s)],
  readOnlyPosts: ['/suggestions/address', '/suggestions/metro', '/suggestions/bank'],
});
