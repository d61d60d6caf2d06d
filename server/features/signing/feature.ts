import { documentHashesProjection } from '#projections/signing/projection';
import { defineServerFeature } from '../../core/feature';
import { signingDecider } from './decider';
import { signingRoutes } from './routes';

/**
 * The signing of a hire's documents (issue 27, items 2-4): both signatures bound to the SHA-256 of
 * the blanks, the signed copies, and the verification by hash. Its demo signings come in the
 * candidates' stories (server/demo/hiring.ts).
 */
export const signingFeature = defineServerFeature({
  name: 'signing',
  routes: (s) => [signingRoutes(s)],
  readOnlyPosts: ['/documents/verify'],
  audit: [{ decider: signingDecider, area: 'questionnaire' }],
  projections: [documentHashesProjection],
});
