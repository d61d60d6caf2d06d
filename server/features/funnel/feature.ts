import { funnelProjection } from '../../../projections/funnel/projection';
import { defineServerFeature } from '../../core/feature';

/** The hiring funnel (issue 29): its read model, the view API and the live 'changed' rooms. */
export const funnelFeature = defineServerFeature({
  name: 'funnel',
  projections: [funnelProjection],
});
