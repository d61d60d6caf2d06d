/** What other server features may use of the funnel (its public surface): the CSV export reads the view. */
export { funnelPlaces } from './places';
export { funnelRequest } from './view';
