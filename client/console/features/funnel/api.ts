import { API_PREFIX, apiCall, apiStream, saveBlob } from '../../shell/http';
import { FUNNEL_API, type FunnelFilter, type FunnelView } from '#events/funnel/api';
import { filterSearch } from './filter';

/** GET /funnel: the funnel of the filtered journeys the viewer may see. */
export const getFunnel = (filter: FunnelFilter) =>
  apiCall<FunnelView>(`${FUNNEL_API.view}?${filterSearch(filter)}`, undefined, { method: 'GET' });

/** The CSV export's address (/api/v1/funnel/export.csv?...) for the current filter. */
export const exportCsvHref = (filter: FunnelFilter) =>
  `${API_PREFIX}${FUNNEL_API.exportCsv}?${filterSearch(filter)}`;

/**
 * Downloads the CSV of the current view with the session's token (a bare link would go without
 * it); an interrupted download saves nothing.
 */
export async function downloadCsv(filter: FunnelFilter, signal: AbortSignal): Promise<void> {
  const response = await apiStream(`${FUNNEL_API.exportCsv}?${filterSearch(filter)}`, signal);
  const blob = await response.blob();
  saveBlob(blob, `funnel-${filter.from}-${filter.to}.csv`);
}
