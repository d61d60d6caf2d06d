import { defineServerFeature } from '../../core/feature';
import { funnelExportRoutes } from './export-routes';
import { funnelStuckRoutes } from './routes';

/**
 * Stuck candidates of the hiring funnel (issue 29, item 4) and the funnel's CSV export (item 3).
 * Reads the funnel's journeys (projections/funnel, registered by the funnel feature); its own
 * routes are specific paths under /funnel, mounted after the funnel's view.
 */
export const funnelStuckFeature = defineServerFeature({
  name: 'funnel-stuck',
  routes: (s) => [funnelStuckRoutes(s), funnelExportRoutes(s)],
});
