import { defineServerFeature } from '../../core/feature';
import { privacyRoutes } from './routes';

/** Candidates' personal data: erasure on request (the sealing itself is in server/privacy). */
export const privacyFeature = defineServerFeature({
  name: 'privacy',
  routes: (s) => [privacyRoutes(s)],
});
