import { createContext, useContext } from 'react';
import { AS_OF_HEADER, AS_OF_RECORD_HEADER } from '#events/history/api';

/** A point of a record's story: the record (`kind/id`) and the global position of one of its events. */
export interface AsOfPoint {
  record: string;
  position: number;
}

/**
 * Time travel (issue 28, item 2). While a snapshot of a record is shown, every API call of the
 * console carries the as-of headers, so the record's own page components load the record as it was
 * (the server answers through the same routes). One snapshot is shown at a time: the value is set
 * while it is mounted. Sign-in calls and the history's own calls stay in the present.
 */
let current: AsOfPoint | null = null;

export function setAsOf(point: AsOfPoint | null): void {
  current = point;
}

/** Calls that never travel: the session's, and the history's (the timeline is always now). */
const PRESENT_ONLY = /^\/(refresh|login|logout|history)(\/|$|\?)/;

/** The as-of headers for a call to `path` (under /api/v1), or none. */
export function asOfHeaders(path: string): Record<string, string> {
  if (!current || PRESENT_ONLY.test(path)) return {};
  return { [AS_OF_HEADER]: String(current.position), [AS_OF_RECORD_HEADER]: current.record };
}

/** Set around a snapshot: live hooks inside it neither join rooms nor take pushed changes. */
export const AsOfContext = createContext<AsOfPoint | null>(null);

export function useAsOf(): AsOfPoint | null {
  return useContext(AsOfContext);
}
