import {
  ACTIVITY_TOTAL_HEADER,
  type ActivityActor,
  type ActivityFilterParams,
  type ActivityPage,
} from '#events/activity/contract';
import { apiCall, apiStream } from '../../shell/http';

export const ACTIVITY_PATH = '/protected/audit';

/** What the page keeps in its address: the filters and the page (from 1). */
export interface ActivityQuery extends ActivityFilterParams {
  page?: number;
}

/** The query string of the filters (empty ones left out), for the API and the address alike. */
export function activityQueryString(query: ActivityQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, ...extra })) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
      params.set(key, String(value));
  }
  return params.toString();
}

/** GET /activity: one page of the log. */
export const getActivity = (query: ActivityQuery) =>
  apiCall<ActivityPage>(`/activity?${activityQueryString(query)}`, undefined, { method: 'GET' });

export type ExportFormat = 'csv' | 'jsonl';

/** How far an export got: bytes read, and the rows to come (the server says before the first byte). */
export interface ExportProgress {
  bytes: number;
  rows: number;
  total: number;
}

/**
 * GET /activity/export.{csv|jsonl} read as it streams: progress by rows of the total the server
 * announced, the file kept as a Blob once complete. `signal` cancels it (the server stops reading).
 */
export async function downloadActivity(
  format: ExportFormat,
  query: ActivityQuery,
  signal: AbortSignal,
  onProgress: (p: ExportProgress) => void,
): Promise<Blob> {
  const { page: _page, ...filters } = query;
  const response = await apiStream(`/activity/export.${format}?${activityQueryString(filters)}`, signal);
  const total = Number(response.headers.get(ACTIVITY_TOTAL_HEADER) ?? 0);
  const reader = response.body?.getReader();
  const parts: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const next = await reader?.read();
    if (!next || next.done) break;
    parts.push(next.value);
    bytes += next.value.byteLength;
    for (const byte of next.value) if (byte === 10) lines++;
    // The CSV's first line is its titles; a sentence never holds a line break (one line per row).
    onProgress({ bytes, rows: Math.min(total, format === 'csv' ? Math.max(0, lines - 1) : lines), total });
  }
  const type = format === 'csv' ? 'text/csv;charset=utf-8' : 'application/x-ndjson;charset=utf-8';
  return new Blob(parts as BlobPart[], { type });
}

/** GET /activity/actors: everyone the 'who' filter offers, by name. */
export const getActivityActors = () =>
  apiCall<ActivityActor[]>('/activity/actors', undefined, { method: 'GET' });
